/**
 * Lesson progress. Each write is one atomic upsert, so a burst of parallel calls for one lesson
 * loses no minutes: time accumulates, the best score is kept, completedAt is set once.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { ProgressUpdateBody } from "../../contract/schemas";
import type { MessageResponse, ProgressRecord } from "../../contract/wire";
import type { AppEnv } from "../app-env";
import { requireVerifiedUser } from "../auth/guards";
import type { Database } from "../db/client";
import { cachedCatalogue } from "../db/content-cache";
import { lessonProgress } from "../db/schema";
import { jsonError } from "../http/errors";
import { jsonBody } from "../http/validate";
import { forgetLanguageCards } from "../review/language-reset";
import { openLesson } from "./lesson-lookup";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toRecord(row: typeof lessonProgress.$inferSelect): ProgressRecord {
  return {
    lessonId: row.lessonId,
    completed: row.completed,
    score: row.bestScore,
    timeSpent: row.timeSpent,
    lastAccessedAt: iso(row.lastAccessedAt),
    completedAt: iso(row.completedAt),
  };
}

async function languageExists(db: Database, code: string): Promise<boolean> {
  return (await cachedCatalogue(db)).some((language) => language.code === code);
}

export const progressRoutes = new Hono<AppEnv>()
  .use(requireVerifiedUser)
  .post("/lesson/:lessonId/complete", async (c) => {
    const lesson = await openLesson(c.var.db, c.var.user, c.req.param("lessonId"));
    const now = new Date();
    const [row] = await c.var.db
      .insert(lessonProgress)
      .values({ userId: c.var.user.id, lessonId: lesson.id, languageCode: lesson.languageCode, completed: true, completedAt: now, lastAccessedAt: now })
      .onConflictDoUpdate({
        target: [lessonProgress.userId, lessonProgress.lessonId],
        set: {
          completed: true,
          completedAt: sql`coalesce(${lessonProgress.completedAt}, excluded.completed_at)`,
          lastAccessedAt: now,
        },
      })
      .returning();
    return c.json(toRecord(row!));
  })
  .post("/lesson/:lessonId", jsonBody(ProgressUpdateBody), async (c) => {
    const lesson = await openLesson(c.var.db, c.var.user, c.req.param("lessonId"));
    const { score, timeSpent } = c.var.body;
    const now = new Date();
    const [row] = await c.var.db
      .insert(lessonProgress)
      .values({ userId: c.var.user.id, lessonId: lesson.id, languageCode: lesson.languageCode, bestScore: score, timeSpent, lastAccessedAt: now })
      .onConflictDoUpdate({
        target: [lessonProgress.userId, lessonProgress.lessonId],
        set: {
          timeSpent: sql`${lessonProgress.timeSpent} + excluded.time_spent`,
          bestScore: sql`max(${lessonProgress.bestScore}, excluded.best_score)`,
          lastAccessedAt: now,
        },
      })
      .returning();
    return c.json(toRecord(row!));
  })
  .get("/language/:code", async (c) => {
    const code = c.req.param("code");
    if (!(await languageExists(c.var.db, code))) return jsonError(c, 404, "Language not found");
    const rows = await c.var.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, c.var.user.id), eq(lessonProgress.languageCode, code)))
      .orderBy(asc(lessonProgress.lessonId));
    return c.json(rows.map(toRecord));
  })
  .delete("/language/:code/reset", async (c) => {
    const code = c.req.param("code");
    if (!(await languageExists(c.var.db, code))) return jsonError(c, 404, "Language not found");
    await c.var.db
      .delete(lessonProgress)
      .where(and(eq(lessonProgress.userId, c.var.user.id), eq(lessonProgress.languageCode, code)));
    await forgetLanguageCards(c.var.db, c.var.user.id, code);
    return c.json({ message: `Progress for ${code.toUpperCase()} has been reset.` } satisfies MessageResponse);
  });
