/**
 * The daily goal (decision 050): the learner's goal (or the default), and today's sentences and
 * minutes in the learner's day. Sentences are answers to cards, from the tutor or the review screen
 * (review_logs); minutes are the active time credited to lessons (learning_minutes). Both are read
 * per quarter hour over the last two days, one batch, and summed in JS for the learner's calendar day,
 * so the day's bounds follow the zone exactly (daylight saving included) without date arithmetic in SQL.
 */
import { and, count, eq, gte } from "drizzle-orm";
import { dayIn } from "../../contract/calendar-day";
import { DAILY_GOAL, type DailyGoalKind } from "../../contract/constants";
import type { DailyGoalToday } from "../../contract/wire";
import type { UserRow } from "../app-env";
import type { Database } from "../db/client";
import { learningMinutes, reviewLogs } from "../db/schema";
import { quarterOf, quarterOfColumn } from "./quarter-hours";

// A calendar day anywhere began less than 50 hours ago (UTC+14 to UTC-12).
const LOOK_BACK_MS = 50 * 60 * 60 * 1000;

export function goalOf(user: Pick<UserRow, "dailyGoalKind" | "dailyGoalAmount">): { kind: DailyGoalKind; amount: number; chosen: boolean } {
  if (user.dailyGoalKind && user.dailyGoalAmount) return { kind: user.dailyGoalKind, amount: user.dailyGoalAmount, chosen: true };
  return { ...DAILY_GOAL.default, chosen: false };
}

export async function dailyGoalToday(db: Database, user: UserRow, timeZone: string, now = new Date()): Promise<DailyGoalToday> {
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  const quarter = quarterOfColumn(reviewLogs.reviewedAt);
  const [answers, minutes] = await db.batch([
    db
      .select({ quarterStart: quarter, count: count() })
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, user.id), gte(reviewLogs.reviewedAt, since)))
      .groupBy(quarter),
    db
      .select({ quarterStart: learningMinutes.quarterStart, minutes: learningMinutes.minutes })
      .from(learningMinutes)
      .where(and(eq(learningMinutes.userId, user.id), gte(learningMinutes.quarterStart, quarterOf(since)))),
  ]);
  const today = dayIn(timeZone, now);
  const isToday = (quarterStart: number) => dayIn(timeZone, new Date(quarterStart)) === today;
  const sentences = answers.filter((row) => isToday(row.quarterStart)).reduce((sum, row) => sum + row.count, 0);
  const minutesToday = minutes.filter((row) => isToday(row.quarterStart)).reduce((sum, row) => sum + row.minutes, 0);
  const goal = goalOf(user);
  const done = goal.kind === "sentences" ? sentences : minutesToday;
  return { ...goal, sentences, minutes: minutesToday, done, met: done >= goal.amount, timeZone, today };
}
