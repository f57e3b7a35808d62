/**
 * Playing a tutor message aloud (docs/product/tutor.md): idle → loading → playing ⇄ paused;
 * on a playback error it retries once with freshly generated audio; auto-play is for the newest
 * message only (the caller decides which one that is).
 */

export type PlaybackState = "idle" | "loading" | "playing" | "paused";

/** What the controller needs from an <audio> element (a fake in tests). */
export interface AudioLike {
  src: string;
  play(): Promise<void>;
  pause(): void;
  onended: (() => void) | null;
  onerror: (() => void) | null;
}

export interface PlaybackSource {
  /** A playable URL for the message; `fresh` asks for newly generated audio (after a failure). */
  url(fresh: boolean): Promise<string | null>;
}

export class PlaybackController {
  state: PlaybackState = "idle";
  private retried = false;

  constructor(
    private readonly audio: AudioLike,
    private readonly source: PlaybackSource,
    private readonly onChange: (state: PlaybackState) => void,
  ) {
    audio.onended = () => this.set("idle");
    // While loading, a failed play() already answers for the error; the event counts only once
    // sound is out (a stream breaking mid-way), or one failure would cost two retries.
    audio.onerror = () => {
      if (this.state === "playing" || this.state === "paused") void this.recover();
    };
  }

  private set(state: PlaybackState) {
    this.state = state;
    this.onChange(state);
  }

  /** Play, pause or resume, as one button does. */
  async toggle(): Promise<void> {
    if (this.state === "playing") {
      this.audio.pause();
      return this.set("paused");
    }
    if (this.state === "paused") return this.start();
    if (this.state === "idle") {
      this.retried = false;
      return this.load(false);
    }
  }

  private async load(fresh: boolean): Promise<void> {
    this.set("loading");
    const url = await this.source.url(fresh).catch(() => null);
    if (!url) return this.set("idle");
    this.audio.src = url;
    await this.start();
  }

  private async start(): Promise<void> {
    try {
      await this.audio.play();
      this.set("playing");
    } catch (error) {
      // The browser refused to play without a gesture: fresh audio would be refused too.
      if (error instanceof DOMException && error.name === "NotAllowedError") return this.set("idle");
      await this.recover();
    }
  }

  private async recover(): Promise<void> {
    if (this.retried) return this.set("idle");
    this.retried = true;
    await this.load(true);
  }
}
