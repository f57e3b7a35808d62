import { describe, expect, it } from "vitest";
import { languageProgress, lastActivityOf, lessonBreakdown, lessonInProgressOf, nextLessonOf } from "./course-progress";
import { progressRecord } from "./progress-record-fixture";
import type { ProgressRecord } from "./wire";

const LESSONS = [1, 2, 3, 4].map((n) => ({ lessonId: `de-lesson0${n}`, title: `Lesson ${n}`, languageCode: "de", number: n }));
const record = (lessonId: string, patch: Partial<ProgressRecord> = {}) => progressRecord(lessonId, { completed: true, score: 100, timeSpent: 10, ...patch });

describe("a language's progress", () => {
  it("adds up its time and counts its completed lessons", () => {
    const progress = languageProgress("de", LESSONS, [record("de-lesson01", { timeSpent: 45 }), record("de-lesson02", { completed: false, timeSpent: 20 })]);
    expect(progress).toMatchObject({ code: "de", completed: 1, total: 4, percent: 25, timeSpent: 65 });
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
    const records = [
      record("de-lesson01", { completedAt: "2026-03-01T10:00:00Z", lastAccessedAt: "2026-03-02T10:00:00Z" }),
      record("de-lesson02", { completedAt: "2026-03-04T08:00:00Z", lastAccessedAt: "not a date" }),
    ];
    expect(lastActivityOf(records)?.toISOString()).toBe("2026-03-04T08:00:00.000Z");
    expect(lastActivityOf([record("de-lesson01")])).toBeNull();
    expect(languageProgress("de", LESSONS, records).lastActivity).toBe("2026-03-04T08:00:00.000Z");
    expect(languageProgress("de", LESSONS, [record("de-lesson01")]).lastActivity).toBeNull();
  });

  it("goes on with the first lesson in course order not completed, and nowhere once all are", () => {
    const shuffled = [LESSONS[2]!, LESSONS[0]!, LESSONS[3]!, LESSONS[1]!];
    expect(nextLessonOf(shuffled, [record("de-lesson01"), record("de-lesson02", { completed: false }), record("de-lesson03")])).toEqual(LESSONS[1]);
    expect(nextLessonOf(LESSONS, LESSONS.map((lesson) => record(lesson.lessonId)))).toBeNull();
  });

  it("goes on after the lessons the placement skipped, or back to them when every later lesson is closed to the learner", () => {
    const skipped = [record("de-lesson01", { completed: false, skipped: true }), record("de-lesson02", { completed: false, skipped: true })];
    expect(nextLessonOf(LESSONS, skipped)).toEqual(LESSONS[2]);
    // Placed beyond the free lessons: the skipped lessons they may open come first, never the paywall.
    expect(nextLessonOf(LESSONS, skipped, (lesson) => lesson.number <= 2)).toEqual(LESSONS[0]);
    expect(nextLessonOf(LESSONS, [record("de-lesson01"), record("de-lesson02")], (lesson) => lesson.number <= 2)).toBeNull();
  });

  it("does not count negative or unreadable minutes", () => {
    const progress = languageProgress("de", LESSONS, [record("de-lesson01", { timeSpent: -5 }), record("de-lesson02", { timeSpent: Number.NaN }), record("de-lesson03", { timeSpent: 4 })]);
    expect(progress.timeSpent).toBe(4);
  });

  it("continues in the lesson last touched and not completed, at the sentence the learner reached", () => {
    const counted = LESSONS.map((lesson) => ({ ...lesson, sentences: 12 }));
    const records = [
      record("de-lesson01", { lastAccessedAt: "2026-03-05T10:00:00Z" }),
      record("de-lesson02", { completed: false, lastAccessedAt: "2026-03-03T10:00:00Z", sentencesDone: 7 }),
      record("de-lesson03", { completed: false, lastAccessedAt: "2026-03-04T10:00:00Z", sentencesDone: 4 }),
    ];
    expect(lessonInProgressOf(counted, records)).toEqual({ ...LESSONS[2], sentencesDone: 4, sentences: 12 });
    // A lesson the learner may no longer open is passed over for the one before it.
    expect(lessonInProgressOf(counted, records, (lesson) => lesson.number < 3)).toMatchObject({ lessonId: "de-lesson02", sentencesDone: 7 });
    // Read but never practised: no place in it, and no count when the lessons' sentences are not known.
    expect(lessonInProgressOf(LESSONS, [record("de-lesson04", { completed: false, lastAccessedAt: "2026-03-01T10:00:00Z" })])).toEqual({ ...LESSONS[3], sentencesDone: null, sentences: null });
    expect(lessonInProgressOf(LESSONS, [record("de-lesson01", { lastAccessedAt: "2026-03-01T10:00:00Z" }), record("de-lesson02", { completed: false })])).toBeNull();
  });
});
