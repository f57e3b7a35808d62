import { describe, expect, it } from "vitest";
import { recordingReducer, waveformBars, type RecordingState } from "./recording";

const clip = new Blob([new Uint8Array(100)], { type: "audio/webm" });

describe("recording", () => {
  it("goes idle → recording → stopped with the clip → idle on confirm or discard", () => {
    let state: RecordingState = { kind: "idle" };
    state = recordingReducer(state, { type: "start" });
    expect(state).toEqual({ kind: "recording" });
    state = recordingReducer(state, { type: "stop", clip });
    expect(state).toEqual({ kind: "stopped", clip });
    expect(recordingReducer(state, { type: "confirm" })).toEqual({ kind: "idle" });
    expect(recordingReducer(state, { type: "discard" })).toEqual({ kind: "idle" });
  });

  it("ignores a stop without a recording and an empty clip", () => {
    expect(recordingReducer({ kind: "idle" }, { type: "stop", clip })).toEqual({ kind: "idle" });
    expect(recordingReducer({ kind: "recording" }, { type: "stop", clip: new Blob([]) })).toEqual({ kind: "idle" });
  });

  it("draws 35 bars from the microphone's frequencies", () => {
    const bars = waveformBars(new Uint8Array(1024).fill(255));
    expect(bars).toHaveLength(35);
    expect(bars.every((bar) => bar === 1)).toBe(true);
    expect(waveformBars(new Uint8Array(1024)).every((bar) => bar === 0)).toBe(true);
  });
});
