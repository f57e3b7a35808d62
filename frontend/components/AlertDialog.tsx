/**
 * A confirmation before something that cannot be taken back: the Dialog frame drawn with Radix
 * AlertDialog, which answers to no click outside it and starts focus on the safe button.
 */
import { AlertDialog as RadixAlertDialog } from "radix-ui";
import { useState, type ReactElement, type ReactNode } from "react";
import { useFormSubmission } from "../lib/use-form-submission";
import { DialogActions, DialogFrame, type DialogFrameProps, type DialogParts } from "./Dialog";

/** The destructive button style: red is kept for actions that cannot be undone. */
export const DESTRUCTIVE_BUTTON = "btn bg-danger text-danger-ink hover:bg-danger/90";

const ALERT_PARTS: DialogParts = {
  Root: RadixAlertDialog.Root,
  Trigger: RadixAlertDialog.Trigger,
  Portal: RadixAlertDialog.Portal,
  Overlay: RadixAlertDialog.Overlay,
  Content: RadixAlertDialog.Content,
  Title: RadixAlertDialog.Title,
  Description: RadixAlertDialog.Description,
  Close: RadixAlertDialog.Cancel,
};

type AlertDialogProps = Omit<DialogFrameProps, "closeLabel" | "wide" | "eyebrow">;

export function AlertDialog(props: AlertDialogProps) {
  return <DialogFrame parts={ALERT_PARTS} variant="alert" {...props} />;
}

interface ConfirmDialogProps {
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  cancel: string;
  /** The confirming button: its words, its words while the action runs, its style. */
  confirm: { label: string; pending: string; className: string };
  /** The action. `close` shuts the dialog; the caller says when (before or after its toast). */
  onConfirm(close: () => void): Promise<unknown>;
  onFailure(error: unknown): void;
}

/** Asks, then runs the action with the dialog held open and its buttons off until it is over. */
export function ConfirmDialog({ trigger, title, description, cancel, confirm, onConfirm, onFailure }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const { pending, run } = useFormSubmission();
  return (
    <AlertDialog open={open} onOpenChange={setOpen} busy={pending} trigger={trigger} title={title} description={description}>
      <DialogActions cancel={cancel} pending={pending} className="mt-6">
        <button type="button" className={confirm.className} onClick={() => run(() => onConfirm(() => setOpen(false)), onFailure)} disabled={pending}>
          {pending ? confirm.pending : confirm.label}
        </button>
      </DialogActions>
    </AlertDialog>
  );
}
