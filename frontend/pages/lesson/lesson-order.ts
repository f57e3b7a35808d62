/** The order of a language's lessons and a lesson's neighbours, from the lessons list. */
import { lessonNumberOf, lessonPath } from "../../../contract/lesson-ids";
import { lessonRouteOf } from "../../lib/languages";
import type { LessonSummary } from "../../../contract/wire";

/** The number a lesson is listed under: the one at the end of its id (spec), else the server's. */
export function listedNumber(lesson: Pick<LessonSummary, "lessonId" | "number">): number {
  return lessonNumberOf(lesson.lessonId) ?? lesson.number;
}

/** Sorted by the number at the end of lessonId (docs/product/lessons.md); a copy, never in place. */
export function sortLessons<T extends Pick<LessonSummary, "lessonId" | "number">>(lessons: readonly T[]): T[] {
  return [...lessons].sort((a, b) => listedNumber(a) - listedNumber(b) || a.lessonId.localeCompare(b.lessonId));
}

export interface LessonNeighbours<T> {
  previous: T | null;
  next: T | null;
  /** The current lesson is the last of the course: the next slot reads "Course Complete". */
  isLast: boolean;
}

/** Null when the lesson is not in the list (the list failed or is still loading). */
export function lessonNeighbours<T extends Pick<LessonSummary, "lessonId" | "number">>(
  lessons: readonly T[] | undefined,
  lessonId: string,
): LessonNeighbours<T> | null {
  if (!lessons) return null;
  const sorted = sortLessons(lessons);
  const index = sorted.findIndex((lesson) => lesson.lessonId === lessonId);
  if (index < 0) return null;
  return {
    previous: sorted[index - 1] ?? null,
    next: sorted[index + 1] ?? null,
    isLast: index === sorted.length - 1,
  };
}

/** Where a lesson of the list opens: `/de/lesson/02`. */
export function lessonRoute(lesson: LessonSummary): string {
  return lessonRouteOf(lesson.lessonId) ?? lessonPath(lesson.languageCode, listedNumber(lesson));
}
