/**
 * The learner's streak as GET /api/streak answers it and as home is drawn with (decision 052): the
 * days with a completed lesson or a review answer, counted in `timeZone`, since any restart.
 */
import { and, eq, gte, isNotNull, or, sql } from "drizzle-orm";
import { dayIn } from "../../contract/calendar-day";
import type { StreakDay, StreakSummary } from "../../contract/wire";
import type { UserRow } from "../app-env";
import type { Database } from "../db/client";
import { languages, lessonProgress, lessons } from "../db/schema";
import { reviewActivity } from "../review/activity";
import { computeStreak } from "./streak";

export async function streakSummary(db: Database, user: UserRow, timeZone: string): Promise<StreakSummary> {
  const activityAt = sql<number>`coalesce(${lessonProgress.completedAt}, ${lessonProgress.lastAccessedAt})`;
  const lessonDays = db
    .select({ at: activityAt, title: lessons.title, language: languages.name })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .innerJoin(languages, eq(languages.code, lessonProgress.languageCode))
    .where(
      and(
        eq(lessonProgress.userId, user.id),
        eq(lessonProgress.completed, true),
        or(isNotNull(lessonProgress.completedAt), isNotNull(lessonProgress.lastAccessedAt)),
        user.streakResetAt ? gte(activityAt, user.streakResetAt.getTime()) : undefined,
      ),
    );
  const [rows, reviews] = await db.batch([lessonDays, reviewActivity(db, user.id, user.streakResetAt)]);
  const byDay = new Map<string, StreakDay>();
  const dayOf = (at: number) => {
    const date = dayIn(timeZone, new Date(at));
    const day = byDay.get(date) ?? { date, lessons: [] };
    byDay.set(date, day);
    return day;
  };
  for (const row of rows) dayOf(row.at).lessons.push({ language: row.language, title: row.title });
  for (const { quarterStart, reviews: count } of reviews) {
    const day = dayOf(quarterStart);
    day.reviews = (day.reviews ?? 0) + count;
  }
  const today = dayIn(timeZone, new Date());
  const streak = computeStreak(byDay.keys(), today);
  return {
    currentStreak: streak.current,
    longestStreak: streak.longest,
    hidden: user.streakHidden,
    resetAt: user.streakResetAt?.toISOString() ?? null,
    timeZone,
    today,
    days: [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date)),
  };
}
