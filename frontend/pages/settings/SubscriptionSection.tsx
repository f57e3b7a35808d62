/**
 * Subscription (DECISIONS §5: the FAQ sends learners to "Settings, Subscription"): the current
 * plan, when its access ends, and the way to the subscription page where plans are changed.
 */
import { format, isValid, parseISO } from "date-fns";
import { Crown } from "lucide-react";
import { Link } from "react-router";
import { TIER_LABELS } from "../../../contract/constants";
import type { User } from "../../../contract/wire";
import { SettingsSection } from "./SettingsSection";

export const SUBSCRIPTION_TEXT = {
  title: "Subscription",
  plan: "Current plan",
  expiry: "Access until",
  noExpiry: "No expiry",
  note: "Your access lasts until the expiry date. You change or cancel your plan on the subscription page.",
  manage: "View plans",
};

/** "12 March 2027", or "No expiry" for none (or a date that cannot be read). */
export function formatExpiry(expiry: string | null): string {
  if (!expiry) return SUBSCRIPTION_TEXT.noExpiry;
  const date = parseISO(expiry);
  return isValid(date) ? format(date, "d MMMM yyyy") : SUBSCRIPTION_TEXT.noExpiry;
}

export function SubscriptionSection({ user }: { user: User }) {
  // Spec §3: an empty tier is shown as 'Free'.
  const plan = TIER_LABELS[user.subscriptionTier] ?? TIER_LABELS.free;
  return (
    <SettingsSection id="settings-subscription" icon={Crown} title={SUBSCRIPTION_TEXT.title}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{SUBSCRIPTION_TEXT.plan}</dt>
          <dd className="mt-1 text-lg font-semibold">{plan}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{SUBSCRIPTION_TEXT.expiry}</dt>
          <dd className="mt-1 text-lg font-semibold">{formatExpiry(user.subscriptionExpiry)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-muted">{SUBSCRIPTION_TEXT.note}</p>
      <Link to="/subscribe" className="btn-secondary mt-4 w-full sm:w-auto">{SUBSCRIPTION_TEXT.manage}</Link>
    </SettingsSection>
  );
}
