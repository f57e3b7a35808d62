/**
 * Who may open which lesson (docs/product/lessons.md), one rule for both sides: the Worker enforces it
 * on content, progress, chat and speech (worker/auth/access.ts), the app only marks lessons with it
 * (frontend/lib/access.ts). An expiry is a Date on the server and an ISO string on the wire.
 */
import { FREE_LESSONS_PER_LANGUAGE, PAID_TIERS } from "./constants";

export interface Subscription {
  subscriptionTier: string;
  subscriptionExpiry: Date | string | null;
}

/** A paid tier whose subscription has not expired; no expiry counts as unexpired. */
export function hasPaidAccess(user: Subscription | null | undefined, now: number = Date.now()): boolean {
  if (!user || !(PAID_TIERS as readonly string[]).includes(user.subscriptionTier)) return false;
  const expiry = user.subscriptionExpiry;
  if (!expiry) return true;
  // An unreadable date is NaN, which is never later than now: treated as expired.
  return (typeof expiry === "string" ? Date.parse(expiry) : expiry.getTime()) > now;
}

export function isFreeLesson(lessonNumber: number): boolean {
  return lessonNumber <= FREE_LESSONS_PER_LANGUAGE;
}

export function isLessonLocked(lessonNumber: number, user: Subscription | null | undefined, now: number = Date.now()): boolean {
  return !isFreeLesson(lessonNumber) && !hasPaidAccess(user, now);
}

/** "Lesson 1", "Lessons 1 and 2", "Lessons 1 to 3": the free lessons, read right for any number. */
export function freeLessonsText(count: number = FREE_LESSONS_PER_LANGUAGE): string {
  if (count <= 1) return "Lesson 1";
  return count === 2 ? "Lessons 1 and 2" : `Lessons 1 to ${count}`;
}
