/**
 * Workers AI (production): a multilingual instruct model for replies, Whisper for speech to text,
 * and speech out in every course language one of the platform's speech models speaks (decision 040):
 * Deepgram Aura 2 for Spanish, as raw 24 kHz PCM; MeloTTS for French, Japanese and Chinese, as MP3.
 * German, Hindi and Kannada have no Workers AI voice: the browser's own voice reads them.
 */
import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import type { ChatModel, PromptMessage, SpeechToText, TextToSpeech, TutorProvider } from "./types";
import { serverSentEvents } from "./types";

export const DEFAULT_REPLY_MODEL = "@cf/google/gemma-3-12b-it";
const WHISPER = "@cf/openai/whisper-large-v3-turbo";
const AURA_SPANISH = "@cf/deepgram/aura-2-es";
const MELOTTS = "@cf/myshell-ai/melotts";

/**
 * Each course language's voice: Aura takes a speaker and gives 24 kHz PCM; MeloTTS takes a language and
 * gives MP3. MeloTTS calls Japanese "JP" where the catalogue's examples are ISO codes ("en", "fr"): "jp"
 * is asked first and "ja" if it is refused (decision 040).
 */
export const VOICES: Readonly<Record<string, { model: string; speaker: string } | { model: string; lang: string; alsoLang?: string }>> = {
  es: { model: AURA_SPANISH, speaker: "celeste" },
  fr: { model: MELOTTS, lang: "fr" },
  ja: { model: MELOTTS, lang: "jp", alsoLang: "ja" },
  zh: { model: MELOTTS, lang: "zh" },
};

type AiRun = (model: string, input: Record<string, unknown>) => Promise<unknown>;

function runner(ai: Ai): AiRun {
  return (model, input) => (ai.run as unknown as AiRun)(model, input);
}

function chatModel(run: AiRun, model: string): ChatModel {
  return {
    async *stream(messages: PromptMessage[]) {
      const body = (await run(model, { messages, stream: true, max_tokens: 600 })) as ReadableStream<Uint8Array>;
      for await (const data of serverSentEvents(body)) {
        const piece = (JSON.parse(data) as { response?: string }).response;
        if (piece) yield piece;
      }
    },
    async complete(messages: PromptMessage[]) {
      const result = (await run(model, { messages, max_tokens: 600 })) as { response?: string };
      return result.response ?? "";
    },
  };
}

function speechToText(run: AiRun): SpeechToText {
  return {
    async transcribe(audio, _mimeType, languageCode) {
      const result = (await run(WHISPER, { audio: encodeBase64(audio), language: languageCode })) as { text?: string };
      return (result.text ?? "").trim();
    },
  };
}

/** The voice's id, kept in the speech cache's key: Aura's as it always was ("model:speaker"). */
const voiceId = (voice: (typeof VOICES)[string]) => `${voice.model}:${"speaker" in voice ? voice.speaker : voice.lang}`;

/** MeloTTS answers `{ audio: base64 MP3 }`, or the MP3 itself as bytes or a stream. */
async function mp3Bytes(result: unknown): Promise<Uint8Array> {
  if (result && typeof result === "object" && typeof (result as { audio?: unknown }).audio === "string") return decodeBase64((result as { audio: string }).audio);
  if (result instanceof Uint8Array) return result;
  if (result instanceof ArrayBuffer) return new Uint8Array(result);
  if (result instanceof ReadableStream) return new Uint8Array(await new Response(result).arrayBuffer());
  throw new Error("MeloTTS gave no audio");
}

function textToSpeech(run: AiRun): TextToSpeech {
  return {
    voiceFor: (languageCode) => (VOICES[languageCode] ? voiceId(VOICES[languageCode]) : null),
    mediaTypeOf: (voice) => (voice.startsWith(`${MELOTTS}:`) ? "audio/mpeg" : undefined),
    async synthesize(text, languageCode) {
      const voice = VOICES[languageCode]!;
      if ("lang" in voice) {
        const said = await run(voice.model, { prompt: text, lang: voice.lang }).catch((error: unknown) => {
          if (!voice.alsoLang) throw error;
          return run(voice.model, { prompt: text, lang: voice.alsoLang });
        });
        return mp3Bytes(said);
      }
      const result = await run(voice.model, { text, speaker: voice.speaker, encoding: "linear16", container: "none", sample_rate: 24000 });
      const stream = result as ReadableStream<Uint8Array>;
      return new Uint8Array(await new Response(stream).arrayBuffer());
    },
  };
}

export function workersAiProvider(env: Pick<Env, "AI"> & { TUTOR_MODEL?: string }): TutorProvider {
  const run = runner(env.AI);
  return {
    name: "workers-ai",
    chat: chatModel(run, env.TUTOR_MODEL || DEFAULT_REPLY_MODEL),
    speechToText: speechToText(run),
    textToSpeech: textToSpeech(run),
  };
}
