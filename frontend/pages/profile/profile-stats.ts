/**
 * What the profile says about each active language: its summary from the Worker (completion, time
 * spent, last activity, the lessons started, the next one) beside the catalogue's language, and the
 * figures drawn from them (docs/product/lessons.md).
 */
import { formatDistance } from "date-fns";
import type { Language, LanguageProgress, LessonInProgress, LessonSummary, StartedLesson } from "../../../contract/wire";
import { lessonRouteOf } from "../../lib/languages";
import { overallPercent, type CourseProgress } from "../../lib/progress";
import { listedNumber } from "../lesson/lesson-order";

export interface LanguageCourse extends CourseProgress {
  language: Language;
  /** Of the completed lessons, those practised with the tutor (the rest were read and marked done). */
  practised: number;
  /** Minutes over every record of the language. */
  timeSpent: number;
  /** The latest completedAt or lastAccessedAt, or null when none is known. */
  lastActivity: Date | null;
  lessons: StartedLesson[];
  /** The first lesson the learner may open and has not completed, or null when all those are done. */
  next: LessonSummary | null;
  /** The lesson last touched and not completed, with the learner's place in it; null when none. */
  current: LessonInProgress | null;
}

/** A language of the summary, named and flagged as the catalogue lists it. */
export function courseOf(language: Language, progress: LanguageProgress): LanguageCourse {
  const { code: _, lastActivity, ...figures } = progress;
  return { language, ...figures, lastActivity: lastActivity ? new Date(lastActivity) : null };
}

/**
 * "3 days ago" (date-fns' distance to now, as formatDistanceToNow words it), or "Never" when the
 * learner has no dated activity. A date in the future (a clock ahead) reads as now.
 */
export function formatLastActivity(date: Date | null, now: Date = new Date()): string {
  if (!date) return "Never";
  return `${formatDistance(date > now ? now : date, now)} ago`;
}

/** The language touched last: where "Continue" is (the profile's button, home's first card). */
export function latestCourseOf(courses: readonly LanguageCourse[]): LanguageCourse | undefined {
  return [...courses].sort((a, b) => (b.lastActivity?.getTime() ?? 0) - (a.lastActivity?.getTime() ?? 0))[0];
}

/** "Continue: German, lesson 3" and where it leads, for the language touched last. */
export function nextStepOf(courses: readonly LanguageCourse[]): { text: string; to: string } | null {
  const latest = latestCourseOf(courses);
  if (!latest) return null;
  const { language, next } = latest;
  const route = next && lessonRouteOf(next.lessonId);
  if (!next || !route) return { text: `Continue: ${language.name}`, to: `/languages/${encodeURIComponent(language.code)}` };
  return { text: `Continue: ${language.name}, lesson ${listedNumber(next)}`, to: route };
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
