/**
 * What the tutor records when a learner finishes an exercise: the exercise becomes (or stays) the
 * learner's review card, copied from the lesson row by the database itself, and the outcome is
 * appended to its log. One D1 round trip (a batch of two statements, which the tutor's turn joins with its own); the card's schedule follows
 * from the log when the learner's cards are next read (pending-answers.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import type { ReviewRating } from "../../contract/wire";
import type { Database } from "../db/client";
import { lessons, reviewCards, reviewLogs } from "../db/schema";
import { GRADES, newCardFields } from "./fsrs-card";

/**
 * The rating of a finished exercise: right on the first try is good, right after a nudge or a hint
 * (any miss or call for help before) is hard, revealed or skipped is again.
 */
export function tutorRating(correct: boolean, missesBefore: number): ReviewRating {
  if (!correct) return "again";
  return missesBefore === 0 ? "good" : "hard";
}

export async function recordTutorOutcome(db: Database, userId: number, lessonId: string, exerciseIndex: number, rating: ReviewRating, now = new Date()): Promise<void> {
  await db.batch(tutorOutcomeStatements(db, userId, lessonId, exerciseIndex, rating, now));
}

/** The two statements of a finished sentence (its card, its log entry), for a batch that writes more of the turn. */
export function tutorOutcomeStatements(db: Database, userId: number, lessonId: string, exerciseIndex: number, rating: ReviewRating, now = new Date()) {
  const path = `$[${exerciseIndex}]`;
  const fresh = newCardFields(now);
  const theCard = and(eq(reviewCards.userId, userId), eq(reviewCards.lessonId, lessonId), eq(reviewCards.exerciseIndex, exerciseIndex));
  return [
    db
      .insert(reviewCards)
      .select(
        db
          .select({
            id: sql<number>`NULL`.as("id"),
            userId: sql<number>`${userId}`.as("user_id"),
            lessonId: lessons.id,
            languageCode: lessons.languageCode,
            lessonNumber: lessons.number,
            exerciseIndex: sql<number>`${exerciseIndex}`.as("exercise_index"),
            exercise: sql<string>`json_extract(${lessons.exercises}, ${path})`.as("exercise"),
            due: sql<number>`${fresh.due.getTime()}`.as("due"),
            stability: sql<number>`${fresh.stability}`.as("stability"),
            difficulty: sql<number>`${fresh.difficulty}`.as("difficulty"),
            elapsedDays: sql<number>`${fresh.elapsedDays}`.as("elapsed_days"),
            scheduledDays: sql<number>`${fresh.scheduledDays}`.as("scheduled_days"),
            learningSteps: sql<number>`${fresh.learningSteps}`.as("learning_steps"),
            reps: sql<number>`${fresh.reps}`.as("reps"),
            lapses: sql<number>`${fresh.lapses}`.as("lapses"),
            state: sql<number>`${fresh.state}`.as("state"),
            lastReview: sql<null>`NULL`.as("last_review"),
            lastRating: sql<null>`NULL`.as("last_rating"),
            appliedLogId: sql<number>`0`.as("applied_log_id"),
            createdAt: sql<number>`${now.getTime()}`.as("created_at"),
          })
          .from(lessons)
          .where(and(eq(lessons.id, lessonId), sql`json_type(${lessons.exercises}, ${path}) = 'object'`)),
      )
      // Met again: the card keeps its schedule and takes the lesson's current wording.
      .onConflictDoUpdate({ target: [reviewCards.userId, reviewCards.lessonId, reviewCards.exerciseIndex], set: { exercise: sql`excluded.exercise` } }),
    db
      .insert(reviewLogs)
      .select(
        db
          .select({
            id: sql<number>`NULL`.as("id"),
            userId: reviewCards.userId,
            cardId: reviewCards.id,
            rating: sql<number>`${GRADES[rating]}`.as("rating"),
            source: sql<"tutor">`'tutor'`.as("source"),
            reviewedAt: sql<number>`${now.getTime()}`.as("reviewed_at"),
            idempotencyKey: sql<null>`NULL`.as("idempotency_key"),
            folded: sql<boolean>`0`.as("folded"),
          })
          .from(reviewCards)
          .where(theCard),
      ),
  ] as const;
}
