import { describe, expect, it } from "vitest";
import type { ProgressRecord } from "../../contract/wire";
import { courseProgress, overallPercent } from "./progress";

const lessons = ["de-lesson01", "de-lesson02", "de-lesson03"].map((lessonId) => ({ lessonId }));
const record = (lessonId: string, completed = true): ProgressRecord => ({
  lessonId,
  completed,
  score: completed ? 100 : 0,
  timeSpent: 10,
  completedAt: completed ? "2026-03-01T10:00:00Z" : null,
  lastAccessedAt: "2026-03-01T10:00:00Z",
  sentencesDone: null,
  practised: false,
  skipped: false,
});

describe("a language's progress", () => {
  it("is the rounded share of its lessons completed", () => {
    expect(courseProgress(lessons, [record("de-lesson01"), record("de-lesson02", false)])).toEqual({ completed: 1, total: 3, percent: 33 });
    expect(courseProgress(lessons, [record("de-lesson01"), record("de-lesson02")]).percent).toBe(67);
  });

  it("does not count repeated records or lessons that no longer exist", () => {
    expect(courseProgress(lessons, [record("de-lesson01"), record("de-lesson01"), record("de-lesson09")])).toEqual({
      completed: 1,
      total: 3,
      percent: 33,
    });
  });

  it("is 0 of 0 (0%) when the lessons are unknown or there are none", () => {
    expect(courseProgress(undefined, [record("de-lesson01")])).toEqual({ completed: 0, total: 0, percent: 0 });
    expect(courseProgress([], [record("de-lesson01")])).toEqual({ completed: 0, total: 0, percent: 0 });
  });
});

describe("the overall figure", () => {
  it("is the rounded average of the active languages' percentages", () => {
    expect(overallPercent([50, 25])).toBe(38);
    expect(overallPercent([33, 33, 34])).toBe(33);
    expect(overallPercent([100])).toBe(100);
  });

  it("is 0 when no language is active", () => {
    expect(overallPercent([])).toBe(0);
  });
});
