/** Which of a learner's cards count today: those of lessons they can open, and their day's figures. */
import { and, count, eq, gte, lte, sql } from "drizzle-orm";
import { FREE_LESSONS_PER_LANGUAGE, REVIEW_DAILY_CAP_DEFAULT } from "../../contract/constants";
import type { UserRow } from "../app-env";
import { isLessonLocked } from "../auth/access";
import type { Database } from "../db/client";
import { reviewCards, reviewLogs } from "../db/schema";
import { Rating } from "ts-fsrs";

/**
 * The learner's cards of lessons they may open, by the lessons API's own rule: when the first lesson
 * past the free ones is locked for them, so is every later one. A learner who subscribes again gets
 * the hidden cards back as they were.
 */
export function openCardsOf(user: UserRow, now: Date) {
  const locked = isLessonLocked(FREE_LESSONS_PER_LANGUAGE + 1, user, now.getTime());
  return and(eq(reviewCards.userId, user.id), locked ? lte(reviewCards.lessonNumber, FREE_LESSONS_PER_LANGUAGE) : undefined);
}

/** The last answer to the card missed it or needed help: it comes first in the queue. */
export const isMistakeSql = sql<boolean>`(${reviewCards.lastRating} IN (${Rating.Again}, ${Rating.Hard}))`;

export const dailyCapOf = (user: Pick<UserRow, "reviewDailyCap">) => user.reviewDailyCap ?? REVIEW_DAILY_CAP_DEFAULT;

/** Answers given on the review screen since `since` (the tutor's do not use up the daily cap). */
export function reviewsSince(db: Database, userId: number, since: Date) {
  return db
    .select({ count: count() })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.source, "review"), gte(reviewLogs.reviewedAt, since)));
}
