import { describe, expect, it, vi } from "vitest";
import { PlaybackController, type AudioLike, type PlaybackState } from "./playback";

function fakeAudio(failures = 0): AudioLike & { plays: string[] } {
  let left = failures;
  const audio = {
    src: "",
    plays: [] as string[],
    onended: null as (() => void) | null,
    onerror: null as (() => void) | null,
    play: vi.fn(async () => {
      if (left > 0) {
        left--;
        throw new Error("decode failed");
      }
      audio.plays.push(audio.src);
    }),
    pause: vi.fn(),
  };
  return audio;
}

function setup(audio: AudioLike, urls: (fresh: boolean) => Promise<string | null>) {
  const states: PlaybackState[] = [];
  const url = vi.fn(urls);
  const controller = new PlaybackController(audio, { url }, (state) => states.push(state));
  return { controller, states, url };
}

describe("playing a message", () => {
  it("goes idle → loading → playing → paused → playing → idle at the end", async () => {
    const audio = fakeAudio();
    const { controller, states } = setup(audio, async () => "blob:one");
    await controller.toggle();
    await controller.toggle();
    await controller.toggle();
    audio.onended!();
    expect(states).toEqual(["loading", "playing", "paused", "playing", "idle"]);
    expect(audio.pause).toHaveBeenCalledTimes(1);
  });

  it("retries once with freshly generated audio after a playback error", async () => {
    const audio = fakeAudio(1);
    const { controller, states, url } = setup(audio, async (fresh) => (fresh ? "blob:fresh" : "blob:stale"));
    await controller.toggle();
    expect(url.mock.calls.map(([fresh]) => fresh)).toEqual([false, true]);
    expect(audio.plays).toEqual(["blob:fresh"]);
    expect(states.at(-1)).toBe("playing");
  });

  it("gives up after the one retry", async () => {
    const audio = fakeAudio(2);
    const { controller, states, url } = setup(audio, async () => "blob:x");
    await controller.toggle();
    expect(url).toHaveBeenCalledTimes(2);
    expect(states.at(-1)).toBe("idle");
  });

  it("returns to idle when there is no audio to play", async () => {
    const { controller, states } = setup(fakeAudio(), async () => null);
    await controller.toggle();
    expect(states).toEqual(["loading", "idle"]);
  });

  it("retries once, not twice, when a failed play also fires the error event", async () => {
    const audio = fakeAudio(1);
    const play = audio.play;
    audio.play = vi.fn(async () => {
      if (audio.src === "blob:stale") audio.onerror!();
      return play();
    });
    const { controller, states, url } = setup(audio, async (fresh) => (fresh ? "blob:fresh" : "blob:stale"));
    await controller.toggle();
    expect(url).toHaveBeenCalledTimes(2);
    expect(states).toEqual(["loading", "loading", "playing"]);
  });

  it("retries when the sound breaks off while playing", async () => {
    const audio = fakeAudio();
    const { controller, states, url } = setup(audio, async (fresh) => (fresh ? "blob:fresh" : "blob:stale"));
    await controller.toggle();
    audio.onerror!();
    await vi.waitFor(() => expect(states.at(-1)).toBe("playing"));
    expect(url.mock.calls.map(([fresh]) => fresh)).toEqual([false, true]);
  });

  it("does not fetch fresh audio when the browser refuses to play without a gesture", async () => {
    const audio = fakeAudio();
    audio.play = vi.fn(async () => {
      throw new DOMException("play() needs a user gesture", "NotAllowedError");
    });
    const { controller, states, url } = setup(audio, async () => "blob:one");
    await controller.toggle();
    expect(url).toHaveBeenCalledTimes(1);
    expect(states).toEqual(["loading", "idle"]);
  });
});
