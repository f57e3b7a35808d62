/**
 * What a tutor turn means outside the conversation: a finished sentence becomes a review card
 * (rated by how it went) and moves the learner's place in the lesson (home's "Continue"), and
 * finishing the lesson's last sentence completes the lesson.
 */
import { isD1Bookmark } from "../../contract/bookmark";
import { database } from "../db/client";
import { markLessonCompleted, sentencesDoneStatement } from "../progress/lesson-progress";
import { tutorOutcomeStatements, tutorRating } from "../review/tutor-outcome";
import type { ExerciseProgress, TutorLesson, TutorTurn } from "./offline-tutor";

/**
 * Answers the D1 bookmark after what it wrote (none when the turn wrote nothing): the learner's
 * next request, whichever replica answers it, must see the card and the completed lesson, and the
 * object's writes do not pass through that learner's request session. `from` is the learner's own
 * bookmark when the turn came through the Worker; without one the session starts on the primary.
 */
export async function recordTurnOutcome(
  db: D1Database,
  from: string | undefined,
  userId: number,
  lesson: TutorLesson,
  before: ExerciseProgress,
  turn: TutorTurn,
): Promise<string | undefined> {
  // "again" starts the lesson over (index 0): not a finished sentence, but a new place in the lesson.
  const finished = before.exerciseIndex < lesson.exercises.length && turn.progress.exerciseIndex === before.exerciseIndex + 1;
  const startedOver = turn.progress.exerciseIndex === 0 && before.exerciseIndex > 0;
  if (!finished && !startedOver) return undefined;
  const session = db.withSession(isD1Bookmark(from) ? from : "first-primary");
  const drizzle = database(session as unknown as D1Database);
  // The learner's place in the lesson, and a finished sentence's card: one round trip.
  const place = sentencesDoneStatement(drizzle, userId, lesson.lessonId, turn.progress.exerciseIndex);
  if (finished) {
    // Right after a wrong try or a hint is hard; revealed or skipped is again.
    const helped = before.misses + (before.rung ?? 0);
    // Said right after the answer was shown is still a revealed sentence (Again).
    const right = turn.verdict?.kind === "correct" && !before.revealed;
    await drizzle.batch([...tutorOutcomeStatements(drizzle, userId, lesson.lessonId, before.exerciseIndex, tutorRating(right, helped)), place]);
  } else {
    await place;
  }
  if (finished && turn.progress.exerciseIndex >= lesson.exercises.length) await markLessonCompleted(drizzle, userId, lesson.lessonId);
  const reached = session.getBookmark();
  return isD1Bookmark(reached) ? reached : undefined;
}
