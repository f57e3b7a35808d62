/** Dates, expiries and labels as the admin dashboard shows and sends them. */
import { endOfDay, format, isValid, parse, parseISO } from "date-fns";
import { CONTACT_CATEGORIES, SUBSCRIPTION_TIERS, TIER_LABELS, type SubscriptionTier } from "../../../contract/constants";

function readDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = parseISO(iso);
  return isValid(date) ? date : null;
}

/** "12 Mar 2027", or "—" when there is no readable date. */
export function formatDay(iso: string | null | undefined): string {
  const date = readDate(iso);
  return date ? format(date, "d MMM yyyy") : "—";
}

/** "12 Mar 2027, 14:05" in the admin's time zone. */
export function formatMoment(iso: string | null | undefined): string {
  const date = readDate(iso);
  return date ? format(date, "d MMM yyyy, HH:mm") : "—";
}

/** Whether an expiry lies in the past (a paid tier that no longer gives access). */
export function hasExpired(iso: string | null, now = new Date()): boolean {
  const date = readDate(iso);
  return date !== null && date.getTime() < now.getTime();
}

/** The value of a date input for an expiry: "2027-03-12", or "" for none. */
export function expiryToInput(iso: string | null): string {
  const date = readDate(iso);
  return date ? format(date, "yyyy-MM-dd") : "";
}

/**
 * What the subscription call sends for a date input's value: null when it is empty (no expiry,
 * unlimited), otherwise the end of that day in the admin's time zone as an ISO string, so access
 * lasts through the day the admin picked.
 */
export function inputToExpiry(value: string): string | null {
  if (!value) return null;
  const day = parse(value, "yyyy-MM-dd", new Date());
  return isValid(day) ? endOfDay(day).toISOString() : null;
}

/** docs/product/operations.md: an empty or unknown tier reads 'Free'. */
export function tierLabel(tier: string | null | undefined): string {
  return (SUBSCRIPTION_TIERS as readonly string[]).includes(tier ?? "") ? TIER_LABELS[tier as SubscriptionTier] : TIER_LABELS.free;
}

/** "Bug" → "Bug Report"; an unknown category is shown as it came. */
export function categoryLabel(category: string): string {
  return CONTACT_CATEGORIES.find((entry) => entry.value === category)?.label ?? category;
}
