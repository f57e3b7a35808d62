/** What the tutor needs from an AI provider. Each provider offers what it can; the rest is absent. */

export interface PromptMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatModel {
  /** The reply, as text pieces in the order the model produces them. */
  stream(messages: PromptMessage[]): AsyncIterable<string>;
  /** One whole answer, for structured side calls (the scratch-pad update). */
  complete(messages: PromptMessage[]): Promise<string>;
}

export interface SpeechToText {
  transcribe(audio: Uint8Array, mimeType: string, languageCode: string): Promise<string>;
}

export interface TextToSpeech {
  /** A voice id for the language, or null when the provider has none. */
  voiceFor(languageCode: string): string | null;
  /** 16-bit mono PCM at 24,000 Hz. */
  synthesize(text: string, languageCode: string, voice: string): Promise<Uint8Array>;
}

export interface TutorProvider {
  name: "offline" | "workers-ai" | "openai";
  /** Absent for the offline provider, whose tutor is deterministic (offline-tutor.ts). */
  chat?: ChatModel;
  speechToText?: SpeechToText;
  textToSpeech?: TextToSpeech;
}

/** Reads `data:` lines of a server-sent-events stream, yielding each payload until [DONE]. */
export async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let newline: number;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith("data:")) continue;
      const data = line.slice(5).trim();
      if (data === "[DONE]") return;
      if (data) yield data;
    }
  }
}
