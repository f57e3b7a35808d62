/**
 * Speech out: 16-bit mono PCM at 24,000 Hz (base64), or, from a voice that gives another format
 * (MeloTTS's MP3), a `data:` URL of the clip; cached in R2 under a hash of (text, language, voice)
 * with its media type, so each sentence is synthesised once. No voice for the language: success
 * false with the reason, and the browser speaks instead.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64, encodeHexLowerCase } from "@oslojs/encoding";
import type { SpeechResponse } from "../../contract/wire";
import type { TutorProvider } from "./providers/types";

export const NO_VOICE = "No voice for this language on this server; your browser will read it instead.";

export const PCM_TYPE = "audio/L16; rate=24000; channels=1";

/** A clip as the wire carries it: PCM as plain base64, anything else as a `data:` URL naming its type. */
export function speechData(audio: Uint8Array, mediaType: string): string {
  return mediaType === PCM_TYPE ? encodeBase64(audio) : `data:${mediaType};base64,${encodeBase64(audio)}`;
}

/** A voice's clip, ready to keep: PCM cut to whole samples, with its media type. */
export async function synthesizeClip(speech: NonNullable<TutorProvider["textToSpeech"]>, text: string, languageCode: string, voice: string): Promise<{ audio: Uint8Array; mediaType: string }> {
  const mediaType = speech.mediaTypeOf?.(voice) ?? PCM_TYPE;
  const audio = await speech.synthesize(text, languageCode, voice);
  return { audio: mediaType === PCM_TYPE ? wholeSamples(audio) : audio, mediaType };
}

export function speechCacheKey(text: string, languageCode: string, voice: string): string {
  return `audio/${encodeHexLowerCase(sha256(new TextEncoder().encode(`${voice}\n${languageCode}\n${text}`)))}.pcm`;
}

/** The PCM cut to whole 16-bit samples (pairs of bytes): an odd length means a cut-off stream. */
export function wholeSamples(pcm: Uint8Array): Uint8Array {
  return pcm.length % 2 === 0 ? pcm : pcm.subarray(0, pcm.length - 1);
}

export async function speak(bucket: R2Bucket, provider: TutorProvider, rawText: string, languageCode: string): Promise<SpeechResponse> {
  const text = rawText.trim();
  if (!text) return { success: false, audioData: null, error: "There is no text to read." };
  const voice = provider.textToSpeech?.voiceFor(languageCode);
  if (!provider.textToSpeech || !voice) return { success: false, audioData: null, error: NO_VOICE };

  const key = speechCacheKey(text, languageCode, voice);
  const cached = await bucket.get(key);
  if (cached) return { success: true, audioData: speechData(new Uint8Array(await cached.arrayBuffer()), cached.httpMetadata?.contentType ?? PCM_TYPE), error: null };

  const { audio, mediaType } = await synthesizeClip(provider.textToSpeech, text, languageCode, voice);
  await bucket.put(key, audio, { httpMetadata: { contentType: mediaType } });
  return { success: true, audioData: speechData(audio, mediaType), error: null };
}
