/**
 * GET /api/lessons/{lessonId}: a lesson's text for a learner allowed to open it.
 * POST /api/lessons/{lessonId}/speech: one of the lesson's own sentences (those its HTML marks as the
 * lesson's language, and its exercises' model answers, which review plays after an answer) as speech, from the R2 cache or the provider; success false where the provider
 * has no voice for the language, and the browser speaks instead. No other text: it is no free
 * text-to-speech service.
 */
import { Hono } from "hono";
import { LessonSpeechBody } from "../../contract/schemas";
import type { Lesson } from "../../contract/wire";
import type { AppEnv } from "../app-env";
import { requireVerifiedUser } from "../auth/guards";
import { LIMITS, limitByUser } from "../auth/rate-limit";
import { cachedLessonBody } from "../lessons/content-cache";
import { coloCacheFor } from "../edge/colo-cache";
import { jsonError } from "../http/errors";
import { jsonBody } from "../http/validate";
import { tutorProvider } from "../tutor/providers";
import { speak } from "../tutor/speech";
import { openLesson, readLessonText } from "../lessons/lookup";
import { lessonLanguage } from "../lessons/sayings";

export const NOT_THE_LESSONS_WORDS = "Only this lesson's own words can be read aloud.";

export const lessonRoutes = new Hono<AppEnv>()
  .get("/:lessonId", requireVerifiedUser, async (c) => {
    const lesson = await openLesson(c.var.db, c.var.user, c.req.param("lessonId"));
    const { content, html } = await cachedLessonBody(lesson, () => readLessonText(c.env.CONTENT, lesson), coloCacheFor(c));
    const answer: Lesson = { lessonId: lesson.id, title: lesson.title, languageCode: lesson.languageCode, number: lesson.number, content, html };
    c.header("Cache-Control", "private, no-cache");
    return c.json(answer);
  })
  .post("/:lessonId/speech", requireVerifiedUser, limitByUser(LIMITS.speechMinute, LIMITS.speechDay), jsonBody(LessonSpeechBody), async (c) => {
    const lesson = await openLesson(c.var.db, c.var.user, c.req.param("lessonId"));
    const { sayings } = await cachedLessonBody(lesson, () => readLessonText(c.env.CONTENT, lesson), coloCacheFor(c));
    const { text } = c.var.body;
    const ownSentence = sayings.includes(text) || lessonLanguage(lesson.languageCode, "", lesson.exercises).modelAnswers.includes(text);
    if (!ownSentence) return jsonError(c, 422, NOT_THE_LESSONS_WORDS);
    try {
      return c.json(await speak(c.env.CONTENT, tutorProvider(c.env), text, lesson.languageCode));
    } catch (error) {
      console.error("lesson speech failed", error);
      return c.json({ success: false, audioData: null, error: "Speech could not be generated right now." });
    }
  });
