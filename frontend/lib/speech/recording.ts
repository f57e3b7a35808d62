/**
 * Recording a spoken answer (docs/product/tutor.md): idle → recording (with a live 35-bar waveform)
 * → stopped, where the learner confirms (the clip is sent) or discards it (it is cleared).
 */

export type RecordingState = { kind: "idle" } | { kind: "recording" } | { kind: "stopped"; clip: Blob };

export const WAVEFORM_BARS = 35;
/** docs/product/tutor.md: webm/opus, 44.1 kHz, echo cancellation and noise suppression on. */
export const RECORDING_CONSTRAINTS: MediaStreamConstraints = {
  audio: { sampleRate: 44_100, echoCancellation: true, noiseSuppression: true, channelCount: 1 },
};
export const RECORDING_MIME = "audio/webm;codecs=opus";

export type RecordingEvent =
  | { type: "start" }
  | { type: "stop"; clip: Blob }
  | { type: "confirm" }
  | { type: "discard" }
  | { type: "fail" }
  /** A confirmed clip that could not be sent comes back, to be sent again or discarded. */
  | { type: "keep"; clip: Blob };

export function recordingReducer(state: RecordingState, event: RecordingEvent): RecordingState {
  switch (event.type) {
    case "start":
      return state.kind === "idle" ? { kind: "recording" } : state;
    case "stop":
      return state.kind === "recording" ? (event.clip.size > 0 ? { kind: "stopped", clip: event.clip } : { kind: "idle" }) : state;
    case "keep":
      return state.kind === "idle" ? { kind: "stopped", clip: event.clip } : state;
    case "confirm":
    case "discard":
    case "fail":
      return { kind: "idle" };
  }
}

/** 35 bar heights between 0 and 1 from an analyser's byte frequency data. */
export function waveformBars(frequencies: Uint8Array, bars = WAVEFORM_BARS): number[] {
  const size = Math.max(1, Math.floor(frequencies.length / bars));
  return Array.from({ length: bars }, (_, bar) => {
    let sum = 0;
    for (let index = bar * size; index < (bar + 1) * size && index < frequencies.length; index++) sum += frequencies[index]!;
    return Math.min(1, sum / size / 255);
  });
}
