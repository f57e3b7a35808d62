/** Finds the lesson a route names and applies the paywall; shared by lessons, progress and (later) the tutor. */
import { eq } from "drizzle-orm";
import { lessonNumberOf } from "../../contract/lesson-source";
import type { UserRow } from "../app-env";
import type { Database } from "../db/client";
import { isLessonLocked, LOCKED_MESSAGE } from "../auth/access";
import { lessons } from "../db/schema";
import { ApiError } from "../http/errors";

export const LESSON_NOT_FOUND = "Lesson not found";

export type LessonRow = typeof lessons.$inferSelect;

/** The lesson, or a thrown 404 (unknown or malformed id) or 402 (locked for this learner). */
export async function openLesson(db: Database, user: UserRow, lessonId: string): Promise<LessonRow> {
  if (lessonNumberOf(lessonId) === null) throw new ApiError(404, LESSON_NOT_FOUND);
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId)).limit(1);
  if (!lesson) throw new ApiError(404, LESSON_NOT_FOUND);
  if (isLessonLocked(lesson.number, user)) throw new ApiError(402, LOCKED_MESSAGE, { locked: true });
  return lesson;
}
