/**
 * POST /api/tts/generate: the tutor's words as speech (success false where there is no voice). Only
 * words the tutor said in the learner's conversation of a lesson they may open are synthesised (and
 * cached), in that lesson's language: the route is no free text-to-speech service.
 */
import { Hono } from "hono";
import { SpeechBody } from "../../contract/schemas";
import type { AppEnv } from "../app-env";
import { requireVerifiedUser } from "../auth/guards";
import { LIMITS, limitByUser } from "../auth/rate-limit";
import { jsonError } from "../http/errors";
import { jsonBody } from "../http/validate";
import { saidByTutor } from "../tutor/conversations";
import { tutorProvider } from "../tutor/providers";
import { speak } from "../tutor/speech";
import { openLesson } from "../lessons/lookup";

export const NOT_THE_TUTORS_WORDS = "Only the tutor's messages in this lesson's conversation can be read aloud.";

export const ttsRoutes = new Hono<AppEnv>().post(
  "/generate",
  requireVerifiedUser,
  limitByUser(LIMITS.speechMinute, LIMITS.speechDay),
  jsonBody(SpeechBody),
  async (c) => {
    const { text, lessonId } = c.var.body;
    // Speech for a lesson follows the lesson's paywall.
    const lesson = await openLesson(c.var.db, c.var.user, lessonId);
    if (!(await saidByTutor(c.env, c.var.db, c.var.user.id, lesson.id, text))) return jsonError(c, 422, NOT_THE_TUTORS_WORDS);
    try {
      return c.json(await speak(c.env.CONTENT, tutorProvider(c.env), text, lesson.languageCode));
    } catch (error) {
      console.error("speech generation failed", error);
      return c.json({ success: false, audioData: null, error: "Speech could not be generated right now." });
    }
  },
);
