/** Which of a learner's cards count today: those of lessons they can open, and their day's figures. */
import { and, count, eq, gt, gte, lt, lte, inArray, notInArray, or, sql } from "drizzle-orm";
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

/** The cards answered on the review screen since the learner's day began. */
function answeredHereSince(db: Database, userId: number, since: Date) {
  return db
    .select({ cardId: reviewLogs.cardId })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.source, "review"), gte(reviewLogs.reviewedAt, since)));
}

/**
 * The cards in today's queue (decision 048): those due before the learner's midnight, so a sentence
 * met with the tutor today can be reviewed today, but a card answered on the review screen today only
 * once it is due again: FSRS brings a missed or new sentence back after a short step (minutes), and
 * until then it is not due, neither on the screen nor in the header's count.
 */
export function inTodaysQueue(db: Database, userId: number, day: { start: Date; end: Date }, now: Date) {
  return and(lt(reviewCards.due, day.end), or(lte(reviewCards.due, now), notInArray(reviewCards.id, answeredHereSince(db, userId, day.start))));
}

/** Cards answered on the review screen today that come back later today, when their short step ends. */
export function comingBackToday(db: Database, userId: number, day: { start: Date; end: Date }, now: Date) {
  return and(lt(reviewCards.due, day.end), gt(reviewCards.due, now), inArray(reviewCards.id, answeredHereSince(db, userId, day.start)));
}
