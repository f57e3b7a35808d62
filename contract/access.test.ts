import { describe, expect, it } from "vitest";
import { freeLessonsText, isLessonLocked } from "./access";
import { FREE_LESSONS_PER_LANGUAGE, type SubscriptionTier } from "./constants";

const NOW = Date.parse("2026-06-15T12:00:00.000Z");
const learner = (subscriptionTier: SubscriptionTier, subscriptionExpiry: string | Date | null = null) => ({ subscriptionTier, subscriptionExpiry });
const DAY = 24 * 60 * 60 * 1000;
const FUTURE = new Date(NOW + DAY).toISOString();
const PAST = new Date(NOW - DAY).toISOString();
const FREE = Array.from({ length: FREE_LESSONS_PER_LANGUAGE }, (_, index) => index + 1);
const FIRST_PAID = FREE_LESSONS_PER_LANGUAGE + 1;

describe("isLessonLocked", () => {
  it.each(FREE)("never locks the free lesson %i, whoever asks", (lesson) => {
    expect(isLessonLocked(lesson, learner("free"), NOW)).toBe(false);
    expect(isLessonLocked(lesson, learner("premium", PAST), NOW)).toBe(false);
    expect(isLessonLocked(lesson, null, NOW)).toBe(false);
  });

  it(`locks lesson ${FIRST_PAID} and later for a free learner and for nobody signed in`, () => {
    expect(isLessonLocked(FIRST_PAID, learner("free"), NOW)).toBe(true);
    expect(isLessonLocked(12, learner("free", FUTURE), NOW)).toBe(true);
    expect(isLessonLocked(FIRST_PAID, null, NOW)).toBe(true);
  });

  it.each(["basic", "premium", "pro"] as const)("opens every lesson to %s without an expiry or before it", (tier) => {
    expect(isLessonLocked(FIRST_PAID, learner(tier), NOW)).toBe(false);
    expect(isLessonLocked(30, learner(tier, FUTURE), NOW)).toBe(false);
  });

  it.each(["basic", "premium", "pro"] as const)("locks the paid lessons again once a %s subscription has expired", (tier) => {
    expect(isLessonLocked(FIRST_PAID, learner(tier, PAST), NOW)).toBe(true);
    expect(isLessonLocked(FIRST_PAID, learner(tier, new Date(NOW).toISOString()), NOW)).toBe(true);
  });

  it("reads the server's dates and the wire's strings alike", () => {
    expect(isLessonLocked(FIRST_PAID, learner("premium", new Date(NOW + DAY)), NOW)).toBe(false);
    expect(isLessonLocked(FIRST_PAID, learner("premium", new Date(NOW - DAY)), NOW)).toBe(true);
  });

  it("treats an unreadable expiry as expired", () => {
    expect(isLessonLocked(FIRST_PAID, learner("premium", "not a date"), NOW)).toBe(true);
    expect(isLessonLocked(FIRST_PAID, learner("premium", new Date(Number.NaN)), NOW)).toBe(true);
  });
});

describe("freeLessonsText", () => {
  it.each([
    [1, "Lesson 1"],
    [2, "Lessons 1 and 2"],
    [3, "Lessons 1 to 3"],
    [5, "Lessons 1 to 5"],
  ])("names %i free lessons as “%s”", (count, text) => {
    expect(freeLessonsText(count)).toBe(text);
  });
});
