/**
 * What a tutor turn means outside the conversation: a finished sentence becomes a review card
 * (rated by how it went), and finishing the lesson's last sentence completes the lesson.
 */
import { database } from "../db/client";
import { markLessonCompleted } from "../progress/lesson-progress";
import { recordTutorOutcome, tutorRating } from "../review/tutor-outcome";
import type { ExerciseProgress, TutorLesson, TutorTurn } from "./offline-tutor";

export async function recordTurnOutcome(db: D1Database, userId: number, lesson: TutorLesson, before: ExerciseProgress, turn: TutorTurn): Promise<void> {
  // "again" starts the lesson over (index 0): not a finished sentence.
  const finished = before.exerciseIndex < lesson.exercises.length && turn.progress.exerciseIndex === before.exerciseIndex + 1;
  if (!finished) return;
  const drizzle = database(db);
  // Right after a wrong try or a hint is hard; revealed or skipped is again.
  const helped = before.misses + (before.rung ?? 0);
  await recordTutorOutcome(drizzle, userId, lesson.lessonId, before.exerciseIndex, tutorRating(turn.verdict?.kind === "correct", helped));
  if (turn.progress.exerciseIndex >= lesson.exercises.length) await markLessonCompleted(drizzle, userId, lesson.lessonId);
}
