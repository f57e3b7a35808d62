/**
 * The subscription dialog: an admin sets a user's tier and expiry. The expiry is optional; an
 * empty date means no expiry (unlimited) and is sent as null, a date as an ISO string.
 */
import { CalendarX2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { SUBSCRIPTION_TIERS, TIER_LABELS } from "../../../contract/constants";
import { UpdateSubscriptionBody } from "../../../contract/schemas";
import type { AdminUser } from "../../../contract/wire";
import { Dialog, DialogActions } from "../../components/Dialog";
import { apiUrl, send } from "../../lib/api";
import { checkForm } from "../../lib/form";
import { useToast } from "../../lib/toast";
import { serverMessage, useFormSubmission } from "../../lib/use-form-submission";
import { useAdminAccess } from "./admin-access";
import { expiryToInput, inputToExpiry, tierLabel } from "./admin-format";

export const SUBSCRIPTION_DIALOG_TEXT = {
  trigger: "Edit plan",
  title: "Edit subscription",
  tier: "Plan",
  expiry: "Access until",
  expiryHint: "Leave empty for no expiry (unlimited access).",
  clear: "No expiry",
  cancel: "Cancel",
  close: "Close",
  save: "Save",
  pending: "Saving...",
  savedTitle: "Subscription saved",
  saved: (tier: string) => `Subscription updated to ${tier}.`,
  failed: "Failed to update subscription.",
};

interface SubscriptionDialogProps {
  user: AdminUser;
  onSaved(): Promise<void>;
}

export function SubscriptionDialog({ user, onSaved }: SubscriptionDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<button type="button" className="btn-secondary px-3 py-1.5 text-sm">{SUBSCRIPTION_DIALOG_TEXT.trigger}</button>}
      title={SUBSCRIPTION_DIALOG_TEXT.title}
      description={`${user.username} · ${user.email}`}
      descriptionClassName="mt-1 truncate text-sm text-muted"
      closeLabel={SUBSCRIPTION_DIALOG_TEXT.close}
    >
      {/* Mounted only while open, so each opening starts from the user's current plan. */}
      <SubscriptionForm user={user} onDone={async () => { setOpen(false); await onSaved(); }} />
    </Dialog>
  );
}

function SubscriptionForm({ user, onDone }: { user: AdminUser; onDone(): Promise<void> }) {
  const toast = useToast();
  const { forbidden } = useAdminAccess();
  const id = useId();
  const [tier, setTier] = useState<string>(SUBSCRIPTION_TIERS.includes(user.subscriptionTier) ? user.subscriptionTier : "free");
  const [expiry, setExpiry] = useState(expiryToInput(user.subscriptionExpiry));
  const { pending, errors, failure, setFailure, accept, run } = useFormSubmission();
  // One line says what is wrong, whether the check or the server found it.
  const error = failure ?? Object.values(errors)[0] ?? null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(UpdateSubscriptionBody, { userId: user.id, subscriptionTier: tier, subscriptionExpiry: inputToExpiry(expiry) });
    if (!accept(checked)) return;
    await run(
      async () => {
        await send("POST", apiUrl("/api/admin/update-subscription"), checked.value);
        toast.success(SUBSCRIPTION_DIALOG_TEXT.savedTitle, SUBSCRIPTION_DIALOG_TEXT.saved(tierLabel(checked.value.subscriptionTier)));
        await onDone();
      },
      (failed) => {
        if (!forbidden(failed)) setFailure(serverMessage(failed, SUBSCRIPTION_DIALOG_TEXT.failed));
      },
      // onDone closes the dialog.
      { keepPending: true },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
      <div>
        <label htmlFor={`${id}-tier`} className="mb-1.5 block text-sm font-medium">{SUBSCRIPTION_DIALOG_TEXT.tier}</label>
        <select id={`${id}-tier`} className="field" value={tier} onChange={(event) => setTier(event.target.value)}>
          {SUBSCRIPTION_TIERS.map((value) => (
            <option key={value} value={value}>{TIER_LABELS[value]}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-expiry`} className="mb-1.5 block text-sm font-medium">{SUBSCRIPTION_DIALOG_TEXT.expiry}</label>
        <div className="flex gap-2">
          <input
            id={`${id}-expiry`}
            type="date"
            className="field min-w-0 flex-1"
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
            aria-describedby={`${id}-expiry-hint`}
          />
          <button type="button" className="btn-ghost shrink-0 text-sm" onClick={() => setExpiry("")} disabled={!expiry}>
            <CalendarX2 size={16} aria-hidden /> {SUBSCRIPTION_DIALOG_TEXT.clear}
          </button>
        </div>
        <p id={`${id}-expiry-hint`} className="mt-1.5 text-sm text-muted">{SUBSCRIPTION_DIALOG_TEXT.expiryHint}</p>
      </div>
      {error && (
        <p role="alert" className="rounded-xl border border-danger/50 bg-danger/10 px-4 py-3 text-sm text-danger">{error}</p>
      )}
      <DialogActions cancel={SUBSCRIPTION_DIALOG_TEXT.cancel} pending={pending}>
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? SUBSCRIPTION_DIALOG_TEXT.pending : SUBSCRIPTION_DIALOG_TEXT.save}
        </button>
      </DialogActions>
    </form>
  );
}
