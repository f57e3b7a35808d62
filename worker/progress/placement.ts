/**
 * Onboarding's placement (decision 051): the first sentence of each PLACEMENT lesson, judged by the
 * tutor's own checker. The learner starts after the last lesson of the unbroken run of right answers
 * from the first; the lessons before that start are marked skipped (not done), in one statement.
 */
import { and, desc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import { PLACEMENT } from "../../contract/constants";
import type { Exercise } from "../../contract/lesson-source";
import type { PlacementItem, PlacementResult } from "../../contract/wire";
import type { UserRow } from "../app-env";
import { isLessonLocked } from "../auth/access";
import type { Database } from "../db/client";
import { lessonProgress, lessons } from "../db/schema";
import { checkAnswer } from "../tutor/answer-check";
import { newRecordsFor } from "./lesson-progress";

interface PlacementLesson {
  id: string;
  number: number;
  title: string;
  exercise: Exercise;
}

/** The course's placement lessons with their first sentence, in course order (a lesson missing from the course is left out). */
async function placementLessons(db: Database, code: string): Promise<PlacementLesson[]> {
  const rows = await db
    .select({ id: lessons.id, number: lessons.number, title: lessons.title, exercise: sql<string | null>`json_extract(${lessons.exercises}, '$[0]')` })
    .from(lessons)
    .where(and(eq(lessons.languageCode, code), inArray(lessons.number, [...PLACEMENT.lessons])))
    .orderBy(lessons.number);
  return rows.flatMap((row) => (row.exercise ? [{ id: row.id, number: row.number, title: row.title, exercise: JSON.parse(row.exercise) as Exercise }] : []));
}

export async function placementItems(db: Database, code: string): Promise<PlacementItem[]> {
  return (await placementLessons(db, code)).map((lesson) => ({ lessonNumber: lesson.number, prompt: lesson.exercise.prompt }));
}

/** Where the learner starts after the run of right answers, from the first sentence on. */
export function startAfter(results: readonly { lessonNumber: number; right: boolean }[]): number {
  let start = 1;
  for (const result of results) {
    if (!result.right) break;
    start = result.lessonNumber + 1;
  }
  return start;
}

/** Judges the answers, marks the lessons before the start skipped, and says where the learner starts; null for a course without lessons. */
export async function placeLearner(db: Database, user: UserRow, code: string, answers: readonly string[], now = new Date()): Promise<PlacementResult | null> {
  const placed = await placementLessons(db, code);
  const results = placed.map((lesson, index) => {
    const answer = (answers[index] ?? "").trim();
    const verdict = answer ? checkAnswer(answer, lesson.exercise.answers, code, lesson.exercise.prompt) : null;
    return { lessonNumber: lesson.number, right: verdict?.kind === "correct" };
  });
  const wanted = startAfter(results);
  const [start] = await db
    .select({ lessonId: lessons.id, title: lessons.title, languageCode: lessons.languageCode, number: lessons.number })
    .from(lessons)
    .where(and(eq(lessons.languageCode, code), lte(lessons.number, wanted)))
    .orderBy(desc(lessons.number))
    .limit(1);
  if (!start) return null;
  const skipped = await db
    .insert(lessonProgress)
    .select(newRecordsFor(db, user.id, and(eq(lessons.languageCode, code), lt(lessons.number, start.number)), { skippedAt: now.getTime() }))
    .onConflictDoUpdate({ target: [lessonProgress.userId, lessonProgress.lessonId], set: { skippedAt: sql`coalesce(${lessonProgress.skippedAt}, excluded.skipped_at)` } })
    .returning({ lessonId: lessonProgress.lessonId });
  return { start, skipped: skipped.length, locked: isLessonLocked(start.number, user), results };
}
