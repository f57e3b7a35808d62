/** Review cards from the app's side: where the queue and the figures are read, and sending an answer. */
import type { ReviewAnswerResult } from "../../contract/wire";
import { send } from "./api";
import { browserTimeZone } from "./time-zone";

export const reviewQueueUrl = (timeZone = browserTimeZone()) => `/api/review/queue?timeZone=${encodeURIComponent(timeZone)}`;
export const reviewSummaryUrl = (timeZone = browserTimeZone()) => `/api/review/summary?timeZone=${encodeURIComponent(timeZone)}`;

export interface ReviewAnswer {
  cardId: number;
  attempt: string;
  hintUsed: boolean;
  gaveUp: boolean;
  /** Made once per answer: sending it again (a retry) is recorded once. */
  idempotencyKey: string;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function sendReviewAnswer(answer: ReviewAnswer): Promise<ReviewAnswerResult> {
  return send<ReviewAnswerResult>("POST", "/api/review/answers", answer);
}
