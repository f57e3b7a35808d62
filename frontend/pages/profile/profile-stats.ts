/**
 * What the profile says about each active language, computed from its lessons and progress
 * records: completion, time spent, last activity and the lesson breakdown (docs/product/lessons.md).
 */
import { formatDistance } from "date-fns";
import type { Language, LessonSummary, ProgressRecord } from "../../../contract/wire";
import { lessonRouteOf } from "../../lib/languages";
import { courseProgress, overallPercent, type CourseProgress } from "../../lib/progress";
import { listedNumber, sortLessons } from "../lesson/lesson-order";

export interface LessonLine {
  lessonId: string;
  title: string;
  completed: boolean;
  timeSpent: number;
}

export interface LanguageCourse extends CourseProgress {
  language: Language;
  /** Minutes over every record of the language. */
  timeSpent: number;
  /** The latest completedAt or lastAccessedAt, or null when none is known. */
  lastActivity: Date | null;
  lessons: LessonLine[];
  /** The first lesson not yet completed, or null when the course is done. */
  next: LessonSummary | null;
}

function parseDate(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
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
 * "3 days ago" (date-fns' distance to now, as formatDistanceToNow words it), or "Never" when the
 * learner has no dated activity. A date in the future (a clock ahead) reads as now.
 */
export function formatLastActivity(date: Date | null, now: Date = new Date()): string {
  if (!date) return "Never";
  return `${formatDistance(date > now ? now : date, now)} ago`;
}

/**
 * The lessons the learner has started, in course order; records for lessons the catalogue no
 * longer lists (or could not be read) are kept at the end under their id.
 */
export function lessonBreakdown(lessons: readonly LessonSummary[], records: readonly ProgressRecord[]): LessonLine[] {
  const byLesson = new Map(records.map((record) => [record.lessonId, record]));
  const known = new Set(lessons.map((lesson) => lesson.lessonId));
  const lines: LessonLine[] = [];
  for (const lesson of lessons) {
    const record = byLesson.get(lesson.lessonId);
    if (record) lines.push({ lessonId: lesson.lessonId, title: lesson.title, completed: record.completed, timeSpent: record.timeSpent });
  }
  for (const record of byLesson.values()) {
    if (!known.has(record.lessonId)) lines.push({ lessonId: record.lessonId, title: record.lessonId, completed: record.completed, timeSpent: record.timeSpent });
  }
  return lines;
}

/** The first lesson of the course, in course order, that the learner has not completed. */
export function nextLessonOf(lessons: readonly LessonSummary[], records: readonly ProgressRecord[]): LessonSummary | null {
  const done = new Set(records.filter((record) => record.completed).map((record) => record.lessonId));
  return sortLessons(lessons).find((lesson) => !done.has(lesson.lessonId)) ?? null;
}

/** "Continue: German, lesson 3" and where it leads, for the language touched last. */
export function nextStepOf(courses: readonly LanguageCourse[]): { text: string; to: string } | null {
  const latest = [...courses].sort((a, b) => (b.lastActivity?.getTime() ?? 0) - (a.lastActivity?.getTime() ?? 0))[0];
  if (!latest) return null;
  const { language, next } = latest;
  const route = next && lessonRouteOf(next.lessonId);
  if (!next || !route) return { text: `Continue: ${language.name}`, to: `/languages/${encodeURIComponent(language.code)}` };
  return { text: `Continue: ${language.name}, lesson ${listedNumber(next)}`, to: route };
}

export function buildCourse(language: Language, lessons: readonly LessonSummary[], records: readonly ProgressRecord[]): LanguageCourse {
  return {
    language,
    ...courseProgress(lessons, records),
    timeSpent: records.reduce((sum, record) => sum + (Number.isFinite(record.timeSpent) ? Math.max(0, record.timeSpent) : 0), 0),
    lastActivity: lastActivityOf(records),
    lessons: lessonBreakdown(lessons, records),
    next: nextLessonOf(lessons, records),
  };
}

export function overallOf(courses: readonly LanguageCourse[]): number {
  return overallPercent(courses.map((course) => course.percent));
}

/** docs/product/lessons.md: the encouragement line for the overall percentage. */
export function encouragement(percent: number): string {
  if (percent < 10) return "Starting your journey!";
  if (percent < 25) return "Building foundations!";
  if (percent < 50) return "Making good progress!";
  if (percent < 75) return "Becoming multilingual!";
  if (percent < 90) return "Nearly fluent!";
  return "Multilingual Master!";
}
