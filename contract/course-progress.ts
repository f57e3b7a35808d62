/**
 * What a learner's progress in one language comes to (docs/product/lessons.md), from the course's
 * lessons and the learner's records: the Worker sums it up for the profile (GET
 * /api/progress/summary) and Settings counts a language's completed lessons with it.
 */
import { sortLessons } from "./lesson-ids";
import type { LanguageProgress, LessonInProgress, LessonSummary, ProgressRecord, StartedLesson } from "./wire";

/** A lesson of the course as the summary reads it: with its number of sentences when the reader knows it. */
export type CourseLesson = LessonSummary & { sentences?: number };

export interface CourseProgress {
  completed: number;
  total: number;
  percent: number;
}

/**
 * The rounded share of the language's lessons that are completed; 0 when it has no lessons, and
 * "0 of 0 (0%)" when the lessons could not be read. Records for lessons that no longer exist, and
 * repeated records, are not counted.
 */
export function courseProgress(lessons: readonly Pick<LessonSummary, "lessonId">[] | undefined, records: readonly ProgressRecord[]): CourseProgress {
  if (!lessons) return { completed: 0, total: 0, percent: 0 };
  const done = new Set(records.filter((record) => record.completed).map((record) => record.lessonId));
  const completed = lessons.filter((lesson) => done.has(lesson.lessonId)).length;
  const total = lessons.length;
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}

function parseDate(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The course's lessons completed with the tutor (not only read and marked done); repeated records count once. */
export function practisedCount(lessons: readonly Pick<LessonSummary, "lessonId">[], records: readonly ProgressRecord[]): number {
  const practised = new Set(records.filter((record) => record.completed && record.practised).map((record) => record.lessonId));
  return lessons.filter((lesson) => practised.has(lesson.lessonId)).length;
}

/** The latest moment the learner touched any lesson of the language. */
export function lastActivityOf(records: readonly ProgressRecord[]): Date | null {
  let latest: Date | null = null;
  for (const record of records) {
    for (const date of [parseDate(record.lastAccessedAt), parseDate(record.completedAt)]) {
      if (date && (!latest || date > latest)) latest = date;
    }
  }
  return latest;
}

/**
 * The lessons the learner has started, in course order; records for lessons the catalogue no
 * longer lists are kept at the end under their id.
 */
export function lessonBreakdown(lessons: readonly LessonSummary[], records: readonly ProgressRecord[]): StartedLesson[] {
  const byLesson = new Map(records.map((record) => [record.lessonId, record]));
  const known = new Set(lessons.map((lesson) => lesson.lessonId));
  const lines: StartedLesson[] = [];
  for (const lesson of lessons) {
    const record = byLesson.get(lesson.lessonId);
    // Skipped by the placement and never opened: not a lesson the learner started.
    if (record?.skipped && !record.completed && !record.lastAccessedAt) continue;
    if (record) lines.push({ lessonId: lesson.lessonId, title: lesson.title, completed: record.completed, timeSpent: record.timeSpent });
  }
  for (const record of byLesson.values()) {
    if (!known.has(record.lessonId)) lines.push({ lessonId: record.lessonId, title: record.lessonId, completed: record.completed, timeSpent: record.timeSpent });
  }
  return lines;
}

/**
 * The first lesson of the course, in course order, that the learner may open and has neither
 * completed nor skipped in the placement (docs/product/lessons.md: the way on never leads onto the
 * paywall); null when every lesson they may open is behind them.
 */
export function nextLessonOf<T extends Pick<LessonSummary, "lessonId" | "number">>(
  lessons: readonly T[],
  records: readonly ProgressRecord[],
  mayOpen: (lesson: T) => boolean = () => true,
): T | null {
  // A lesson the placement passed over is not done, but the course does not go on there either,
  // unless every lesson after it is closed to the learner (placed beyond the free lessons): then the
  // skipped ones they may open are still theirs to learn.
  const done = new Set(records.filter((record) => record.completed).map((record) => record.lessonId));
  const skipped = new Set(records.filter((record) => record.skipped).map((record) => record.lessonId));
  const open = sortLessons(lessons).filter((lesson) => mayOpen(lesson) && !done.has(lesson.lessonId));
  return open.find((lesson) => !skipped.has(lesson.lessonId)) ?? open[0] ?? null;
}

/**
 * The lesson the learner was last in and has not completed, if they may still open it (a lapsed
 * subscription does not lead "Continue" onto the paywall), with their place in it.
 */
export function lessonInProgressOf(
  lessons: readonly CourseLesson[],
  records: readonly ProgressRecord[],
  mayOpen: (lesson: CourseLesson) => boolean = () => true,
): LessonInProgress | null {
  const byId = new Map(lessons.map((lesson) => [lesson.lessonId, lesson]));
  const touched = records
    .filter((record) => !record.completed && parseDate(record.lastAccessedAt))
    .sort((a, b) => parseDate(b.lastAccessedAt)!.getTime() - parseDate(a.lastAccessedAt)!.getTime());
  for (const record of touched) {
    const lesson = byId.get(record.lessonId);
    if (!lesson || !mayOpen(lesson)) continue;
    const { lessonId, title, languageCode, number } = lesson;
    return { lessonId, title, languageCode, number, sentencesDone: record.sentencesDone ?? null, sentences: lesson.sentences ?? null };
  }
  return null;
}

const summaryOf = (lesson: CourseLesson | null): LessonSummary | null =>
  lesson && { lessonId: lesson.lessonId, title: lesson.title, languageCode: lesson.languageCode, number: lesson.number };

/** One language of the summary, from its lessons in course order and the learner's records. */
export function languageProgress(
  code: string,
  lessons: readonly CourseLesson[],
  records: readonly ProgressRecord[],
  mayOpen?: (lesson: LessonSummary) => boolean,
): LanguageProgress {
  return {
    code,
    ...courseProgress(lessons, records),
    practised: practisedCount(lessons, records),
    timeSpent: records.reduce((sum, record) => sum + (Number.isFinite(record.timeSpent) ? Math.max(0, record.timeSpent) : 0), 0),
    lastActivity: lastActivityOf(records)?.toISOString() ?? null,
    lessons: lessonBreakdown(lessons, records),
    next: summaryOf(nextLessonOf(lessons, records, mayOpen)),
    current: lessonInProgressOf(lessons, records, mayOpen),
  };
}
