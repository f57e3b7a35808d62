/**
 * The microphone button. Press and hold records while held; a tap toggles (tap to start, tap to
 * stop); Enter or Space toggles too, so it works without a pointer.
 */
import { Mic, Square } from "lucide-react";
import { useRef } from "react";

export const MIC_BUTTON_TEXT = { start: "Hold to record", stop: "Stop recording" };

/** A press at least this long (ms) is a hold: letting go stops the recording. */
export const HOLD_MS = 350;

interface MicButtonProps {
  recording: boolean;
  disabled?: boolean;
  onStart(): void;
  onStop(): void;
}

export function MicButton({ recording, disabled, onStart, onStop }: MicButtonProps) {
  /** The press under way: when it began and whether it started the recording. */
  const press = useRef<{ at: number; started: boolean } | null>(null);

  const release = () => {
    const current = press.current;
    // Only a recording that is really running ends on release (not one still waiting for permission).
    if (current?.started && recording && Date.now() - current.at >= HOLD_MS) {
      press.current = null;
      onStop();
    }
  };

  return (
    <button
      type="button"
      disabled={disabled}
      aria-label={recording ? MIC_BUTTON_TEXT.stop : MIC_BUTTON_TEXT.start}
      className={`btn h-11 w-11 shrink-0 touch-none select-none rounded-full p-0 ${
        recording ? "bg-accent text-accent-ink hover:bg-accent/90" : "border border-line bg-surface text-ink hover:bg-raised"
      }`}
      onContextMenu={(event) => event.preventDefault()}
      onPointerDown={(event) => {
        if (event.button > 0) return; // not the right or middle button
        press.current = { at: Date.now(), started: !recording };
        if (!recording) onStart();
      }}
      onPointerUp={release}
      onPointerCancel={release}
      onPointerLeave={() => press.current?.started && release()}
      onClick={() => {
        const current = press.current;
        press.current = null;
        if (current) {
          // A tap on a running recording stops it; a tap that started one leaves it running.
          if (!current.started && recording) onStop();
          return;
        }
        // Keyboard (or a click without pointer events): toggle.
        if (recording) onStop();
        else onStart();
      }}
    >
      {recording ? <Square size={16} fill="currentColor" aria-hidden /> : <Mic size={20} aria-hidden />}
    </button>
  );
}
