/**
 * Subscription (the FAQ sends learners to "Settings, Subscription"): the current plan, what it
 * opens and whether and when it ends, and the way to the subscription page where plans are changed.
 */
import { format, isValid, parseISO } from "date-fns";
import { Crown } from "lucide-react";
import { Link } from "react-router";
import { freeLessonsText } from "../../../contract/access";
import { PAID_TIERS, TIER_LABELS } from "../../../contract/constants";
import type { User } from "../../../contract/wire";
import { hasPaidAccess } from "../../lib/access";
import { SettingsSection } from "./SettingsSection";

export const SUBSCRIPTION_TEXT = {
  title: "Subscription",
  plan: "Current plan",
  expiry: "Access until",
  lessons: "Lessons",
  noExpiry: "No expiry",
  noEndDate: "No end date",
  ended: "Access ended",
  freeLessons: `${freeLessonsText()} of every language, with no time limit`,
  freeNote: "Premium opens every lesson of every language; see the plans.",
  // Plans are set by the Parlo team (checkout is simulated): there is nothing to renew, charge or cancel.
  untilNote: (date: string) => `Your access lasts until ${date}. Nothing renews or is charged automatically.`,
  openNote: "Your plan has no end date. Nothing is charged for it.",
  endedNote: "Your paid access has ended; lessons beyond the free ones are locked until you choose a plan again.",
  manage: "View plans",
};

/** "12 March 2027", or "No expiry" for none (or a date that cannot be read). */
export function formatExpiry(expiry: string | null): string {
  if (!expiry) return SUBSCRIPTION_TEXT.noExpiry;
  const date = parseISO(expiry);
  return isValid(date) ? format(date, "d MMMM yyyy") : SUBSCRIPTION_TEXT.noExpiry;
}

/** What is true for this learner's plan: the free lessons, an end date, no end date, or an ended one. */
export function accessSummary(user: User, now = Date.now()): { term: string; value: string; note: string } {
  if (!(PAID_TIERS as readonly string[]).includes(user.subscriptionTier)) {
    return { term: SUBSCRIPTION_TEXT.lessons, value: SUBSCRIPTION_TEXT.freeLessons, note: SUBSCRIPTION_TEXT.freeNote };
  }
  if (!user.subscriptionExpiry) return { term: SUBSCRIPTION_TEXT.expiry, value: SUBSCRIPTION_TEXT.noEndDate, note: SUBSCRIPTION_TEXT.openNote };
  const date = formatExpiry(user.subscriptionExpiry);
  if (!hasPaidAccess(user, now)) return { term: SUBSCRIPTION_TEXT.ended, value: date, note: SUBSCRIPTION_TEXT.endedNote };
  return { term: SUBSCRIPTION_TEXT.expiry, value: date, note: SUBSCRIPTION_TEXT.untilNote(date) };
}

export function SubscriptionSection({ user }: { user: User }) {
  // docs/product/accounts.md: an empty tier is shown as 'Free'.
  const plan = TIER_LABELS[user.subscriptionTier] ?? TIER_LABELS.free;
  const access = accessSummary(user);
  return (
    <SettingsSection id="settings-subscription" icon={Crown} title={SUBSCRIPTION_TEXT.title}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{SUBSCRIPTION_TEXT.plan}</dt>
          <dd className="mt-1 text-lg font-semibold">{plan}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{access.term}</dt>
          <dd className="mt-1 text-lg font-semibold">{access.value}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-muted">{access.note}</p>
      <Link to="/subscribe" className="btn-secondary mt-4 w-full sm:w-auto">{SUBSCRIPTION_TEXT.manage}</Link>
    </SettingsSection>
  );
}
