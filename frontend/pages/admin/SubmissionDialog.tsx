/**
 * One contact submission in full: who wrote, when, about what, the whole message, and for a
 * pending one a notes field and 'Resolve'. Resolving cannot be undone, as the spec has it.
 */
import { Mail } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { ResolveSubmissionBody } from "../../../contract/schemas";
import type { ContactSubmission } from "../../../contract/wire";
import { Dialog, DialogActions } from "../../components/Dialog";
import { apiUrl, send } from "../../lib/api";
import { checkForm } from "../../lib/form";
import { useToast } from "../../lib/toast";
import { serverMessage, useFormSubmission } from "../../lib/use-form-submission";
import { useAdminAccess } from "./admin-access";
import { categoryLabel, formatMoment } from "./admin-format";
import { StatusBadge } from "./StatusBadge";

export const SUBMISSION_DIALOG_TEXT = {
  title: (name: string) => `Message from ${name}`,
  category: "Category",
  received: "Received",
  message: "Message",
  notes: "Notes (optional)",
  notesPlaceholder: "What was done, for whoever reads this next",
  savedNotes: "Notes",
  noNotes: "No notes were left.",
  reply: "Reply by email",
  close: "Close",
  resolve: "Resolve",
  pending: "Resolving...",
  resolvedTitle: "Submission resolved",
  resolved: (name: string) => `${name}'s message is marked as resolved.`,
  failedTitle: "Error",
  failed: "Failed to resolve submission",
};

interface SubmissionDialogProps {
  submission: ContactSubmission | null;
  onClose(): void;
  onResolved(): Promise<void>;
}

export function SubmissionDialog({ submission, onClose, onResolved }: SubmissionDialogProps) {
  return (
    <Dialog
      open={submission !== null}
      onOpenChange={(open) => !open && onClose()}
      eyebrow={submission && <StatusBadge resolved={submission.isResolved} />}
      title={submission && SUBMISSION_DIALOG_TEXT.title(submission.name)}
      titleClassName="mt-2 text-xl font-bold break-words"
      description={submission?.email}
      descriptionClassName="mt-1 break-all text-sm text-muted"
      closeLabel={SUBMISSION_DIALOG_TEXT.close}
      wide
    >
      {submission && <SubmissionDetail key={submission.id} submission={submission} onResolved={onResolved} />}
    </Dialog>
  );
}

function SubmissionDetail({ submission, onResolved }: { submission: ContactSubmission; onResolved(): Promise<void> }) {
  const toast = useToast();
  const { forbidden } = useAdminAccess();
  const id = useId();
  const [notes, setNotes] = useState("");
  const { pending, run } = useFormSubmission();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(ResolveSubmissionBody, { notes });
    if (!checked.ok) return toast.error(SUBMISSION_DIALOG_TEXT.failedTitle, Object.values(checked.errors)[0] ?? SUBMISSION_DIALOG_TEXT.failed);
    await run(
      async () => {
        await send("POST", apiUrl("/api/admin/contact-submissions/:id{[0-9]+}/resolve", { id: submission.id }), { notes: checked.value.notes ?? "" });
        toast.success(SUBMISSION_DIALOG_TEXT.resolvedTitle, SUBMISSION_DIALOG_TEXT.resolved(submission.name));
        await onResolved();
      },
      (error) => {
        if (!forbidden(error)) toast.error(SUBMISSION_DIALOG_TEXT.failedTitle, serverMessage(error, SUBMISSION_DIALOG_TEXT.failed));
      },
      // onResolved closes the dialog.
      { keepPending: true },
    );
  };

  return (
    <>
      <dl className="mt-5 grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-muted">{SUBMISSION_DIALOG_TEXT.category}</dt>
          <dd className="mt-0.5 font-semibold">{categoryLabel(submission.category)}</dd>
        </div>
        <div>
          <dt className="text-muted">{SUBMISSION_DIALOG_TEXT.received}</dt>
          <dd className="mt-0.5 font-semibold">{formatMoment(submission.createdAt)}</dd>
        </div>
      </dl>

      <h3 className="mt-5 text-sm text-muted">{SUBMISSION_DIALOG_TEXT.message}</h3>
      <p className="mt-1.5 max-h-64 overflow-y-auto whitespace-pre-wrap break-words rounded-xl bg-raised p-4" data-testid="submission-message">
        {submission.message}
      </p>
      <a href={`mailto:${submission.email}`} className="btn-ghost mt-3 px-2 py-1.5 text-sm text-accent">
        <Mail size={16} aria-hidden /> {SUBMISSION_DIALOG_TEXT.reply}
      </a>

      {submission.isResolved ? (
        <div className="mt-5">
          <h3 className="text-sm text-muted">{SUBMISSION_DIALOG_TEXT.savedNotes}</h3>
          <p className="mt-1.5 whitespace-pre-wrap break-words">{submission.notes || SUBMISSION_DIALOG_TEXT.noNotes}</p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4">
          <div>
            <label htmlFor={`${id}-notes`} className="mb-1.5 block text-sm font-medium">{SUBMISSION_DIALOG_TEXT.notes}</label>
            <textarea
              id={`${id}-notes`}
              className="field min-h-24 resize-y"
              rows={3}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              placeholder={SUBMISSION_DIALOG_TEXT.notesPlaceholder}
              maxLength={2000}
            />
          </div>
          <DialogActions cancel={SUBMISSION_DIALOG_TEXT.close} pending={pending}>
            <button type="submit" className="btn-primary" disabled={pending}>
              {pending ? SUBMISSION_DIALOG_TEXT.pending : SUBMISSION_DIALOG_TEXT.resolve}
            </button>
          </DialogActions>
        </form>
      )}
    </>
  );
}
