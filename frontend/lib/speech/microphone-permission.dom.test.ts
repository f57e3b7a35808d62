import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PERMISSION_CHECKED_KEY, watchMicrophonePermission, type MicrophoneAccess, type MicrophonePermission } from "./microphone-permission";

function access(initial: MicrophonePermission, answer: MicrophonePermission): MicrophoneAccess & { request: ReturnType<typeof vi.fn> } {
  return { query: vi.fn(async () => initial), request: vi.fn(async () => answer) };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("microphone permission", () => {
  it("asks by itself after 3 seconds in prompt, and remembers that it asked", async () => {
    const mic = access("prompt", "granted");
    const seen: [MicrophonePermission, boolean][] = [];
    watchMicrophonePermission(mic, (state, automatic) => seen.push([state, automatic]));
    await vi.advanceTimersByTimeAsync(2900);
    expect(mic.request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(mic.request).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([["prompt", false], ["granted", true]]);
    expect(localStorage.getItem(PERMISSION_CHECKED_KEY)).toBe("true");
  });

  it("asks from unknown too, but never a second time", async () => {
    localStorage.setItem(PERMISSION_CHECKED_KEY, "true");
    const mic = access("unknown", "granted");
    watchMicrophonePermission(mic, () => {});
    await vi.advanceTimersByTimeAsync(5000);
    expect(mic.request).not.toHaveBeenCalled();
  });

  it("does not ask when already granted or denied", async () => {
    for (const state of ["granted", "denied"] as const) {
      const mic = access(state, "granted");
      const seen: MicrophonePermission[] = [];
      watchMicrophonePermission(mic, (value) => seen.push(value));
      await vi.advanceTimersByTimeAsync(5000);
      expect(mic.request).not.toHaveBeenCalled();
      expect(seen).toEqual([state]);
    }
  });

  it("stops cleanly before the request", async () => {
    const mic = access("prompt", "granted");
    const stop = watchMicrophonePermission(mic, () => {});
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(mic.request).not.toHaveBeenCalled();
  });
});
