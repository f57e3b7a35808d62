/**
 * One tutor message's voice, as the PlaybackController's AudioLike: an <audio> element for the
 * server's speech, or the browser's own speech synthesis when the server has no voice for the
 * language (docs/product/tutor.md). The source answers BROWSER_VOICE for that case.
 */
import type { AudioLike } from "../../../lib/speech/playback";
import { SPEECH_LANGUAGE_TAGS } from "../../../lib/speech/on-device-recognition";

export const BROWSER_VOICE = "browser-voice:";

/** A voice for the language: the exact tag first, then any of the language, else none (the default). */
export function voiceFor(voices: readonly SpeechSynthesisVoice[], languageCode: string): SpeechSynthesisVoice | undefined {
  const tag = (SPEECH_LANGUAGE_TAGS[languageCode] ?? languageCode).toLowerCase();
  const lang = (voice: SpeechSynthesisVoice) => voice.lang.toLowerCase().replace("_", "-");
  return (
    voices.find((voice) => lang(voice) === tag) ??
    voices.find((voice) => lang(voice).split("-")[0] === languageCode.toLowerCase())
  );
}

export class MessageVoice implements AudioLike {
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private source = "";
  private element: HTMLAudioElement | null = null;
  private utterance: SpeechSynthesisUtterance | null = null;

  constructor(
    private readonly text: string,
    private readonly languageCode: string,
    private readonly synth: SpeechSynthesis | undefined = globalThis.speechSynthesis,
  ) {}

  get src(): string {
    return this.source;
  }

  set src(value: string) {
    if (value === this.source) return;
    this.stop();
    this.source = value;
  }

  async play(): Promise<void> {
    if (this.source === BROWSER_VOICE) return this.speak();
    if (!this.element) {
      const element = new Audio();
      element.onended = () => this.onended?.();
      element.onerror = () => this.onerror?.();
      this.element = element;
    }
    if (this.element.src !== this.source) this.element.src = this.source;
    await this.element.play();
  }

  pause(): void {
    if (this.source === BROWSER_VOICE) this.synth?.pause();
    else this.element?.pause();
  }

  /** Silences this message for good (leaving the chat, another message starting). */
  stop(): void {
    if (this.element && !this.element.paused) this.element.pause();
    if (this.utterance) {
      const utterance = this.utterance;
      this.utterance = null;
      utterance.onend = null;
      utterance.onerror = null;
      this.synth?.cancel();
    }
  }

  private speak(): void {
    const synth = this.synth;
    if (!synth || typeof SpeechSynthesisUtterance === "undefined") throw new Error("This browser cannot speak");
    if (this.utterance && synth.paused) return synth.resume();
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(this.text);
    utterance.lang = SPEECH_LANGUAGE_TAGS[this.languageCode] ?? this.languageCode;
    const voice = voiceFor(synth.getVoices(), this.languageCode);
    if (voice) utterance.voice = voice;
    utterance.onend = () => {
      if (this.utterance !== utterance) return;
      this.utterance = null;
      this.onended?.();
    };
    utterance.onerror = (event) => {
      if (this.utterance !== utterance) return;
      this.utterance = null;
      // Cancelled by another message or by leaving: simply over, not a failure to retry.
      if (event.error === "interrupted" || event.error === "canceled") this.onended?.();
      else this.onerror?.();
    };
    this.utterance = utterance;
    synth.speak(utterance);
    // Chrome stays paused after cancelling a paused utterance.
    if (synth.paused) synth.resume();
  }
}
