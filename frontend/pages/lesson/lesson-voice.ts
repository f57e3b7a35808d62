/**
 * The lesson's own words spoken aloud: one voice for the whole lesson, so one sentence plays at a
 * time. The Worker's speech (WAV from its 24 kHz PCM, cached per sentence here and in R2) plays in the
 * page's <audio> element; where the server has no voice for the language the browser speaks, in a
 * voice chosen by the language's BCP 47 tag. The rate (1 or 0.75 for "slow") applies to both, and to
 * a sentence already playing.
 */
import { languageTag } from "../../../contract/lesson-languages";
import { apiUrl, send } from "../../lib/api";
import { speechUrl } from "../../lib/speech/wav";
import { markSilent } from "./audibility";
import { browserHasVoice } from "./browser-voice";
import { voiceFor } from "./chat/message-voice";

export type SayingState = "idle" | "loading" | "playing";

const BROWSER_VOICE = "browser-voice";

export class LessonVoice {
  private readonly sources = new Map<string, string>();
  private current: { text: string; utterance: SpeechSynthesisUtterance | null } | null = null;
  private rateValue = 1;

  constructor(
    private readonly lessonId: string,
    private readonly languageCode: string,
    private readonly audio: HTMLAudioElement,
    private readonly onChange: (text: string, state: SayingState) => void,
  ) {
    audio.onended = () => this.finish();
    audio.onerror = () => this.finish();
  }

  get rate(): number {
    return this.rateValue;
  }

  set rate(rate: number) {
    this.rateValue = rate;
    this.audio.playbackRate = rate;
    this.audio.defaultPlaybackRate = rate;
  }

  /** Plays the sentence, or stops it when it is the one playing; any other sentence stops first. */
  async toggle(text: string): Promise<void> {
    const again = this.current?.text === text;
    this.stop();
    if (again) return;
    const playing = { text, utterance: null as SpeechSynthesisUtterance | null };
    this.current = playing;
    this.onChange(text, "loading");
    const source = await this.sourceFor(text);
    if (this.current !== playing) return;
    if (!source) return this.finish();
    // Neither the server nor the browser has a voice for the language: say so rather than play nothing.
    if (source === BROWSER_VOICE && !(await browserHasVoice(this.languageCode))) {
      markSilent(this.languageCode);
      if (this.current === playing) this.finish();
      return;
    }
    if (this.current !== playing) return;
    try {
      if (source === BROWSER_VOICE) playing.utterance = this.speak(text);
      else {
        this.audio.src = source;
        this.audio.playbackRate = this.rateValue;
        await this.audio.play();
      }
      if (this.current === playing) this.onChange(text, "playing");
    } catch (error) {
      console.error("Could not play the sentence", error);
      if (this.current === playing) this.finish();
    }
  }

  stop(): void {
    if (!this.current) return;
    if (!this.audio.paused) this.audio.pause();
    if (this.current.utterance) {
      this.current.utterance.onend = null;
      this.current.utterance.onerror = null;
      globalThis.speechSynthesis?.cancel();
    }
    this.finish();
  }

  /** Leaving the lesson: silence, and give the audio back. */
  dispose(): void {
    this.stop();
    for (const url of this.sources.values()) if (url !== BROWSER_VOICE) URL.revokeObjectURL(url);
    this.sources.clear();
  }

  private finish(): void {
    const text = this.current?.text;
    this.current = null;
    if (text !== undefined) this.onChange(text, "idle");
  }

  private async sourceFor(text: string): Promise<string | null> {
    const kept = this.sources.get(text);
    if (kept) return kept;
    try {
      const speech = await send("POST", apiUrl("/api/lessons/:lessonId/speech", { lessonId: this.lessonId }), { text });
      const source = speech.success && speech.audioData ? speechUrl(speech.audioData) : BROWSER_VOICE;
      this.sources.set(text, source);
      return source;
    } catch (error) {
      // Offline or refused: the browser's own voice still reads the sentence.
      console.error("Lesson speech failed", error);
      return BROWSER_VOICE;
    }
  }

  private speak(text: string): SpeechSynthesisUtterance {
    const synth = globalThis.speechSynthesis;
    if (!synth || typeof SpeechSynthesisUtterance === "undefined") throw new Error("This browser cannot speak");
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = languageTag(this.languageCode);
    utterance.rate = this.rateValue;
    const voice = voiceFor(synth.getVoices(), this.languageCode);
    if (voice) utterance.voice = voice;
    utterance.onend = () => this.finish();
    utterance.onerror = () => this.finish();
    synth.speak(utterance);
    return utterance;
  }
}
