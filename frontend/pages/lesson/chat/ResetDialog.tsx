/** "Reset Conversation": asks before the history and notes of this lesson are cleared. */
import { LoaderCircle } from "lucide-react";
import { AlertDialog } from "../../../components/AlertDialog";
import { DialogActions } from "../../../components/Dialog";
import { useFormSubmission } from "../../../lib/use-form-submission";

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
  const { pending, run } = useFormSubmission();
  // Closed when the reset is over, however it went: the chat itself says when it failed.
  const confirm = () => run(() => onConfirm().finally(() => onOpenChange(false)), () => undefined);
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={pending}
      title={RESET_DIALOG_TEXT.title}
      description={RESET_DIALOG_TEXT.description}
      overlayClassName="lesson-overlay"
      descriptionClassName="mt-2 text-muted"
    >
      <DialogActions cancel={RESET_DIALOG_TEXT.cancel} pending={pending} className="mt-6">
        <button type="button" className="btn-primary" disabled={pending} onClick={() => void confirm()}>
          {pending && <LoaderCircle size={18} className="motion-safe:animate-spin" aria-hidden />}
          {pending ? RESET_DIALOG_TEXT.resetting : RESET_DIALOG_TEXT.confirm}
        </button>
      </DialogActions>
    </AlertDialog>
  );
}
