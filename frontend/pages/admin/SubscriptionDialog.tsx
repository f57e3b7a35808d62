/**
 * The subscription dialog: an admin sets a user's tier and expiry. The expiry is optional; an
 * empty date means no expiry (unlimited) and is sent as null, a date as an ISO string.
 */
import { CalendarX2, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useId, useState, type FormEvent } from "react";
import { SUBSCRIPTION_TIERS, TIER_LABELS } from "../../../contract/constants";
import { UpdateSubscriptionBody } from "../../../contract/schemas";
import type { AdminUser } from "../../../contract/wire";
import { apiUrl, send } from "../../lib/api";
import { checkForm } from "../../lib/form";
import { useToast } from "../../lib/toast";
import { serverMessage, useAdminAccess } from "./admin-access";
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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="btn-secondary px-3 py-1.5 text-sm">{SUBSCRIPTION_DIALOG_TEXT.trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/60" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-[61] max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-6 shadow-2xl outline-none">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="text-xl font-bold">{SUBSCRIPTION_DIALOG_TEXT.title}</Dialog.Title>
              <Dialog.Description className="mt-1 truncate text-sm text-muted">
                {user.username} · {user.email}
              </Dialog.Description>
            </div>
            <Dialog.Close className="btn-ghost -m-2 h-9 w-9 shrink-0 p-0" aria-label={SUBSCRIPTION_DIALOG_TEXT.close}>
              <X size={18} aria-hidden />
            </Dialog.Close>
          </div>
          {/* Mounted only while open, so each opening starts from the user's current plan. */}
          <SubscriptionForm user={user} onDone={async () => { setOpen(false); await onSaved(); }} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SubscriptionForm({ user, onDone }: { user: AdminUser; onDone(): Promise<void> }) {
  const toast = useToast();
  const { forbidden } = useAdminAccess();
  const id = useId();
  const [tier, setTier] = useState<string>(SUBSCRIPTION_TIERS.includes(user.subscriptionTier) ? user.subscriptionTier : "free");
  const [expiry, setExpiry] = useState(expiryToInput(user.subscriptionExpiry));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(UpdateSubscriptionBody, { userId: user.id, subscriptionTier: tier, subscriptionExpiry: inputToExpiry(expiry) });
    if (!checked.ok) return setError(Object.values(checked.errors)[0] ?? SUBSCRIPTION_DIALOG_TEXT.failed);
    setError(null);
    setPending(true);
    try {
      await send("POST", apiUrl("/api/admin/update-subscription"), checked.value);
      toast.success(SUBSCRIPTION_DIALOG_TEXT.savedTitle, SUBSCRIPTION_DIALOG_TEXT.saved(tierLabel(checked.value.subscriptionTier)));
      await onDone();
    } catch (failure) {
      if (!forbidden(failure)) setError(serverMessage(failure, SUBSCRIPTION_DIALOG_TEXT.failed));
      setPending(false);
    }
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
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close className="btn-secondary" disabled={pending}>{SUBSCRIPTION_DIALOG_TEXT.cancel}</Dialog.Close>
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? SUBSCRIPTION_DIALOG_TEXT.pending : SUBSCRIPTION_DIALOG_TEXT.save}
        </button>
      </div>
    </form>
  );
}
