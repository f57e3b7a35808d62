/** The learner's streak (days with a completed lesson or a review answer): GET /api/streak?timeZone=…, hiding it, and starting it again. */
import { and, eq, gte, isNotNull, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { StreakVisibilityBody } from "../../contract/schemas";
import type { StreakDay, StreakSummary } from "../../contract/wire";
import type { AppEnv } from "../app-env";
import { requireVerifiedUser } from "../auth/guards";
import { languages, lessonProgress, lessons, users } from "../db/schema";
import { askedTimeZone } from "../http/time-zone";
import { jsonBody } from "../http/validate";
import { dayIn } from "../../contract/calendar-day";
import { computeStreak } from "../progress/streak";
import { reviewActivity } from "../review/activity";

export const streakRoutes = new Hono<AppEnv>()
  .use(requireVerifiedUser)
  .get("/", async (c) => {
    const timeZone = askedTimeZone(c);
    const user = c.var.user;
    const activityAt = sql<number>`coalesce(${lessonProgress.completedAt}, ${lessonProgress.lastAccessedAt})`;
    const lessonDays = c.var.db
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
    const [rows, reviews] = await c.var.db.batch([lessonDays, reviewActivity(c.var.db, user.id, user.streakResetAt)]);
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
    const summary: StreakSummary = {
      currentStreak: streak.current,
      longestStreak: streak.longest,
      hidden: user.streakHidden,
      resetAt: user.streakResetAt?.toISOString() ?? null,
      timeZone,
      today,
      days: [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date)),
    };
    return c.json(summary);
  })
  .post("/visibility", jsonBody(StreakVisibilityBody), async (c) => {
    await c.var.db.update(users).set({ streakHidden: c.var.body.hidden }).where(eq(users.id, c.var.user.id));
    return c.json({ hidden: c.var.body.hidden });
  })
  .post("/reset", async (c) => {
    const resetAt = new Date();
    await c.var.db.update(users).set({ streakResetAt: resetAt }).where(eq(users.id, c.var.user.id));
    return c.json({ resetAt: resetAt.toISOString() });
  });
