import { describe, expect, it } from "vitest";
import type { SubscriptionTier } from "../../contract/constants";
import { isLessonLocked } from "./access";

const NOW = Date.parse("2026-06-15T12:00:00.000Z");
const learner = (subscriptionTier: SubscriptionTier, subscriptionExpiry: string | null = null) => ({ subscriptionTier, subscriptionExpiry });
const DAY = 24 * 60 * 60 * 1000;
const FUTURE = new Date(NOW + DAY).toISOString();
const PAST = new Date(NOW - DAY).toISOString();

describe("isLessonLocked", () => {
  it.each([1, 2])("never locks the free lesson %i, whoever asks", (lesson) => {
    expect(isLessonLocked(lesson, learner("free"), NOW)).toBe(false);
    expect(isLessonLocked(lesson, learner("premium", PAST), NOW)).toBe(false);
    expect(isLessonLocked(lesson, null, NOW)).toBe(false);
  });

  it("locks lesson 3 and later for a free learner and for nobody signed in", () => {
    expect(isLessonLocked(3, learner("free"), NOW)).toBe(true);
    expect(isLessonLocked(12, learner("free", FUTURE), NOW)).toBe(true);
    expect(isLessonLocked(3, null, NOW)).toBe(true);
  });

  it.each(["basic", "premium", "pro"] as const)("opens every lesson to %s without an expiry or before it", (tier) => {
    expect(isLessonLocked(3, learner(tier), NOW)).toBe(false);
    expect(isLessonLocked(30, learner(tier, FUTURE), NOW)).toBe(false);
  });

  it.each(["basic", "premium", "pro"] as const)("locks lesson 3 again once a %s subscription has expired", (tier) => {
    expect(isLessonLocked(3, learner(tier, PAST), NOW)).toBe(true);
    expect(isLessonLocked(3, learner(tier, new Date(NOW).toISOString()), NOW)).toBe(true);
  });

  it("treats an unreadable expiry as expired", () => {
    expect(isLessonLocked(3, learner("premium", "not a date"), NOW)).toBe(true);
  });
});
