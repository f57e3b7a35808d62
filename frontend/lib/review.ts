/** Review cards from the app's side: where the queue and the figures are read, and sending an answer. */
import { reviewQueueUrl as queueUrl, reviewSummaryUrl as summaryUrl } from "../../contract/read-urls";
import type { ReviewAnswerResult } from "../../contract/wire";
import { apiUrl, send } from "./api";
import { browserTimeZone } from "./time-zone";

export const reviewQueueUrl = (timeZone = browserTimeZone()) => queueUrl(timeZone);
export const reviewSummaryUrl = (timeZone = browserTimeZone()) => summaryUrl(timeZone);

export interface ReviewAnswer {
  cardId: number;
  attempt: string;
  hintUsed: boolean;
  gaveUp: boolean;
  /** Made once per answer: sending it again (a retry) is recorded once. */
  idempotencyKey: string;
  /** ISO instant it was made: an answer kept offline counts when it was made, not when it arrives. */
  answeredAt?: string;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Sends the answer's own fields only (a kept answer also carries the outbox's bookkeeping). */
export function sendReviewAnswer({ cardId, attempt, hintUsed, gaveUp, idempotencyKey, answeredAt }: ReviewAnswer): Promise<ReviewAnswerResult> {
  return send("POST", apiUrl("/api/review/answers"), { cardId, attempt, hintUsed, gaveUp, idempotencyKey, answeredAt });
}
