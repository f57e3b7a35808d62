/** Who may open which lesson (docs/product/lessons.md); the server enforces it on content, progress, chat and speech. */
import { FREE_LESSONS_PER_LANGUAGE, PAID_TIERS } from "../../contract/constants";
import type { UserRow } from "../app-env";

export const LOCKED_MESSAGE = "This lesson is part of Parlo Premium. Subscribe to unlock every lesson.";

/** A paid tier whose subscription has not expired; no expiry counts as unexpired. */
export function hasPaidAccess(user: Pick<UserRow, "subscriptionTier" | "subscriptionExpiry">, now = Date.now()): boolean {
  const paid = (PAID_TIERS as readonly string[]).includes(user.subscriptionTier);
  return paid && (!user.subscriptionExpiry || user.subscriptionExpiry.getTime() > now);
}

export function isLessonLocked(lessonNumber: number, user: Pick<UserRow, "subscriptionTier" | "subscriptionExpiry">, now = Date.now()): boolean {
  return lessonNumber > FREE_LESSONS_PER_LANGUAGE && !hasPaidAccess(user, now);
}
