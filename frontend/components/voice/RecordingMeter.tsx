/** While recording: a pulsing dot, the elapsed time and the live waveform. */
import { useEffect, useState } from "react";
import { Waveform } from "./Waveform";
import "./voice.css";

export const RECORDING_METER_TEXT = {
  recording: "Recording",
};

export function RecordingMeter({ analyser }: { analyser: AnalyserNode | null }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 500);
    return () => clearInterval(timer);
  }, []);
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  return (
    <div className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-xl border border-accent/50 bg-accent/10 px-3">
      <span role="status" className="flex shrink-0 items-center gap-2 text-sm font-semibold text-ink">
        <span aria-hidden className="voice-recording-dot h-2.5 w-2.5 rounded-full bg-accent" />
        {RECORDING_METER_TEXT.recording}
        <span className="font-normal tabular-nums text-muted" aria-hidden>{time}</span>
      </span>
      <Waveform analyser={analyser} />
    </div>
  );
}
