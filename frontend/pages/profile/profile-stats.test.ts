import { describe, expect, it } from "vitest";
import type { Language, ProgressRecord } from "../../../contract/wire";
import { buildCourse, encouragement, formatLastActivity, lastActivityOf, lessonBreakdown, overallOf } from "./profile-stats";

const GERMAN: Language = { id: 1, code: "de", name: "German", flagCode: "de", speakers: null };
const LESSONS = [1, 2, 3, 4].map((n) => ({ lessonId: `de-lesson0${n}`, title: `Lesson ${n}`, languageCode: "de", number: n }));
const record = (lessonId: string, patch: Partial<ProgressRecord> = {}): ProgressRecord => ({
  lessonId,
  completed: true,
  score: 100,
  timeSpent: 10,
  completedAt: null,
  lastAccessedAt: null,
  ...patch,
});

describe("the encouragement line", () => {
  it.each([
    [0, "Starting your journey!"],
    [9, "Starting your journey!"],
    [10, "Building foundations!"],
    [24, "Building foundations!"],
    [25, "Making good progress!"],
    [49, "Making good progress!"],
    [50, "Becoming multilingual!"],
    [74, "Becoming multilingual!"],
    [75, "Nearly fluent!"],
    [89, "Nearly fluent!"],
    [90, "Multilingual Master!"],
    [100, "Multilingual Master!"],
  ])("at %i%% reads %s", (percent, text) => {
    expect(encouragement(percent)).toBe(text);
  });
});

describe("a language on the profile", () => {
  it("adds up its time and counts its completed lessons", () => {
    const course = buildCourse(GERMAN, LESSONS, [record("de-lesson01", { timeSpent: 45 }), record("de-lesson02", { completed: false, timeSpent: 20 })]);
    expect(course).toMatchObject({ completed: 1, total: 4, percent: 25, timeSpent: 65 });
  });

  it("lists the lessons started in course order, each completed or not, with its minutes", () => {
    const lines = lessonBreakdown(LESSONS, [
      record("de-lesson03", { completed: false, timeSpent: 0 }),
      record("de-lesson01", { timeSpent: 12 }),
      record("de-lesson09", { timeSpent: 3 }),
    ]);
    expect(lines).toEqual([
      { lessonId: "de-lesson01", title: "Lesson 1", completed: true, timeSpent: 12 },
      { lessonId: "de-lesson03", title: "Lesson 3", completed: false, timeSpent: 0 },
      { lessonId: "de-lesson09", title: "de-lesson09", completed: true, timeSpent: 3 },
    ]);
  });

  it("was last active at its latest completion or visit", () => {
    const latest = lastActivityOf([
      record("de-lesson01", { completedAt: "2026-03-01T10:00:00Z", lastAccessedAt: "2026-03-02T10:00:00Z" }),
      record("de-lesson02", { completedAt: "2026-03-04T08:00:00Z", lastAccessedAt: "not a date" }),
    ]);
    expect(latest?.toISOString()).toBe("2026-03-04T08:00:00.000Z");
    expect(lastActivityOf([record("de-lesson01")])).toBeNull();
  });

  it("says when that was, or 'Never'", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(formatLastActivity(new Date("2026-03-07T12:00:00Z"), now)).toBe("3 days ago");
    expect(formatLastActivity(null, now)).toBe("Never");
  });

  it("averages the languages into the overall figure", () => {
    const half = buildCourse(GERMAN, LESSONS, [record("de-lesson01"), record("de-lesson02")]);
    const quarter = buildCourse(GERMAN, LESSONS, [record("de-lesson01")]);
    expect(overallOf([half, quarter])).toBe(38);
  });
});
