/**
 * The live waveform while recording: 35 bars from an AnalyserNode on the microphone's stream.
 * With prefers-reduced-motion (or no analyser) the bars stand still in a calm fixed shape.
 */
import { useEffect, useState } from "react";
import { WAVEFORM_BARS, waveformBars } from "../../lib/speech/recording";
import "./voice.css";

const STILL = Array.from({ length: WAVEFORM_BARS }, (_, index) => 0.25 + 0.35 * Math.abs(Math.sin((index + 1) * 0.55)));

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function Waveform({ analyser }: { analyser: AnalyserNode | null }) {
  const [bars, setBars] = useState<number[]>(STILL);

  useEffect(() => {
    if (!analyser || prefersReducedMotion()) return;
    const data = new Uint8Array(analyser.frequencyBinCount);
    let frame = 0;
    const draw = () => {
      analyser.getByteFrequencyData(data);
      setBars(waveformBars(data));
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [analyser]);

  return (
    <div aria-hidden data-testid="waveform" className="flex h-8 min-w-0 flex-1 items-center gap-[2px]">
      {bars.map((height, index) => (
        <span
          key={index}
          className="voice-wave-bar w-[3px] flex-1 rounded-full bg-accent"
          style={{ height: `${Math.round(12 + height * 88)}%`, maxWidth: "6px" }}
        />
      ))}
    </div>
  );
}
