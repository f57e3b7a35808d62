/** After a recording stops: send it (confirm) or throw it away (discard). */
import { Send, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";

export const RECORDING_REVIEW_TEXT = {
  ready: "Recording ready. Send it to your tutor?",
  discard: "Discard",
  confirm: "Send recording",
};

export function RecordingReview({ onConfirm, onDiscard, disabled }: { onConfirm(): void; onDiscard(): void; disabled?: boolean }) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The choice is the next thing to do: put the keyboard on it.
  useEffect(() => confirmButton.current?.focus(), []);
  return (
    <div role="group" aria-label={RECORDING_REVIEW_TEXT.ready} className="flex min-h-11 flex-1 flex-wrap items-center justify-end gap-2">
      <p className="mr-auto min-w-0 text-sm text-muted">{RECORDING_REVIEW_TEXT.ready}</p>
      <button type="button" className="btn-secondary h-11 px-4" onClick={onDiscard}>
        <Trash2 size={16} aria-hidden />
        {RECORDING_REVIEW_TEXT.discard}
      </button>
      <button ref={confirmButton} type="button" className="btn-primary h-11 px-4" onClick={onConfirm} disabled={disabled}>
        <Send size={16} aria-hidden />
        {RECORDING_REVIEW_TEXT.confirm}
      </button>
    </div>
  );
}
