/**
 * The day's review queue: the learner's due cards (due before their midnight; a card answered here
 * today once its short step is over, decision 048) across every lesson and language they can open,
 * new mistakes first (the newest first), then the rest by how long they have been due, up to what is
 * left of the day's cap; and the cards answered here today that come back later today, with when.
 */
import { and, asc, count, desc, inArray, min, sql } from "drizzle-orm";
import type { Exercise } from "../../contract/lesson-source";
import type { ReviewQueue } from "../../contract/wire";
import type { UserRow } from "../app-env";
import type { Database } from "../db/client";
import { reviewCards } from "../db/schema";
import { stateName } from "./fsrs-card";
import { learnerDay } from "./learner-day";
import { comingBackToday, dailyCapOf, inTodaysQueue, isMistakeSql, openCardsOf, reviewsSince } from "./learner-cards";
import { readFoldedCards } from "./pending-answers";

export async function dailyQueue(db: Database, user: UserRow, timeZone: string, now = new Date()): Promise<ReviewQueue> {
  const day = learnerDay(timeZone, now);
  const dailyCap = dailyCapOf(user);
  const due = and(openCardsOf(user, now), inTodaysQueue(db, user.id, day, now));
  const order = [desc(isMistakeSql), sql`CASE WHEN ${isMistakeSql} THEN -${reviewCards.lastReview} ELSE ${reviewCards.due} END`, asc(reviewCards.id)];
  // The day's cards are chosen from the index alone; only the chosen few are read whole.
  const chosen = db.select({ id: reviewCards.id }).from(reviewCards).where(due).orderBy(...order).limit(dailyCap);
  const [[reviewed], [dueCount], [later], rows] = await readFoldedCards(db, user.id, () => [
    reviewsSince(db, user.id, day.start),
    db.select({ count: count() }).from(reviewCards).where(due),
    db
      .select({ count: count(), first: min(reviewCards.due) })
      .from(reviewCards)
      .where(and(openCardsOf(user, now), comingBackToday(db, user.id, day, now))),
    db
      .select({
        cardId: reviewCards.id,
        lessonId: reviewCards.lessonId,
        languageCode: reviewCards.languageCode,
        lessonNumber: reviewCards.lessonNumber,
        exercise: reviewCards.exercise,
        state: reviewCards.state,
        due: reviewCards.due,
        mistake: isMistakeSql,
      })
      .from(reviewCards)
      .where(inArray(reviewCards.id, chosen))
      .orderBy(...order),
  ]);
  const reviewedToday = reviewed?.count ?? 0;
  const left = Math.max(0, dailyCap - reviewedToday);
  return {
    cards: rows.slice(0, left).map((row) => {
      const exercise = row.exercise as Exercise;
      return {
        cardId: row.cardId,
        lessonId: row.lessonId,
        languageCode: row.languageCode,
        lessonNumber: row.lessonNumber,
        prompt: exercise.prompt,
        nudge: exercise.nudge,
        hint: exercise.hint,
        example: exercise.example,
        structure: exercise.structure,
        state: stateName(row.state),
        due: row.due.toISOString(),
        mistake: Boolean(row.mistake),
      };
    }),
    dailyCap,
    reviewedToday,
    dueToday: dueCount?.count ?? 0,
    laterToday: later?.count ?? 0,
    nextDueToday: later?.first ? later.first.toISOString() : null,
    asOf: now.toISOString(),
  };
}
