/**
 * Finds the lesson a request names, applies the paywall and reads its text. The lesson routes, the
 * tutor and authoring all call it, so it lives with the lessons rather than among the routes.
 */
import { lessonNumberOf } from "../../contract/lesson-ids";
import type { UserRow } from "../app-env";
import type { Database } from "../db/client";
import type { ColoCache } from "../edge/colo-cache";
import { cachedCatalogue, cachedLesson, type CachedLesson } from "./content-cache";
import { isLessonLocked, LOCKED_MESSAGE } from "../auth/access";
import { publishedBodyKey } from "./r2-keys";
import { ApiError } from "../http/errors";

export const LESSON_NOT_FOUND = "Lesson not found";
export const LANGUAGE_NOT_FOUND = "Language not found";

/** Nothing, or a thrown 404 when the catalogue (kept per isolate and colo) has no language `code`. */
export async function openLanguage(db: Database, colo: ColoCache, code: string): Promise<void> {
  if (!(await cachedCatalogue(db, colo)).some((language) => language.code === code)) throw new ApiError(404, LANGUAGE_NOT_FOUND);
}

/** The lesson (kept per isolate, decision 011), or a thrown 404 (unknown or malformed id) or 402 (locked for this learner). */
export async function openLesson(db: Database, user: UserRow, lessonId: string): Promise<CachedLesson> {
  if (lessonNumberOf(lessonId) === null) throw new ApiError(404, LESSON_NOT_FOUND);
  const lesson = await cachedLesson(db, lessonId);
  if (!lesson) throw new ApiError(404, LESSON_NOT_FOUND);
  if (isLessonLocked(lesson.number, user)) throw new ApiError(402, LOCKED_MESSAGE, { locked: true });
  return lesson;
}

export const LESSON_TEXT_UNAVAILABLE = "This lesson's text is not available right now. Please try again later.";

/**
 * The lesson's markdown from R2. A missing object and a failing R2 both answer 503 with a message
 * the lesson screen can show, never a bare 500: the learner may simply try again.
 */
export async function readLessonText(bucket: R2Bucket, lesson: Pick<CachedLesson, "id" | "bodyKey">): Promise<string> {
  const key = publishedBodyKey(lesson);
  try {
    const object = await bucket.get(key);
    if (object) return await object.text();
    console.error(`lesson ${lesson.id} has no markdown in R2 at ${key}`);
  } catch (error) {
    console.error(`reading lesson ${lesson.id} from R2 failed`, error);
  }
  throw new ApiError(503, LESSON_TEXT_UNAVAILABLE);
}
