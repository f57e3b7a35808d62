/** Finds the lesson a route names and applies the paywall; shared by lessons, progress and (later) the tutor. */
import { lessonNumberOf } from "../../contract/lesson-source";
import type { UserRow } from "../app-env";
import type { Database } from "../db/client";
import { cachedLesson, type CachedLesson } from "../db/content-cache";
import { isLessonLocked, LOCKED_MESSAGE } from "../auth/access";
import { lessons } from "../db/schema";
import { ApiError } from "../http/errors";

export const LESSON_NOT_FOUND = "Lesson not found";

export type LessonRow = typeof lessons.$inferSelect;

/** The lesson (kept per isolate, decision 011), or a thrown 404 (unknown or malformed id) or 402 (locked for this learner). */
export async function openLesson(db: Database, user: UserRow, lessonId: string): Promise<CachedLesson> {
  if (lessonNumberOf(lessonId) === null) throw new ApiError(404, LESSON_NOT_FOUND);
  const lesson = await cachedLesson(db, lessonId);
  if (!lesson) throw new ApiError(404, LESSON_NOT_FOUND);
  if (isLessonLocked(lesson.number, user)) throw new ApiError(402, LOCKED_MESSAGE, { locked: true });
  return lesson;
}
