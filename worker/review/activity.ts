/**
 * Answers on the review screen are the day's activity, as completed lessons are: the streak counts
 * them. They are counted per quarter hour in the database (every time zone's offset is a whole
 * number of quarter hours), so the learner's days are made from a few rows, not from every answer.
 */
import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { reviewLogs } from "../db/schema";

const QUARTER_HOUR_MS = 15 * 60 * 1000;

export function reviewActivity(db: Database, userId: number, since: Date | null) {
  const quarter = sql<number>`(${reviewLogs.reviewedAt} / ${QUARTER_HOUR_MS}) * ${QUARTER_HOUR_MS}`;
  return db
    .select({ quarterStart: quarter, reviews: count() })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.source, "review"), since ? gte(reviewLogs.reviewedAt, since) : undefined))
    .groupBy(quarter);
}
