/**
 * Who may open which lesson (docs/product/lessons.md), the same rule the server enforces in
 * worker/auth/access.ts. The client uses it only to mark lessons, never to decide access.
 */
import { FREE_LESSONS_PER_LANGUAGE, PAID_TIERS } from "../../contract/constants";
import type { User } from "../../contract/wire";

export type AccessHolder = Pick<User, "subscriptionTier" | "subscriptionExpiry">;

/** A paid tier whose subscription has not expired; a missing expiry counts as unexpired. */
export function hasPaidAccess(user: AccessHolder | null | undefined, now: number = Date.now()): boolean {
  if (!user || !(PAID_TIERS as readonly string[]).includes(user.subscriptionTier)) return false;
  if (!user.subscriptionExpiry) return true;
  // An unreadable date is NaN, which is never later than now: treated as expired.
  return Date.parse(user.subscriptionExpiry) > now;
}

export function isLessonLocked(lessonNumber: number, user: AccessHolder | null | undefined, now: number = Date.now()): boolean {
  return lessonNumber > FREE_LESSONS_PER_LANGUAGE && !hasPaidAccess(user, now);
}
