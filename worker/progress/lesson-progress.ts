/**
 * What a learner's progress on a lesson is made of, written as single atomic upserts so parallel
 * calls lose nothing: a lesson is completed when its exercises are done with the tutor or the
 * learner marks it done (completedAt set once); time is the learner's reported active minutes,
 * at most ACTIVE_TIME.maxMinutesPerReport from any one report and maxMinutesPerLessonDay a day; the best score is kept.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { ACTIVE_TIME } from "../../contract/constants";
import type { ProgressRecord } from "../../contract/wire";
import type { Database } from "../db/client";
import { learningMinutes, lessonProgress, lessons, rateLimits } from "../db/schema";
import { quarterOf } from "./quarter-hours";
import { learnerSubject } from "../auth/rate-limit";

type ProgressRow = typeof lessonProgress.$inferSelect;
interface LessonRef {
  id: string;
  languageCode: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toRecord(row: ProgressRow): ProgressRecord {
  return {
    lessonId: row.lessonId,
    completed: row.completed,
    score: row.bestScore,
    timeSpent: row.timeSpent,
    lastAccessedAt: iso(row.lastAccessedAt),
    completedAt: iso(row.completedAt),
    sentencesDone: row.sentencesDone,
    practised: row.practisedAt !== null,
    skipped: row.skippedAt !== null,
  };
}

/**
 * Marks `lesson` completed for the learner; a second completion keeps the first one's time.
 * `practised`: its sentences were done with the tutor (not only read and marked done), kept once set.
 */
export async function completeLesson(db: Database, userId: number, lesson: LessonRef, now = new Date(), { practised = false } = {}): Promise<ProgressRecord> {
  const practisedAt = practised ? now : null;
  const [row] = await db
    .insert(lessonProgress)
    .values({ userId, lessonId: lesson.id, languageCode: lesson.languageCode, completed: true, completedAt: now, lastAccessedAt: now, practisedAt })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        completed: true,
        completedAt: sql`coalesce(${lessonProgress.completedAt}, excluded.completed_at)`,
        practisedAt: sql`coalesce(${lessonProgress.practisedAt}, excluded.practised_at)`,
        lastAccessedAt: now,
      },
    })
    .returning();
  return toRecord(row!);
}

/**
 * For the tutor, when the learner has done the lesson's last exercise: marks the lesson completed
 * for `userId`. Null when no such lesson exists. The tutor has already checked the paywall when the
 * conversation was opened, so this does not check it again.
 */
export async function markLessonCompleted(db: Database, userId: number, lessonId: string, now = new Date()): Promise<ProgressRecord | null> {
  const [lesson] = await db.select({ id: lessons.id, languageCode: lessons.languageCode }).from(lessons).where(eq(lessons.id, lessonId)).limit(1);
  return lesson ? completeLesson(db, userId, lesson, now, { practised: true }) : null;
}

/**
 * For the tutor, when the learner moved to another sentence (finished one, or started the lesson
 * over): where "Continue" on home picks up. One statement, for the turn's batch; the lesson's
 * language comes from its row, so the record can be the learner's first of the lesson.
 */
export function sentencesDoneStatement(db: Database, userId: number, lessonId: string, sentencesDone: number, now = new Date()) {
  return db
    .insert(lessonProgress)
    .select(newRecordsFor(db, userId, eq(lessons.id, lessonId), { lastAccessedAt: now.getTime(), sentencesDone }))
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: { sentencesDone: sql`excluded.sentences_done`, lastAccessedAt: sql`excluded.last_accessed_at` },
    });
}

/**
 * A fresh record, for `insert … select`, of each lesson `which` picks: the language taken from the
 * lesson's row, the given fields set, every other one as a record starts (nothing done, no time).
 */
export function newRecordsFor(
  db: Database,
  userId: number,
  which: SQL | undefined,
  set: { lastAccessedAt?: number; sentencesDone?: number; skippedAt?: number },
) {
  const value = (given: number | undefined, column: string) => (given === undefined ? sql<null>`NULL` : sql<number>`${given}`).as(column);
  return db
    .select({
      userId: sql<number>`${userId}`.as("user_id"),
      lessonId: lessons.id,
      languageCode: lessons.languageCode,
      completed: sql<number>`0`.as("completed"),
      bestScore: sql<number>`0`.as("best_score"),
      timeSpent: sql<number>`0`.as("time_spent"),
      lastAccessedAt: value(set.lastAccessedAt, "last_accessed_at"),
      completedAt: sql<null>`NULL`.as("completed_at"),
      sentencesDone: value(set.sentencesDone, "sentences_done"),
      practisedAt: sql<null>`NULL`.as("practised_at"),
      skippedAt: value(set.skippedAt, "skipped_at"),
    })
    .from(lessons)
    .where(which);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Adds a report of active minutes (counted up to the per-report cap and what is left of the lesson's
 * daily allowance) and a score to the lesson's record. The allowance is counted in a rate_limits row
 * of the day (erased with the account, swept nightly). A report with time is one batch, a
 * transaction, of three statements: the record takes the minutes the day's row still allows, then the
 * row counts them, so parallel reports cannot both take the last minutes; the minutes also go to the
 * learner's quarter hour for the daily goal (learning_minutes). One round trip.
 */
export async function recordLessonActivity(
  db: Database,
  userId: number,
  lesson: LessonRef,
  report: { score: number; timeSpent: number },
  now = new Date(),
): Promise<ProgressRecord> {
  const claimed = Math.min(report.timeSpent, ACTIVE_TIME.maxMinutesPerReport);
  const key = `lesson-minutes:${learnerSubject(userId)}:${lesson.id}`;
  const day = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const perDay = ACTIVE_TIME.maxMinutesPerLessonDay;
  // What the day's row has counted: nothing on another day (the row is reset when it is next counted).
  const countedToday = sql`coalesce((select case when ${rateLimits.windowStart} = ${day} then ${rateLimits.count} else 0 end from ${rateLimits} where ${rateLimits.key} = ${key}), 0)`;
  const minutes = claimed === 0 ? 0 : sql`max(0, min(${claimed}, ${perDay} - ${countedToday}))`;
  const record = db
    .insert(lessonProgress)
    .values({ userId, lessonId: lesson.id, languageCode: lesson.languageCode, bestScore: report.score, timeSpent: minutes, lastAccessedAt: now })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        timeSpent: sql`${lessonProgress.timeSpent} + excluded.time_spent`,
        bestScore: sql`max(${lessonProgress.bestScore}, excluded.best_score)`,
        lastAccessedAt: now,
      },
    })
    .returning();
  if (claimed === 0) return toRecord((await record)[0]!);
  const [[row]] = await db.batch([
    record,
    // The same minutes, in the learner's quarter hour, for the daily goal (read before the day's row counts them).
    db
      .insert(learningMinutes)
      .values({ userId, quarterStart: quarterOf(now), minutes })
      .onConflictDoUpdate({ target: [learningMinutes.userId, learningMinutes.quarterStart], set: { minutes: sql`${learningMinutes.minutes} + excluded.minutes` } }),
    db
      .insert(rateLimits)
      .values({ key, windowStart: day, count: Math.min(perDay, claimed) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`min(${perDay}, CASE WHEN ${rateLimits.windowStart} = excluded.window_start THEN ${rateLimits.count} ELSE 0 END + ${claimed})`,
          windowStart: sql`excluded.window_start`,
        },
      }),
  ]);
  return toRecord(row!);
}
