/**
 * A spoken review answer where the browser cannot recognise the language: the recording is uploaded,
 * transcribed in the card's language and dropped; only the words come back, for the learner to check.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUDIO_UPLOAD_MAX_BYTES } from "../../contract/constants";
import { LIMITS } from "../auth/rate-limit";
import { users } from "../db/schema";
import { call, db, DEMO, signIn } from "../test/client";
import { standClockStillMidWindow } from "../test/clock";
import { meet, storedCard, userNamed } from "../test/review-cards";
import { SPEECH_INPUT_UNAVAILABLE } from "../tutor/recording-upload";
import { LOCKED_LESSON_ID } from "../test/fixtures";

const testEnv = env as typeof env & { AI_PROVIDER: string };
type AiRun = (model: string, input: Record<string, unknown>) => Promise<unknown>;

let cookie: string;
let learnerId: number;
let provider: string;
beforeEach(async () => {
  provider = testEnv.AI_PROVIDER;
  cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
  learnerId = (await userNamed("learner")).id;
});
afterEach(() => {
  testEnv.AI_PROVIDER = provider;
  vi.restoreAllMocks();
});

const setTier = (subscriptionTier: "free" | "premium") => db().update(users).set({ subscriptionTier }).where(eq(users.id, learnerId));

async function cardOf(lessonId: string): Promise<number> {
  await meet(learnerId, [[lessonId, 0, "again"]]);
  return (await storedCard(learnerId, lessonId, 0))!.id;
}

function recording(cardId: number | string, audio: File = new File([new Uint8Array(2000)], "answer.webm", { type: "audio/webm;codecs=opus" })) {
  const form = new FormData();
  form.append("audio", audio);
  form.append("cardId", String(cardId));
  return form;
}

const transcribe = (body: FormData, withCookie: string | null = cookie) => call("/api/review/transcribe", { cookie: withCookie ?? undefined, body });

/** Workers AI's Whisper, answering `text` and noting what it was asked. */
function whisperHears(text: string) {
  testEnv.AI_PROVIDER = "workers-ai";
  return vi.spyOn(env.AI as unknown as { run: AiRun }, "run").mockImplementation(async () => ({ text }));
}

describe("POST /api/review/transcribe", () => {
  it("answers only the words heard, in the card's language", async () => {
    const run = whisperHears(" Das ist gut. ");
    const response = await transcribe(recording(await cardOf("de-lesson01")));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ transcription: "Das ist gut." });
    expect(run).toHaveBeenCalledOnce();
    expect(run.mock.calls[0]![1]).toMatchObject({ language: "de" });
  });

  it("refuses a learner who is signed out", async () => {
    const response = await transcribe(recording(await cardOf("de-lesson01")), null);
    expect(response.status).toBe(401);
  });

  it("refuses a card of a lesson the learner can no longer open, before transcribing anything", async () => {
    const run = whisperHears("Das ist gut.");
    await setTier("premium");
    const cardId = await cardOf(LOCKED_LESSON_ID);
    await setTier("free");
    const response = await transcribe(recording(cardId));
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ locked: true, message: expect.any(String) });
    expect(run).not.toHaveBeenCalled();
  });

  it("refuses another learner's card as not found", async () => {
    whisperHears("Das ist gut.");
    const cardId = await cardOf("de-lesson01");
    const other = await signIn(DEMO.premium.username, DEMO.premium.password);
    expect((await transcribe(recording(cardId), other)).status).toBe(404);
  });

  it("refuses a recording over the size limit with 413", async () => {
    whisperHears("Das ist gut.");
    const big = new File([new Uint8Array(AUDIO_UPLOAD_MAX_BYTES + 1)], "answer.webm", { type: "audio/webm" });
    const response = await transcribe(recording(await cardOf("de-lesson01"), big));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: expect.stringContaining("10 MB") });
  });

  it("refuses what is not audio with 415, and a missing card id with 400", async () => {
    whisperHears("Das ist gut.");
    const cardId = await cardOf("de-lesson01");
    const text = await transcribe(recording(cardId, new File(["hello"], "notes.txt", { type: "text/plain" })));
    expect(text.status).toBe(415);
    const json = await call("/api/review/transcribe", { cookie, json: { cardId } });
    expect(json.status).toBe(415);
    const noCard = new FormData();
    noCard.append("audio", new File([new Uint8Array(10)], "a.webm", { type: "audio/webm" }));
    const missing = await transcribe(noCard);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: "cardId" });
  });

  it("says clearly, with 501, when the server cannot transcribe (the offline tutor)", async () => {
    testEnv.AI_PROVIDER = "offline";
    const response = await transcribe(recording(await cardOf("de-lesson01")));
    expect(response.status).toBe(501);
    expect(await response.json()).toEqual({ message: SPEECH_INPUT_UNAVAILABLE });
  });

  it("answers 422 when no words were heard, without recording a review", async () => {
    whisperHears("   ");
    const response = await transcribe(recording(await cardOf("de-lesson01")));
    expect(response.status).toBe(422);
  });

  it("counts against the same speech limit as the chat's spoken turns", async () => {
    // 31 uploads must fall in one minute's window, however slow the machine.
    standClockStillMidWindow();
    testEnv.AI_PROVIDER = "offline";
    const cardId = await cardOf("de-lesson01");
    for (let sent = 0; sent < LIMITS.speechMinute.max; sent++) expect((await transcribe(recording(cardId))).status).toBe(501);
    const over = await transcribe(recording(cardId));
    expect(over.status).toBe(429);
    expect(over.headers.get("Retry-After")).toBeTruthy();
    const chat = new FormData();
    chat.append("audio", new File([new Uint8Array(2000)], "speech.webm", { type: "audio/webm" }));
    chat.append("lessonId", "de-lesson01");
    expect((await call("/api/chat/audio", { cookie, body: chat })).status).toBe(429);
  }, 30_000);
});
