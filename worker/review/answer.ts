/**
 * Recording an answer on the review screen: judged by the tutor's own checker, rated (right = Good,
 * right after asking for the hint = Hard, wrong or given up = Again), appended to the card's log.
 * Two D1 statements: one read (the card, its answers not yet folded in, and whether this
 * idempotency key was recorded), one insert that does nothing when the key was recorded meanwhile.
 */
import { and, eq, sql } from "drizzle-orm";
import { REVIEW_ANSWER_MAX_AGE_MS } from "../../contract/constants";
import type { Exercise } from "../../contract/lesson-source";
import type { ReviewAnswerBody } from "../../contract/schemas";
import type { ReviewAnswerResult, ReviewRating } from "../../contract/wire";
import type { UserRow } from "../app-env";
import { isLessonLocked, LOCKED_MESSAGE } from "../auth/access";
import type { Database } from "../db/client";
import { qualified } from "../db/qualified";
import { reviewCards, reviewLogs } from "../db/schema";
import { ApiError } from "../http/errors";
import { checkAnswer, type Verdict } from "../tutor/answer-check";
import { explanationOf } from "../tutor/feedback";
import { compareWords } from "../tutor/word-marks";
import { foldAnswers, GRADES, ratingName, type Answer } from "./fsrs-card";

export const CARD_NOT_FOUND = "Review card not found";
export const KEY_REUSED = "This idempotency key was already used for another card";

/** An answer made offline counts when it was made: not in the future, and not before the oldest kept. */
function answeredAt(sent: string | undefined, now: Date): Date {
  if (!sent) return now;
  return new Date(Math.min(now.getTime(), Math.max(Date.parse(sent), now.getTime() - REVIEW_ANSWER_MAX_AGE_MS)));
}

/**
 * Right is good (hard after the hint), wrong or given up is again. A sentence the checker could not
 * place is never a miss: hard, so the card comes back sooner without a lapse (decision 036).
 */
export function ratingOf(verdict: Verdict | null, body: Pick<ReviewAnswerBody, "hintUsed" | "gaveUp">): ReviewRating {
  if (body.gaveUp || !verdict || verdict.kind === "wrong") return "again";
  if (verdict.kind === "unsure") return "hard";
  return body.hintUsed ? "hard" : "good";
}

function readCard(db: Database, userId: number, cardId: number, key: string) {
  return db
    .select({
      card: reviewCards,
      pending: sql<string>`(SELECT json_group_array(json_array(${qualified(reviewLogs.id)}, ${qualified(reviewLogs.rating)}, ${qualified(reviewLogs.reviewedAt)})) FROM ${reviewLogs}
        WHERE ${qualified(reviewLogs.cardId)} = ${qualified(reviewCards.id)} AND ${qualified(reviewLogs.id)} > ${qualified(reviewCards.appliedLogId)})`,
      recorded: sql<string | null>`(SELECT json_array(${qualified(reviewLogs.cardId)}, ${qualified(reviewLogs.rating)}) FROM ${reviewLogs}
        WHERE ${qualified(reviewLogs.userId)} = ${userId} AND ${qualified(reviewLogs.idempotencyKey)} = ${key})`,
    })
    .from(reviewCards)
    .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)));
}

export async function recordReviewAnswer(db: Database, user: UserRow, body: ReviewAnswerBody, now = new Date()): Promise<ReviewAnswerResult> {
  const [row] = await readCard(db, user.id, body.cardId, body.idempotencyKey);
  if (!row) throw new ApiError(404, CARD_NOT_FOUND);
  const { card, recorded } = row;
  if (isLessonLocked(card.lessonNumber, user, now.getTime())) throw new ApiError(402, LOCKED_MESSAGE, { locked: true });
  const exercise = card.exercise as Exercise;
  const verdict = body.gaveUp ? null : checkAnswer(body.attempt, exercise.answers, card.languageCode, exercise.prompt);
  const pending = (JSON.parse(row.pending) as [number, number, number][]).map(([id, rating, at]): Answer => ({ id, rating, reviewedAt: new Date(at) }));
  const current = foldAnswers(card, pending);
  // What differs and why, as the tutor's feedback shows it: the learner's words marked, the checker's explanation.
  const marks = verdict && verdict.kind !== "unsure" ? compareWords(body.attempt, verdict, card.languageCode, exercise.answers).marks : undefined;
  const explanation = verdict?.kind === "wrong" ? explanationOf(verdict) : undefined;
  const result = (rating: ReviewRating, nextDue: Date, duplicate: boolean): ReviewAnswerResult => ({
    cardId: card.id,
    verdict: verdict ? { ...verdict } : null,
    ...(marks ? { marks } : {}),
    ...(explanation ? { explanation } : {}),
    rating,
    expected: exercise.answers[0]!,
    nextDue: nextDue.toISOString(),
    duplicate,
  });

  if (recorded) {
    const [cardId, grade] = JSON.parse(recorded) as [number, number];
    if (cardId !== card.id) throw new ApiError(409, KEY_REUSED);
    return result(ratingName(grade), current.due, true);
  }
  const rating = ratingOf(verdict, body);
  const at = answeredAt(body.answeredAt, now);
  const inserted = await db
    .insert(reviewLogs)
    .values({ userId: user.id, cardId: card.id, rating: GRADES[rating], source: "review", reviewedAt: at, idempotencyKey: body.idempotencyKey })
    .onConflictDoNothing()
    .returning({ id: reviewLogs.id });
  // The same key arrived twice at once and the other copy was recorded: this one counts for nothing.
  if (inserted.length === 0) return result(rating, current.due, true);
  const next = foldAnswers(current, [{ id: inserted[0]!.id, rating: GRADES[rating], reviewedAt: at }]);
  return result(rating, next.due, false);
}
