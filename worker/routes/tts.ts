/** POST /api/tts/generate: the tutor's words as speech (success false where there is no voice). */
import { Hono } from "hono";
import { SpeechBody } from "../../contract/schemas";
import type { AppEnv } from "../app-env";
import { requireVerifiedUser } from "../auth/guards";
import { LIMITS, limitByUser } from "../auth/rate-limit";
import { jsonBody } from "../http/validate";
import { tutorProvider, type ProviderEnv } from "../tutor/providers";
import { speak } from "../tutor/speech";
import { openLesson } from "./lesson-lookup";

export const ttsRoutes = new Hono<AppEnv>().post(
  "/generate",
  requireVerifiedUser,
  limitByUser(LIMITS.speechMinute, LIMITS.speechDay),
  jsonBody(SpeechBody),
  async (c) => {
    const { text, languageCode, lessonId } = c.var.body;
    // Speech for a lesson follows the lesson's paywall.
    if (lessonId) await openLesson(c.var.db, c.var.user, lessonId);
    try {
      return c.json(await speak(c.env.CONTENT, tutorProvider(c.env as ProviderEnv), text, languageCode));
    } catch (error) {
      console.error("speech generation failed", error);
      return c.json({ success: false, audioData: null, error: "Speech could not be generated right now." });
    }
  },
);
