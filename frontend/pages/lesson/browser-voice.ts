/**
 * Whether the browser has a voice for a language. Chromium fills its list of voices a moment after
 * the page asks (the "voiceschanged" event), and on Linux often never: an empty list after a short
 * wait means there is none.
 */
import { voiceFor } from "./chat/message-voice";

const VOICES_WAIT_MS = 1500;

export async function browserHasVoice(languageCode: string, synth: SpeechSynthesis | undefined = globalThis.speechSynthesis): Promise<boolean> {
  if (!synth || typeof SpeechSynthesisUtterance === "undefined") return false;
  let voices = synth.getVoices();
  if (!voices.length) {
    voices = await new Promise<SpeechSynthesisVoice[]>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        synth.removeEventListener?.("voiceschanged", done);
        resolve(synth.getVoices());
      };
      const timer = setTimeout(done, VOICES_WAIT_MS);
      synth.addEventListener?.("voiceschanged", done);
    });
  }
  return voiceFor(voices, languageCode) !== undefined;
}
