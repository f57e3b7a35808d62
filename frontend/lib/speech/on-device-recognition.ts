/**
 * Speech input (docs/product/tutor.md): where the browser can recognise speech on the device, only the text
 * leaves it; otherwise the recording is uploaded to /api/chat/audio. Chrome's plain speech
 * recognition sends audio to a cloud service, so it counts only with `processLocally`.
 */

import { LANGUAGE_TAGS } from "../../../contract/lesson-languages";

/** BCP 47 tags for our course languages, for the recogniser and the browser's own voices. */
export const SPEECH_LANGUAGE_TAGS: Readonly<Record<string, string>> = LANGUAGE_TAGS;

interface LocalRecognitionClass {
  new (): LocalRecognition;
  available?(options: { langs: string[]; processLocally: boolean }): Promise<string>;
}

interface LocalRecognition {
  lang: string;
  processLocally?: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

function recognitionClass(): LocalRecognitionClass | undefined {
  const scope = globalThis as unknown as { SpeechRecognition?: LocalRecognitionClass; webkitSpeechRecognition?: LocalRecognitionClass };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/** True only when the browser promises to recognise this language on the device. */
export async function onDeviceRecognitionAvailable(languageCode: string): Promise<boolean> {
  const Recognition = recognitionClass();
  const tag = SPEECH_LANGUAGE_TAGS[languageCode];
  if (!Recognition?.available || !tag) return false;
  try {
    return (await Recognition.available({ langs: [tag], processLocally: true })) === "available";
  } catch {
    return false;
  }
}

/** Listens once, on the device, and answers the transcript ("" when nothing was heard). */
export function recogniseOnDevice(languageCode: string): { result: Promise<string>; stop(): void } {
  const Recognition = recognitionClass()!;
  const recognition = new Recognition();
  recognition.lang = SPEECH_LANGUAGE_TAGS[languageCode] ?? languageCode;
  recognition.processLocally = true;
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  const result = new Promise<string>((resolve, reject) => {
    let transcript = "";
    recognition.onresult = (event) => {
      transcript = Array.from(event.results, (alternatives) => alternatives[0]?.transcript ?? "").join(" ").trim();
    };
    recognition.onerror = (event) => reject(new Error(event.error));
    recognition.onend = () => resolve(transcript);
  });
  recognition.start();
  return { result, stop: () => recognition.stop() };
}
