/**
 * Workers AI (production): a multilingual instruct model for replies, Whisper for speech to text,
 * Deepgram Aura for speech out where it has a voice (English and Spanish), as raw 24 kHz PCM.
 */
import { encodeBase64 } from "@oslojs/encoding";
import type { ChatModel, PromptMessage, SpeechToText, TextToSpeech, TutorProvider } from "./types";
import { serverSentEvents } from "./types";

export const DEFAULT_REPLY_MODEL = "@cf/google/gemma-3-12b-it";
const WHISPER = "@cf/openai/whisper-large-v3-turbo";
const VOICES: Record<string, { model: string; speaker: string }> = {
  es: { model: "@cf/deepgram/aura-2-es", speaker: "celeste" },
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

function textToSpeech(run: AiRun): TextToSpeech {
  return {
    voiceFor: (languageCode) => (VOICES[languageCode] ? `${VOICES[languageCode].model}:${VOICES[languageCode].speaker}` : null),
    async synthesize(text, languageCode) {
      const voice = VOICES[languageCode]!;
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
