/** GET /api/lessons/{lessonId}: a lesson's text for a learner allowed to open it. */
import { Hono } from "hono";
import type { Lesson } from "../../contract/wire";
import type { AppEnv } from "../app-env";
import { requireVerifiedUser } from "../auth/guards";
import { cachedLessonBody } from "../db/content-cache";
import { openLesson, readLessonText } from "./lesson-lookup";

export const lessonRoutes = new Hono<AppEnv>().get("/:lessonId", requireVerifiedUser, async (c) => {
  const lesson = await openLesson(c.var.db, c.var.user, c.req.param("lessonId"));
  const answer: Lesson = {
    lessonId: lesson.id,
    title: lesson.title,
    languageCode: lesson.languageCode,
    number: lesson.number,
    ...(await cachedLessonBody(lesson, () => readLessonText(c.env.CONTENT, lesson))),
  };
  c.header("Cache-Control", "private, no-cache");
  return c.json(answer);
});
