/** "Reset Conversation": asks before the history and notes of this lesson are cleared. */
import { LoaderCircle } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useState } from "react";

export const RESET_DIALOG_TEXT = {
  title: "Reset Conversation",
  description: "Start this lesson's conversation again from the first sentence? Your messages and your tutor's notes for this lesson will be cleared.",
  cancel: "Cancel",
  confirm: "Reset",
  resetting: "Resetting...",
};

interface ResetDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Resolves when the reset is over, whatever the outcome; the dialog closes then. */
  onConfirm(): Promise<unknown>;
}

export function ResetDialog({ open, onOpenChange, onConfirm }: ResetDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="lesson-overlay fixed inset-0 z-[60] bg-black/60" />
        <AlertDialog.Content className="card fixed left-1/2 top-1/2 z-[61] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 p-6 shadow-2xl outline-none">
          <AlertDialog.Title className="text-xl font-bold">{RESET_DIALOG_TEXT.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">{RESET_DIALOG_TEXT.description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className="btn-secondary" disabled={busy}>
              {RESET_DIALOG_TEXT.cancel}
            </AlertDialog.Cancel>
            <button type="button" className="btn-primary" disabled={busy} onClick={() => void confirm()}>
              {busy && <LoaderCircle size={18} className="motion-safe:animate-spin" aria-hidden />}
              {busy ? RESET_DIALOG_TEXT.resetting : RESET_DIALOG_TEXT.confirm}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
