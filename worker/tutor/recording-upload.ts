/**
 * A learner's recording sent to the server (the tutor's spoken turn, a spoken review answer): the
 * multipart upload read within its size limit and checked, and its words from the provider's speech
 * recognition. The recording is transcribed and dropped; it is never stored.
 */
import type { Context } from "hono";
import { AUDIO_UPLOAD_MAX_BYTES } from "../../contract/constants";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/errors";
import { parseForm, readBodyWithin } from "../http/request-body";
import { tutorProvider, type ProviderEnv } from "./providers";

export const TRANSCRIPTION_UNAVAILABLE = "Your recording could not be transcribed just now. Please try again later.";
export const SPEECH_INPUT_UNAVAILABLE =
  "This server cannot turn recordings into text (it runs the built-in offline tutor). Please type your answer.";
export const NOTHING_HEARD = "I couldn't hear any words in that recording. Please try again.";
const AUDIO_TOO_LARGE = "Recordings can be at most 10 MB.";
const AUDIO_TYPES = /^audio\/(webm|ogg|mp4|mpeg|wav|x-wav)(;.*)?$/;

/** The upload's form and its recording, or a thrown 400/413/415 saying what is wrong with them. */
export async function readRecordingUpload(c: Context<AppEnv>): Promise<{ form: FormData; audio: File }> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType)) throw new ApiError(415, "Send the recording as multipart/form-data.");
  // The recording, plus room for the form's other fields and boundaries.
  const body = await readBodyWithin(c.req.raw, AUDIO_UPLOAD_MAX_BYTES + 64 * 1024, AUDIO_TOO_LARGE);
  const form = await parseForm(body, contentType).catch(() => {
    throw new ApiError(400, "The upload could not be read.");
  });
  const audio = form.get("audio");
  if (!(audio instanceof File) || audio.size === 0) throw new ApiError(400, "Attach the recording as audio.", { field: "audio" });
  if (audio.size > AUDIO_UPLOAD_MAX_BYTES) throw new ApiError(413, AUDIO_TOO_LARGE);
  if (!AUDIO_TYPES.test(audio.type)) throw new ApiError(415, "Recordings must be audio (webm/opus).", { field: "audio" });
  return { form, audio };
}

/**
 * The words of the recording in `languageCode`, trimmed: 501 when this server has no speech
 * recognition (the offline tutor), 503 when the provider fails, 422 when it heard nothing.
 */
export async function transcribeRecording(env: ProviderEnv, audio: File, languageCode: string): Promise<string> {
  const recogniser = tutorProvider(env).speechToText;
  if (!recogniser) throw new ApiError(501, SPEECH_INPUT_UNAVAILABLE);
  const transcription = await recogniser.transcribe(new Uint8Array(await audio.arrayBuffer()), audio.type, languageCode).catch((error: unknown) => {
    console.error("speech recognition failed", error);
    throw new ApiError(503, TRANSCRIPTION_UNAVAILABLE);
  });
  const words = transcription.trim();
  if (!words) throw new ApiError(422, NOTHING_HEARD);
  return words;
}
