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
import { coloCacheFor } from "../edge/colo-cache";
import { lessonProgress } from "../db/schema";
import { jsonBody } from "../http/validate";
import { completeLesson, recordLessonActivity, toRecord } from "../progress/lesson-progress";
import { progressSummary } from "../progress/summary";
import { forgetLanguageCards } from "../review/language-reset";
import { openLanguage, openLesson } from "../lessons/lookup";

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
    await openLanguage(c.var.db, coloCacheFor(c), code);
    const rows = await c.var.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, c.var.user.id), eq(lessonProgress.languageCode, code)))
      .orderBy(asc(lessonProgress.lessonId));
    return c.json(rows.map(toRecord));
  })
  .delete("/language/:code/reset", async (c) => {
    const code = c.req.param("code");
    await openLanguage(c.var.db, coloCacheFor(c), code);
    await c.var.db
      .delete(lessonProgress)
      .where(and(eq(lessonProgress.userId, c.var.user.id), eq(lessonProgress.languageCode, code)));
    await forgetLanguageCards(c.var.db, c.var.user.id, code);
    return c.json({ message: `Progress for ${code.toUpperCase()} has been reset.` } satisfies MessageResponse);
  });
