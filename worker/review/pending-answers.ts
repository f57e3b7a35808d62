/**
 * Answers are only ever appended to review_logs, so parallel answers to one card never overwrite
 * each other. A card's FSRS fields are its log folded through ts-fsrs up to `appliedLogId`; the
 * answers after it are folded in when the learner's cards are next read, and the result is saved
 * on the condition that nobody saved another fold first (folding is deterministic, so whichever
 * fold wins, the card is the same). Answers a saved fold covers are marked `folded`, so the look
 * for unfolded ones reads a partial index instead of probing every card.
 */
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { qualified } from "../db/qualified";
import { reviewCards, reviewLogs } from "../db/schema";
import { foldAnswers, type Answer, type CardFields } from "./fsrs-card";

const cardFields = {
  due: reviewCards.due,
  stability: reviewCards.stability,
  difficulty: reviewCards.difficulty,
  elapsedDays: reviewCards.elapsedDays,
  scheduledDays: reviewCards.scheduledDays,
  learningSteps: reviewCards.learningSteps,
  reps: reviewCards.reps,
  lapses: reviewCards.lapses,
  state: reviewCards.state,
  lastReview: reviewCards.lastReview,
  lastRating: reviewCards.lastRating,
};

/**
 * The learner's answers not yet folded into their cards, with each card's fields (usually none).
 * Every column has its own name: a batch answers rows keyed by name, and two `id`s would collide.
 */
export function pendingAnswers(db: Database, userId: number) {
  return db
    .select({
      cardId: reviewCards.id,
      userId: reviewCards.userId,
      appliedLogId: reviewCards.appliedLogId,
      ...cardFields,
      id: sql<number>`${reviewLogs.id}`.as("log_id"),
      rating: reviewLogs.rating,
      reviewedAt: reviewLogs.reviewedAt,
    })
    .from(reviewLogs)
    .innerJoin(reviewCards, eq(reviewCards.id, reviewLogs.cardId))
    // The literal 0 (not a bound false) lets SQLite use the partial index of unfolded answers.
    .where(and(eq(reviewLogs.userId, userId), sql`${reviewLogs.folded} = 0`, gt(reviewLogs.id, reviewCards.appliedLogId)));
}

type PendingRow = CardFields & Answer & { cardId: number; userId: number; appliedLogId: number };

/** Folds the pending answers into their cards and saves them, in one batch. */
export async function saveFoldedAnswers(db: Database, rows: readonly PendingRow[]): Promise<void> {
  const byCard = new Map<number, PendingRow[]>();
  for (const row of rows) byCard.set(row.cardId, [...(byCard.get(row.cardId) ?? []), row]);
  const updates = [...byCard].map(([cardId, answers]) => {
    const { appliedLogId } = answers[0]!;
    return db
      .update(reviewCards)
      .set({ ...foldAnswers(answers[0]!, answers), appliedLogId: Math.max(...answers.map((answer) => answer.id)) })
      .where(and(eq(reviewCards.id, cardId), eq(reviewCards.appliedLogId, appliedLogId)));
  });
  const [first, ...rest] = updates;
  if (!first) return;
  const userId = rows[0]!.userId;
  // After the cards, in the same transaction: an answer is marked only once its card has it.
  const covered = db
    .update(reviewLogs)
    .set({ folded: true })
    .where(
      and(
        eq(reviewLogs.userId, userId),
        sql`${reviewLogs.folded} = 0`,
        lte(reviewLogs.id, sql`(SELECT ${qualified(reviewCards.appliedLogId)} FROM ${reviewCards} WHERE ${qualified(reviewCards.id)} = ${qualified(reviewLogs.cardId)})`),
      ),
    );
  await db.batch([first, ...rest, covered]);
}

/**
 * Runs `reads` on the learner's cards as they stand after every answer: in the same round trip as
 * the look for pending answers, and once more only when there were some to fold first.
 */
export async function readFoldedCards<T extends readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]>(
  db: Database,
  userId: number,
  reads: () => T,
): Promise<BatchResponse<T>> {
  const [pending, ...results] = (await db.batch([pendingAnswers(db, userId), ...reads()])) as unknown as [PendingRow[], ...BatchResponse<T>];
  if (pending.length === 0) return results as unknown as BatchResponse<T>;
  await saveFoldedAnswers(db, pending);
  return db.batch(reads());
}
