/**
 * Any OpenAI-compatible endpoint (OPENAI_BASE_URL, OPENAI_API_KEY; e.g. a local Ollama), for
 * self-hosting: chat completions with streaming, transcriptions, and speech as raw PCM.
 */
import type { ChatModel, PromptMessage, SpeechToText, TextToSpeech, TutorProvider } from "./types";
import { serverSentEvents } from "./types";

export interface OpenAiSettings {
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_CHAT_MODEL?: string;
  OPENAI_TRANSCRIBE_MODEL?: string;
  OPENAI_SPEECH_MODEL?: string;
  OPENAI_VOICE?: string;
}

export function openAiProvider(settings: OpenAiSettings): TutorProvider {
  const base = (settings.OPENAI_BASE_URL ?? "https://api.openai.com/v1").replace(/\/$/, "");
  const headers = { Authorization: `Bearer ${settings.OPENAI_API_KEY ?? ""}` };
  const model = settings.OPENAI_CHAT_MODEL ?? "gpt-4o-mini";

  async function post(path: string, body: BodyInit, json = true): Promise<Response> {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: json ? { ...headers, "Content-Type": "application/json" } : headers,
      body,
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response;
  }

  const chat: ChatModel = {
    async *stream(messages: PromptMessage[]) {
      const response = await post("/chat/completions", JSON.stringify({ model, messages, stream: true }));
      for await (const data of serverSentEvents(response.body!)) {
        const piece = (JSON.parse(data) as { choices?: { delta?: { content?: string } }[] }).choices?.[0]?.delta?.content;
        if (piece) yield piece;
      }
    },
    async complete(messages: PromptMessage[]) {
      const response = await post("/chat/completions", JSON.stringify({ model, messages }));
      const result = (await response.json()) as { choices?: { message?: { content?: string } }[] };
      return result.choices?.[0]?.message?.content ?? "";
    },
  };

  const speechToText: SpeechToText = {
    async transcribe(audio, mimeType, languageCode) {
      const form = new FormData();
      form.append("file", new Blob([audio], { type: mimeType }), "speech.webm");
      form.append("model", settings.OPENAI_TRANSCRIBE_MODEL ?? "whisper-1");
      form.append("language", languageCode);
      const response = await post("/audio/transcriptions", form, false);
      return (((await response.json()) as { text?: string }).text ?? "").trim();
    },
  };

  const textToSpeech: TextToSpeech = {
    voiceFor: () => settings.OPENAI_VOICE ?? "alloy",
    async synthesize(text, _languageCode, voice) {
      const response = await post(
        "/audio/speech",
        JSON.stringify({ model: settings.OPENAI_SPEECH_MODEL ?? "tts-1", voice, input: text, response_format: "pcm" }),
      );
      return new Uint8Array(await response.arrayBuffer());
    },
  };

  return { name: "openai", chat, speechToText, textToSpeech };
}
