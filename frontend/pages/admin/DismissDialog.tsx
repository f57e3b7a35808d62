/** Dismissing a reported answer (or turning down a model's second opinion): the reason, in words for the learner. */
import { useId, useState, type FormEvent } from "react";
import { DISMISS_REASON_MAX_LENGTH } from "../../../contract/answer-reports";
import { Dialog, DialogActions } from "../../components/Dialog";
import { useToast } from "../../lib/toast";
import { serverMessage, useFormSubmission } from "../../lib/use-form-submission";
import { useAdminAccess } from "./admin-access";

export const DISMISS_TEXT = {
  title: "Dismiss this answer",
  description: (answer: string) => `“${answer}” will not be accepted. The learners who reported it read your reason in the lesson's chat.`,
  reason: "Reason, for the learner",
  required: "Say why, in words for the learner.",
  cancel: "Cancel",
  close: "Close",
  submit: "Dismiss",
  pending: "Dismissing…",
  done: "Dismissed",
  failed: "The answer could not be dismissed.",
};

interface DismissDialogProps {
  trigger: string;
  answer: string;
  onDismiss(reason: string): Promise<{ message: string }>;
  onDone(): Promise<void>;
}

export function DismissDialog({ trigger, answer, onDismiss, onDone }: DismissDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const id = useId();
  const toast = useToast();
  const { forbidden } = useAdminAccess();
  const { pending, failure, setFailure, run } = useFormSubmission();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setFailure(DISMISS_TEXT.required);
    await run(
      async () => {
        toast.success(DISMISS_TEXT.done, (await onDismiss(reason.trim())).message);
        setOpen(false);
        await onDone();
      },
      (error) => {
        if (!forbidden(error)) setFailure(serverMessage(error, DISMISS_TEXT.failed));
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      busy={pending}
      trigger={<button type="button" className="btn-secondary px-3 py-1.5 text-sm">{trigger}</button>}
      title={DISMISS_TEXT.title}
      description={DISMISS_TEXT.description(answer)}
      descriptionClassName="mt-1 text-sm text-muted"
      closeLabel={DISMISS_TEXT.close}
    >
      <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
        <div>
          <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-medium">{DISMISS_TEXT.reason}</label>
          <textarea id={`${id}-reason`} className="field min-h-24" value={reason} maxLength={DISMISS_REASON_MAX_LENGTH} onChange={(event) => setReason(event.target.value)} aria-invalid={Boolean(failure) || undefined} />
        </div>
        {failure && <p role="alert" className="rounded-xl border border-danger/50 bg-danger/10 px-4 py-3 text-sm text-danger">{failure}</p>}
        <DialogActions cancel={DISMISS_TEXT.cancel} pending={pending}>
          <button type="submit" className="btn-primary" disabled={pending}>{pending ? DISMISS_TEXT.pending : DISMISS_TEXT.submit}</button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
