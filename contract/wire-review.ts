/** Shapes of review (the day's queue, an answer's result, the summary) that cross the wire, declared once; wire.ts re-exports them. */
import type { WordMark } from "./wire";

/** How an answer to a review card went: right first try, right with help, or missed (ts-fsrs Good, Hard, Again). */
export type ReviewRating = "good" | "hard" | "again";
export type ReviewCardState = "new" | "learning" | "review" | "relearning";

/** A card of the day's review queue. The accepted answers stay on the server, which judges each answer. */
export interface ReviewCard {
  cardId: number;
  lessonId: string;
  languageCode: string;
  lessonNumber: number;
  prompt: string;
  nudge: string;
  hint: string;
  example: { prompt: string; answer: string };
  structure: string;
  state: ReviewCardState;
  /** ISO instant the card fell due. */
  due: string;
  /** The last answer to it was a miss or needed help. */
  mistake: boolean;
}

export interface ReviewQueue {
  cards: ReviewCard[];
  dailyCap: number;
  reviewedToday: number;
  /** Cards due today beyond today's cap are not in `cards`. */
  dueToday: number;
  /**
   * Cards answered on the review screen today that come back later today, when their short FSRS step
   * (minutes) ends; they are not in `cards` until then (decision 048).
   */
  laterToday: number;
  /** ISO instant the first of those comes back; null when none does. */
  nextDueToday: string | null;
  /** ISO instant the queue was built: answers made since (offline ones among them) are not reflected in it. */
  asOf: string;
}

export interface ReviewAnswerResult {
  cardId: number;
  /**
   * The tutor's checker's verdict as it gave it ("correct" or "wrong", with whatever it says about the
   * words to mark), or null when the learner gave up.
   */
  verdict: { kind: string; [detail: string]: unknown } | null;
  rating: ReviewRating;
  /** The learner's words as they typed them, each marked right or wrong (the tutor's word marks); absent when they gave up or the checker was unsure. */
  marks?: WordMark[];
  /** Why a wrong answer is wrong, in the checker's words ("with du the verb ends in -st"), when it names the point. */
  explanation?: string;
  /** The sentence as the lesson gives it. */
  expected: string;
  /** ISO instant the card comes back. */
  nextDue: string;
  /** This idempotency key had been recorded already: nothing new was recorded. */
  duplicate: boolean;
}

export interface ReviewForecastDay {
  /** YYYY-MM-DD in the learner's time zone. */
  date: string;
  due: number;
}

export interface ReviewSummary {
  /** Cards past their learning steps (ts-fsrs Review state). */
  learned: number;
  total: number;
  dueToday: number;
  reviewedToday: number;
  dailyCap: number;
  /** Today's queue as the review screen has it (due cards, a card answered there today once it is due again), up to what is left of today's cap. */
  inQueue: number;
  timeZone: string;
  /** The next REVIEW_FORECAST_DAYS days, today first (overdue cards count today). */
  forecast: ReviewForecastDay[];
}

export interface ReviewSettings {
  dailyCap: number;
}
