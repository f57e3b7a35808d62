/**
 * Answers on the review screen are the day's activity, as completed lessons are: the streak counts
 * them. They are counted per quarter hour in the database (progress/quarter-hours.ts), so the
 * learner's days are made from a few rows, not from every answer.
 */
import { and, count, eq, gte } from "drizzle-orm";
import type { Database } from "../db/client";
import { reviewLogs } from "../db/schema";
import { quarterOfColumn } from "../progress/quarter-hours";

export function reviewActivity(db: Database, userId: number, since: Date | null) {
  const quarter = quarterOfColumn(reviewLogs.reviewedAt);
  return db
    .select({ quarterStart: quarter, reviews: count() })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.source, "review"), since ? gte(reviewLogs.reviewedAt, since) : undefined))
    .groupBy(quarter);
}
