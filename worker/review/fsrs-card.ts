/**
 * The bridge between a card's row and ts-fsrs, which does all the scheduling (FSRS with the
 * library's default weights and learning steps; fuzz on, so cards met together spread out instead
 * of falling due on the same day, deterministically for the same history).
 */
import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type Grade } from "ts-fsrs";
import type { ReviewCardState, ReviewRating } from "../../contract/wire";
import type { reviewCards } from "../db/schema";

export const scheduler = fsrs(generatorParameters({ enable_fuzz: true }));

export type CardRow = typeof reviewCards.$inferSelect;
export type CardFields = Pick<
  CardRow,
  "due" | "stability" | "difficulty" | "elapsedDays" | "scheduledDays" | "learningSteps" | "reps" | "lapses" | "state" | "lastReview" | "lastRating"
>;

export const GRADES: Record<ReviewRating, Grade> = { good: Rating.Good, hard: Rating.Hard, again: Rating.Again };
const RATING_NAMES = new Map<number, ReviewRating>(Object.entries(GRADES).map(([name, grade]) => [grade, name as ReviewRating]));
const STATE_NAMES: Record<State, ReviewCardState> = {
  [State.New]: "new",
  [State.Learning]: "learning",
  [State.Review]: "review",
  [State.Relearning]: "relearning",
};

export function ratingName(grade: number): ReviewRating {
  const name = RATING_NAMES.get(grade);
  if (!name) throw new Error(`not a review rating: ${grade}`);
  return name;
}

export const stateName = (state: number): ReviewCardState => STATE_NAMES[state as State] ?? "new";

/** The fields a card starts with, before its first answer. */
export function newCardFields(now: Date): CardFields {
  return fieldsOf(createEmptyCard(now), null);
}

export function cardOf(row: CardFields): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    last_review: row.lastReview ?? undefined,
  };
}

export function fieldsOf(card: Card, lastRating: number | null): CardFields {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
    lastRating,
  };
}

export interface Answer {
  id: number;
  rating: number;
  reviewedAt: Date;
}

/**
 * The card after these answers, in the order they were recorded. An answer made offline may carry a
 * time before the card's last review; it then counts as made at that review, never before it.
 */
export function foldAnswers(fields: CardFields, answers: readonly Answer[]): CardFields {
  let card = cardOf(fields);
  let lastRating = fields.lastRating;
  for (const answer of [...answers].sort((a, b) => a.id - b.id)) {
    const at = new Date(Math.max(answer.reviewedAt.getTime(), card.last_review?.getTime() ?? 0));
    card = scheduler.next(card, at, answer.rating as Grade).card;
    lastRating = answer.rating;
  }
  return fieldsOf(card, lastRating);
}
