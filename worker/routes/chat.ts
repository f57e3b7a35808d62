/** The tutor over HTTP (docs/product/tutor.md): init, history, reset, a text turn, a spoken turn. */
import { Hono } from "hono";
import * as v from "valibot";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../contract/constants";
import { ChatBody, ChatHistoryQuery, ChatInitBody, TryItField } from "../../contract/schemas";
import type { AudioChatReply, MessageResponse, SpeechInputSupport } from "../../contract/wire";
import type { AppEnv } from "../app-env";
import { requireVerifiedUser } from "../auth/guards";
import { LIMITS, limitByUser } from "../auth/rate-limit";
import { jsonError } from "../http/errors";
import { jsonBody, parseOrThrow } from "../http/validate";
import { askTutor, conversationLanguage, openConversation } from "../tutor/conversations";
import { tutorProvider } from "../tutor/providers";
import { readRecordingUpload, transcribeRecording } from "../tutor/recording-upload";
import { speak } from "../tutor/speech";

export const EMPTY_MESSAGE = "Type a message before sending.";

export const chatRoutes = new Hono<AppEnv>()
  .use(requireVerifiedUser)
  .post("/init", jsonBody(ChatInitBody), async (c) => {
    const { stub } = await openConversation(c.env, c.var.db, c.var.user, c.var.body.lessonId, c.executionCtx);
    return c.json(await stub.init());
  })
  /** The newest page of the conversation (older ones with ?page=2…), the number of messages kept in X-Total-Count. */
  .get("/history/:lessonId", async (c) => {
    const { page } = await parseOrThrow(ChatHistoryQuery, { page: c.req.query("page") });
    const { stub } = await openConversation(c.env, c.var.db, c.var.user, c.req.param("lessonId"), c.executionCtx);
    const { messages, total } = await stub.history(page);
    c.header("X-Total-Count", String(total));
    return c.json(messages);
  })
  /** The learner's notes (the scratch pad) on their own, readable offline from the service worker's cache. */
  .get("/notes/:lessonId", async (c) => {
    const { stub } = await openConversation(c.env, c.var.db, c.var.user, c.req.param("lessonId"), c.executionCtx);
    return c.json(await stub.scratchPad());
  })
  .delete("/history/:lessonId/reset", async (c) => {
    const { stub } = await openConversation(c.env, c.var.db, c.var.user, c.req.param("lessonId"), c.executionCtx);
    await stub.reset();
    return c.json({ message: "The conversation has been reset." } satisfies MessageResponse);
  })
  .post("/", limitByUser(LIMITS.chatMinute, LIMITS.chatDay), jsonBody(ChatBody), async (c) => {
    const { lessonId, conversation, tryIt } = c.var.body;
    const text = conversation.findLast((message) => message.role === "user")?.content.trim() ?? "";
    if (!text) return jsonError(c, 400, EMPTY_MESSAGE, { field: "conversation" });
    if (text.length > CHAT_MESSAGE_MAX_LENGTH) {
      return jsonError(c, 400, `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`, { field: "conversation" });
    }
    return c.json(await askTutor({ env: c.env, db: c.var.db, user: c.var.user, lessonId, text, bookmark: c.var.bookmark, tryIt, ctx: c.executionCtx }));
  })
  /** Asked before the microphone is offered, so a learner never records what cannot be sent. */
  .get("/speech-input", (c) => {
    const provider = tutorProvider(c.env);
    return c.json({ serverTranscription: Boolean(provider.speechToText) } satisfies SpeechInputSupport);
  })
  .post("/audio", limitByUser(LIMITS.chatMinute, LIMITS.chatDay, LIMITS.speechMinute, LIMITS.speechDay), async (c) => {
    const { form, audio } = await readRecordingUpload(c);
    const lessonId = v.safeParse(v.pipe(v.string(), v.minLength(1), v.maxLength(40)), form.get("lessonId"));
    if (!lessonId.success) return jsonError(c, 400, "lessonId is required", { field: "lessonId" });
    const tryIt = v.safeParse(TryItField, form.get("tryIt") ?? undefined);
    if (!tryIt.success) return jsonError(c, 400, tryIt.issues[0].message, { field: "tryIt" });
    const languageCode = await conversationLanguage(c.var.db, c.var.user, lessonId.output);
    const transcription = await transcribeRecording(c.env, audio, languageCode);
    const provider = tutorProvider(c.env);
    const text = transcription.slice(0, CHAT_MESSAGE_MAX_LENGTH);
    const reply = await askTutor({ env: c.env, db: c.var.db, user: c.var.user, lessonId: lessonId.output, text, bookmark: c.var.bookmark, tryIt: tryIt.output, ctx: c.executionCtx });
    // docs/product/tutor.md: failing speech is silent; the reply is shown without audio.
    const speech = await speak(c.env.CONTENT, provider, reply.response, languageCode).catch((error: unknown) => {
      console.error("speech generation failed", error);
      return null;
    });
    return c.json({ ...reply, transcription, audioData: speech?.audioData ?? null } satisfies AudioChatReply);
  });
