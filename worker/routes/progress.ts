/**
 * Lesson progress: completing a lesson ("Mark lesson as done"), reports of active time, a
 * language's records and the summary of every language the profile shows. The writes live in
 * worker/progress/lesson-progress.ts, shared with the tutor.
 */
import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { ProgressUpdateBody } from "../../contract/schemas";
import type { MessageResponse } from "../../contract/wire";
import type { AppEnv } from "../app-env";
import { requireVerifiedUser } from "../auth/guards";
import { LIMITS, limitByUser } from "../auth/rate-limit";
import type { Database } from "../db/client";
import { cachedCatalogue } from "../lessons/content-cache";
import { coloCacheFor, type ColoCache } from "../edge/colo-cache";
import { lessonProgress } from "../db/schema";
import { jsonError } from "../http/errors";
import { jsonBody } from "../http/validate";
import { completeLesson, recordLessonActivity, toRecord } from "../progress/lesson-progress";
import { progressSummary } from "../progress/summary";
import { forgetLanguageCards } from "../review/language-reset";
import { openLesson } from "../lessons/lookup";

async function languageExists(db: Database, colo: ColoCache, code: string): Promise<boolean> {
  return (await cachedCatalogue(db, colo)).some((language) => language.code === code);
}

export const progressRoutes = new Hono<AppEnv>()
  .use(requireVerifiedUser)
  .post("/lesson/:lessonId/complete", async (c) => {
    const lesson = await openLesson(c.var.db, c.var.user, c.req.param("lessonId"));
    return c.json(await completeLesson(c.var.db, c.var.user.id, lesson));
  })
  .post("/lesson/:lessonId", limitByUser(LIMITS.progressMinute, LIMITS.progressDay), jsonBody(ProgressUpdateBody), async (c) => {
    const lesson = await openLesson(c.var.db, c.var.user, c.req.param("lessonId"));
    return c.json(await recordLessonActivity(c.var.db, c.var.user.id, lesson, c.var.body));
  })
  .get("/summary", async (c) => c.json(await progressSummary(c.var.db, c.var.user)))
  .get("/language/:code", async (c) => {
    const code = c.req.param("code");
    if (!(await languageExists(c.var.db, coloCacheFor(c), code))) return jsonError(c, 404, "Language not found");
    const rows = await c.var.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, c.var.user.id), eq(lessonProgress.languageCode, code)))
      .orderBy(asc(lessonProgress.lessonId));
    return c.json(rows.map(toRecord));
  })
  .delete("/language/:code/reset", async (c) => {
    const code = c.req.param("code");
    if (!(await languageExists(c.var.db, coloCacheFor(c), code))) return jsonError(c, 404, "Language not found");
    await c.var.db
      .delete(lessonProgress)
      .where(and(eq(lessonProgress.userId, c.var.user.id), eq(lessonProgress.languageCode, code)));
    await forgetLanguageCards(c.var.db, c.var.user.id, code);
    return c.json({ message: `Progress for ${code.toUpperCase()} has been reset.` } satisfies MessageResponse);
  });
