/**
 * Moving a lesson up one place. A lesson's id carries its place (`de-lesson03`: the URL /de/lesson/3,
 * the free-lesson rule, progress), so a move swaps what two places hold: each place gets a new
 * version with the other's title, exercises and text, in one D1 batch, and either can be rolled back.
 * Progress stays with the place: a learner who finished lesson 3 has finished what lesson 3 is now.
 */
import { and, eq } from "drizzle-orm";
import { lessonIdFor, lessonNumberOf } from "../../contract/lesson-ids";
import { invalidateLessonContent } from "../lessons/content-cache";
import { lessons, lessonVersions } from "../db/schema";
import { ApiError } from "../http/errors";
import { auditLesson } from "./drafts";
import { lessonRecord } from "./lesson-store";
import { keepSeededVersion, type Storage } from "./publish";

export async function moveUp(storage: Storage, adminId: number, lessonId: string, expected: { version: number; previousVersion: number }): Promise<void> {
  const { db } = storage;
  const number = lessonNumberOf(lessonId)!;
  if (number <= 1) throw new ApiError(400, "The first lesson cannot move up");
  const previousId = lessonIdFor(lessonId.slice(0, 2), number - 1);
  const [moving, previous] = await Promise.all([lessonRecord(db, lessonId), lessonRecord(db, previousId)]);
  if (!moving.lesson || !previous.lesson) throw new ApiError(404, "Only published lessons can be moved");
  for (const { draft, lesson } of [moving, previous]) {
    if (draft) throw new ApiError(409, `Lesson ${lesson!.number} has a draft: publish or discard it before moving lessons.`, { changedFields: [], changedBy: null, changedAt: null });
  }
  if (moving.lesson.version !== expected.version || previous.lesson.version !== expected.previousVersion) {
    throw new ApiError(409, "One of these lessons was published since you loaded the list. Reload and try again.", { changedFields: [], changedBy: null, changedAt: null });
  }
  const now = new Date();
  const statements = [];
  const next = new Map<string, number>();
  // The text each place holds now, which the other place will show: its versioned key, or the copy just made of a seeded one.
  const keys = new Map<string, string>();
  for (const lesson of [moving.lesson, previous.lesson]) {
    const seeded = await keepSeededVersion(storage, lesson);
    if (seeded) statements.push(seeded.statement);
    next.set(lesson.id, (seeded?.version ?? lesson.version) + 1);
    keys.set(lesson.id, seeded?.bodyKey ?? lesson.bodyKey!);
  }
  const swaps = [
    { place: moving.lesson, from: previous.lesson },
    { place: previous.lesson, from: moving.lesson },
  ];
  const writes = swaps.flatMap(({ place, from }) => {
    const version = next.get(place.id)!;
    const content = { title: from.title, slug: from.slug, structures: from.structures, exercises: from.exercises, bodyKey: keys.get(from.id)! };
    return [
      db.insert(lessonVersions).values({ lessonId: place.id, version, number: place.number, ...content, publishedBy: adminId, publishedAt: now }),
      db.update(lessons).set({ ...content, version, updatedAt: now }).where(and(eq(lessons.id, place.id), eq(lessons.version, place.version))),
    ];
  });
  await db.batch([auditLesson(db, adminId, "lesson-move-up", { lessonId, previousId }), ...statements, ...writes]);
  // Both places changed: the language's index and both lessons are read again.
  await invalidateLessonContent(moving.lesson.languageCode);
}
