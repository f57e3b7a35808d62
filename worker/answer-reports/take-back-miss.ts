/**
 * When a teacher accepts an answer a learner reported, what the sentence cost that learner is taken
 * back: a review card that holds a miss ("again") for it starts again as if the sentence had been
 * right the first time (its schedule fresh, one "good" answer from the tutor; the old answers stay
 * in the log but are no longer folded in). And every card of the exercise takes its new answers.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { qualified } from "../db/qualified";
import { lessons, reviewCards, reviewLogs } from "../db/schema";
import { GRADES, newCardFields } from "../review/fsrs-card";

/** Every learner's card of the exercise reads its accepted answers from the lesson again. */
export function refreshCards(db: Database, lessonId: string, exerciseIndex: number) {
  const path = `$[${exerciseIndex}]`;
  return db
    .update(reviewCards)
    .set({ exercise: sql`(SELECT json_extract(${qualified(lessons.exercises)}, ${path}) FROM ${lessons} WHERE ${qualified(lessons.id)} = ${lessonId})` })
    .where(and(eq(reviewCards.lessonId, lessonId), eq(reviewCards.exerciseIndex, exerciseIndex)));
}

export async function takeBackMiss(db: Database, userId: number, lessonId: string, exerciseIndex: number, now = new Date()): Promise<boolean> {
  const [card] = await db
    .select({ id: reviewCards.id, lastLog: sql<number>`(SELECT coalesce(max(${qualified(reviewLogs.id)}), 0) FROM ${reviewLogs} WHERE ${qualified(reviewLogs.cardId)} = ${qualified(reviewCards.id)})` })
    .from(reviewCards)
    .where(
      and(
        eq(reviewCards.userId, userId),
        eq(reviewCards.lessonId, lessonId),
        eq(reviewCards.exerciseIndex, exerciseIndex),
        sql`EXISTS (SELECT 1 FROM ${reviewLogs} WHERE ${reviewLogs.cardId} = ${reviewCards.id} AND ${reviewLogs.rating} = ${GRADES.again})`,
      ),
    )
    .limit(1);
  if (!card) return false;
  await db.batch([
    db.update(reviewLogs).set({ folded: true }).where(eq(reviewLogs.cardId, card.id)),
    db.update(reviewCards).set({ ...newCardFields(now), appliedLogId: card.lastLog }).where(eq(reviewCards.id, card.id)),
    db.insert(reviewLogs).values({ userId, cardId: card.id, rating: GRADES.good, source: "tutor", reviewedAt: now }),
  ]);
  return true;
}
