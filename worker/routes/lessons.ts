/** GET /api/lessons/{lessonId}: a lesson's text for a learner allowed to open it. */
import { Hono } from "hono";
import type { Lesson } from "../../contract/wire";
import type { AppEnv } from "../app-env";
import { requireVerifiedUser } from "../auth/guards";
import { lessonObjectKey } from "../db/seed";
import { jsonError } from "../http/errors";
import { openLesson } from "./lesson-lookup";

export const lessonRoutes = new Hono<AppEnv>().get("/:lessonId", requireVerifiedUser, async (c) => {
  const lesson = await openLesson(c.var.db, c.var.user, c.req.param("lessonId"));
  const body = await c.env.CONTENT.get(lessonObjectKey(lesson.id));
  if (!body) {
    console.error(`lesson ${lesson.id} has no markdown in R2`);
    return jsonError(c, 503, "This lesson's text is not available right now. Please try again later.");
  }
  const answer: Lesson = {
    lessonId: lesson.id,
    title: lesson.title,
    languageCode: lesson.languageCode,
    number: lesson.number,
    content: await body.text(),
  };
  c.header("Cache-Control", "private, no-cache");
  return c.json(answer);
});
