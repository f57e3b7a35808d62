/** The order of a language's lessons and a lesson's neighbours, from the lessons list. */
import { lessonPath, listedNumber, sortLessons } from "../../../contract/lesson-ids";
import { lessonRouteOf } from "../../lib/languages";
import type { LessonSummary } from "../../../contract/wire";

// The Worker orders a course the same way (the profile's next lesson): the rule lives in the contract.
export { listedNumber, sortLessons };

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
