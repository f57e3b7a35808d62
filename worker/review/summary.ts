/** The learner's review figures: cards learned, due today, today's queue, and the coming days' load. */
import { and, count, eq, lt, sum } from "drizzle-orm";
import { State } from "ts-fsrs";
import { REVIEW_FORECAST_DAYS } from "../../contract/constants";
import type { ReviewForecastDay, ReviewSummary } from "../../contract/wire";
import type { UserRow } from "../app-env";
import type { Database } from "../db/client";
import { reviewCards } from "../db/schema";
import { dayStart, learnerDay, nextDay } from "./learner-day";
import { dailyCapOf, inTodaysQueue, openCardsOf, reviewsSince } from "./learner-cards";
import { readFoldedCards } from "./pending-answers";

/** Each card due before the horizon counts on the day it falls due; overdue ones count today. */
function forecastOf(dues: readonly Date[], timeZone: string, today: string): ReviewForecastDay[] {
  const days = Array.from({ length: REVIEW_FORECAST_DAYS }, (_, offset) => nextDay(today, offset));
  const ends = days.map((day) => dayStart(timeZone, nextDay(day)).getTime());
  const forecast = days.map((date) => ({ date, due: 0 }));
  for (const due of dues) {
    const index = ends.findIndex((end) => due.getTime() < end);
    if (index >= 0) forecast[index]!.due++;
  }
  return forecast;
}

export async function reviewSummary(db: Database, user: UserRow, timeZone: string, now = new Date()): Promise<ReviewSummary> {
  const day = learnerDay(timeZone, now);
  const horizon = dayStart(timeZone, nextDay(day.today, REVIEW_FORECAST_DAYS));
  const open = openCardsOf(user, now);
  const [[reviewed], [totals], [queued], dues] = await readFoldedCards(db, user.id, () => [
    reviewsSince(db, user.id, day.start),
    db.select({ total: count(), learned: sum(eq(reviewCards.state, State.Review)).mapWith(Number) }).from(reviewCards).where(open),
    // Today's queue as the review screen has it: the header's count follows it (decision 048).
    db.select({ count: count() }).from(reviewCards).where(and(open, inTodaysQueue(db, user.id, day, now))),
    db.select({ due: reviewCards.due }).from(reviewCards).where(and(open, lt(reviewCards.due, horizon))),
  ]);
  const forecast = forecastOf(dues.map((row) => row.due), timeZone, day.today);
  const dailyCap = dailyCapOf(user);
  const reviewedToday = reviewed?.count ?? 0;
  const dueToday = forecast[0]?.due ?? 0;
  return {
    learned: totals?.learned ?? 0,
    total: totals?.total ?? 0,
    dueToday,
    reviewedToday,
    dailyCap,
    inQueue: Math.min(queued?.count ?? 0, Math.max(0, dailyCap - reviewedToday)),
    timeZone,
    forecast,
  };
}
