/** Lesson ids, shared by the Worker, the seed script and the app (which must not pull valibot in for them). */
import type { LessonSummary } from "./wire";

/** `{code}-lesson{NN}`, the lesson id everywhere (docs/product/lessons.md). */
export function lessonIdFor(code: string, lessonNumber: number): string {
  return `${code}-lesson${String(lessonNumber).padStart(2, "0")}`;
}

/** The trailing number of a lesson id, or null when the id is not of the form `{code}-lesson{N}`. */
export function lessonNumberOf(lessonId: string): number | null {
  const match = /^[a-z]{2}-lesson(\d{1,3})$/.exec(lessonId);
  return match ? Number(match[1]) : null;
}

/** The lesson number in a route (`/de/lesson/3`), or null when it is not 1 to 999 written in digits. */
export function lessonNumberFromRoute(param: string | undefined): number | null {
  const number = /^\d{1,3}$/.test(param ?? "") ? Number(param) : 0;
  return number >= 1 ? number : null;
}

/** A lesson's one address, its number written with two digits (`/de/lesson/01`); every link uses it. */
export function lessonPath(code: string, lessonNumber: number): string {
  return `/${code}/lesson/${String(lessonNumber).padStart(2, "0")}`;
}

/** The number a lesson is listed under: the one at the end of its id (spec), else the server's. */
export function listedNumber(lesson: Pick<LessonSummary, "lessonId" | "number">): number {
  return lessonNumberOf(lesson.lessonId) ?? lesson.number;
}

/** Sorted by the number at the end of lessonId (docs/product/lessons.md); a copy, never in place. */
export function sortLessons<T extends Pick<LessonSummary, "lessonId" | "number">>(lessons: readonly T[]): T[] {
  return [...lessons].sort((a, b) => listedNumber(a) - listedNumber(b) || a.lessonId.localeCompare(b.lessonId));
}
