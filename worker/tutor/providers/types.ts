/** What the tutor needs from an AI provider. Each provider offers what it can; the rest is absent. */
import { EventSourceParserStream } from "eventsource-parser/stream";

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
  /** 16-bit mono PCM at 24,000 Hz, or the clip in the voice's `mediaTypeOf`. */
  synthesize(text: string, languageCode: string, voice: string): Promise<Uint8Array>;
  /** The media type of the voice's clips when they are not raw PCM (MeloTTS: "audio/mpeg"). */
  mediaTypeOf?(voice: string): string | undefined;
}

export interface TutorProvider {
  name: "offline" | "workers-ai" | "openai";
  /** Absent for the offline provider, whose tutor is deterministic (offline-tutor.ts). */
  chat?: ChatModel;
  speechToText?: SpeechToText;
  textToSpeech?: TextToSpeech;
}

/** Each event's data in a server-sent-events stream (multi-line data joined, as the format says), until [DONE]. */
export async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const events = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
  for await (const event of events) {
    if (event.data === "[DONE]") return;
    if (event.data) yield event.data;
  }
}
