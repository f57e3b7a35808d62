/**
 * Review cards: the day's queue, answers, the learner's figures and their daily cap. Cards of
 * lessons the learner cannot open (now) are left out everywhere, and an answer to one is refused.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { ReviewAnswerBody, ReviewSettingsBody, ReviewTranscribeForm } from "../../contract/schemas";
import type { ReviewSettings, ReviewTranscription } from "../../contract/wire";
import type { AppEnv } from "../app-env";
import { requireVerifiedUser } from "../auth/guards";
import { LIMITS, limitByUser } from "../auth/rate-limit";
import { users } from "../db/schema";
import { askedTimeZone } from "../http/time-zone";
import { jsonBody, parseOrThrow } from "../http/validate";
import { recordReviewAnswer } from "../review/answer";
import { cardLanguage } from "../review/card-language";
import { dailyQueue } from "../review/queue";
import { reviewSummary } from "../review/summary";
import { readRecordingUpload, transcribeRecording } from "../tutor/recording-upload";

export const reviewRoutes = new Hono<AppEnv>()
  .use(requireVerifiedUser)
  .get("/queue", async (c) => c.json(await dailyQueue(c.var.db, c.var.user, askedTimeZone(c))))
  .get("/summary", async (c) => c.json(await reviewSummary(c.var.db, c.var.user, askedTimeZone(c))))
  .post("/answers", limitByUser(LIMITS.reviewAnswerMinute, LIMITS.reviewAnswerDay), jsonBody(ReviewAnswerBody), async (c) => c.json(await recordReviewAnswer(c.var.db, c.var.user, c.var.body)))
  /**
   * A spoken answer where the browser cannot recognise the card's language: only its words come back,
   * for the learner to check before sending them as the answer. Speech costs money: the speech limits apply.
   */
  .post("/transcribe", limitByUser(LIMITS.speechMinute, LIMITS.speechDay), async (c) => {
    const { form, audio } = await readRecordingUpload(c);
    const { cardId } = await parseOrThrow(ReviewTranscribeForm, { cardId: form.get("cardId") ?? undefined });
    const languageCode = await cardLanguage(c.var.db, c.var.user, cardId);
    return c.json({ transcription: await transcribeRecording(c.env, audio, languageCode) } satisfies ReviewTranscription);
  })
  .put("/settings", jsonBody(ReviewSettingsBody), async (c) => {
    await c.var.db.update(users).set({ reviewDailyCap: c.var.body.dailyCap }).where(eq(users.id, c.var.user.id));
    return c.json({ dailyCap: c.var.body.dailyCap } satisfies ReviewSettings);
  });
