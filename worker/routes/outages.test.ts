/**
 * When R2 or the AI fails, the learner still gets an answer the screen can show: a JSON message
 * with 503 (or, for speech, the reply without audio), never a bare 500, a hang or a stack trace,
 * and the conversation keeps nothing half written.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AudioChatReply, ChatInitResponse, ChatMessage, TutorServerMessage } from "../../contract/wire";
import { lessonObjectKey } from "../lessons/r2-keys";
import { call, DEMO, signIn } from "../test/client";
import { TUTOR_UNAVAILABLE } from "../tutor/conversations";
import { TRANSCRIPTION_UNAVAILABLE } from "../tutor/recording-upload";
import { LESSON_TEXT_UNAVAILABLE } from "../lessons/lookup";

const testEnv = env as typeof env & { AI_PROVIDER: string };
const REPLY = "Good try! Think about who is speaking, then say it again.";
/** What the fakes throw; it must never reach the learner. */
const INTERNAL = "internal error 10001 at line 7";

let cookie: string;
let provider: string;
let started: number;
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  started = Date.now();
  provider = testEnv.AI_PROVIDER;
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
  cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
});
afterEach(() => {
  testEnv.AI_PROVIDER = provider;
  vi.restoreAllMocks();
});

type AiRun = (model: string, input: Record<string, unknown>) => Promise<unknown>;

/** The chunks one read at a time, then the end, or an error as when a connection drops. */
function stream(chunks: string[], thenFail = false): ReadableStream<Uint8Array> {
  const rest = [...chunks];
  return new ReadableStream({
    pull(controller) {
      const chunk = rest.shift();
      if (chunk !== undefined) controller.enqueue(new TextEncoder().encode(chunk));
      else if (thenFail) controller.error(new Error(INTERNAL));
      else controller.close();
    },
  });
}

/** Workers AI as production uses it, with each of its parts working or failing as asked. */
function workersAi(plan: { reply?: "works" | "fails" | "breaks off"; transcription?: "works" | "fails"; speech?: "works" | "fails" }) {
  testEnv.AI_PROVIDER = "workers-ai";
  const run: AiRun = async (model, input) => {
    if (model.includes("whisper")) {
      if (plan.transcription === "fails") throw new Error(INTERNAL);
      return { text: "Hola, qué tal" };
    }
    if (model.includes("aura")) {
      if (plan.speech === "fails") throw new Error(INTERNAL);
      return stream(["\u0000\u0001"]);
    }
    if (!input.stream) return { response: "not a scratch pad" };
    if (plan.reply === "fails") throw new Error(INTERNAL);
    const events = REPLY.split(" ").map((word) => `data: ${JSON.stringify({ response: `${word} ` })}\n\n`);
    return plan.reply === "breaks off" ? stream(events.slice(0, 3), true) : stream([...events, "data: [DONE]\n\n"]);
  };
  vi.spyOn(env.AI as unknown as { run: AiRun }, "run").mockImplementation(run);
}

/** The greeting of a new Spanish conversation (Spanish has a voice on Workers AI). */
async function spanishGreeting(): Promise<string> {
  const response = await call("/api/chat/init", { cookie, json: { lessonId: "es-lesson01" } });
  return ((await response.json()) as ChatInitResponse).response;
}

function r2Fails() {
  vi.spyOn(env.CONTENT, "get").mockRejectedValue(new Error(INTERNAL));
}

/** The answer is the JSON message, and nothing of what went wrong inside. */
async function expectMessage(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ message });
  expect(text).not.toContain(INTERNAL);
}

const init = (lessonId = "de-lesson01") => call("/api/chat/init", { cookie, json: { lessonId } });
const say = (content: string, lessonId = "de-lesson01") => call("/api/chat", { cookie, json: { lessonId, conversation: [{ role: "user", content }] } });
const history = async (lessonId = "de-lesson01") => (await (await call(`/api/chat/history/${lessonId}`, { cookie })).json()) as ChatMessage[];

function speakAloud(lessonId: string) {
  const form = new FormData();
  form.append("audio", new File([new Uint8Array(2000)], "speech.webm", { type: "audio/webm;codecs=opus" }));
  form.append("lessonId", lessonId);
  return call("/api/chat/audio", { cookie, body: form });
}

/** Sends one message over the tutor's websocket and collects what comes back, up to the reply or the error. */
async function overSocket(text: string): Promise<TutorServerMessage[]> {
  const response = await call("/ws/tutor/de-lesson01", { cookie, headers: { Upgrade: "websocket" } });
  const socket = response.webSocket!;
  socket.accept();
  const received: TutorServerMessage[] = [];
  await new Promise<void>((resolve) => {
    socket.addEventListener("message", (event) => {
      received.push(JSON.parse(event.data as string) as TutorServerMessage);
      if (received.at(-1)!.type !== "delta") resolve();
    });
    socket.send(JSON.stringify({ type: "message", text }));
  });
  socket.close(1000, "done");
  return received;
}

describe("when R2 cannot give a lesson's text", () => {
  const outages = {
    "the object is missing": () => env.CONTENT.delete(lessonObjectKey("de-lesson01")),
    "the read fails": r2Fails,
  };

  it.each(Object.keys(outages) as (keyof typeof outages)[])("the lesson answers 503 with a message to show when %s", async (outage) => {
    await outages[outage]();
    await expectMessage(await call("/api/lessons/de-lesson01", { cookie }), 503, LESSON_TEXT_UNAVAILABLE);
  });

  it("the tutor answers 503 with the same message, and opens once R2 is back", async () => {
    r2Fails();
    await expectMessage(await init(), 503, LESSON_TEXT_UNAVAILABLE);
    await expectMessage(await say("hallo"), 503, LESSON_TEXT_UNAVAILABLE);
    await expectMessage(await call("/ws/tutor/de-lesson01", { cookie, headers: { Upgrade: "websocket" } }), 503, LESSON_TEXT_UNAVAILABLE);
    vi.restoreAllMocks();
    expect((await init()).status).toBe(200);
  });
});

describe("when the AI fails", () => {
  it("a text turn answers 503 with a message and stores nothing, so sending again works", async () => {
    await init();
    workersAi({ reply: "fails" });
    await expectMessage(await say("Das ist gud"), 503, TUTOR_UNAVAILABLE);
    expect((await history()).map((message) => message.role)).toEqual(["assistant"]);

    workersAi({ reply: "works" });
    const retry = await say("Das ist gud");
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ response: REPLY.trim() });
    expect((await history()).map((message) => [message.role, message.content])).toEqual([
      ["assistant", expect.stringContaining("Lesson 1")],
      ["user", "Das ist gud"],
      ["assistant", REPLY.trim()],
    ]);
  });

  it("a reply breaking off over the websocket ends in the error message, and no half reply is kept", async () => {
    await init();
    workersAi({ reply: "breaks off" });
    const received = await overSocket("Das ist gud");
    expect(received.filter((message) => message.type === "delta").length).toBeGreaterThan(0);
    expect(received.at(-1)).toEqual({ type: "error", message: "I'm sorry, I encountered an error." });
    expect(await history()).toHaveLength(1);
  });

  it("a spoken turn answers 503 when the recording cannot be transcribed, or the tutor cannot reply", async () => {
    await init();
    workersAi({ transcription: "fails" });
    await expectMessage(await speakAloud("de-lesson01"), 503, TRANSCRIPTION_UNAVAILABLE);
    workersAi({ reply: "fails" });
    await expectMessage(await speakAloud("de-lesson01"), 503, TUTOR_UNAVAILABLE);
    expect(await history()).toHaveLength(1);
  });

  it("a spoken turn whose speech fails still answers the reply, without audio", async () => {
    workersAi({ reply: "works", speech: "fails" });
    const response = await speakAloud("es-lesson01");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ transcription: "Hola, qué tal", response: REPLY.trim(), audioData: null } satisfies Partial<AudioChatReply>);
    expect(errors).toHaveBeenCalledWith("speech generation failed", expect.any(Error));
  });

  it.each([
    ["the voice fails", () => workersAi({ speech: "fails" })],
    ["the speech cache in R2 fails", () => (workersAi({ speech: "works" }), r2Fails())],
  ])("speech answers success false, logged, when %s", async (_label, outage) => {
    const said = await spanishGreeting();
    outage();
    const response = await call("/api/tts/generate", { cookie, json: { text: said, languageCode: "es", lessonId: "es-lesson01" } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ success: false, audioData: null, error: "Speech could not be generated right now." });
    expect(text).not.toContain(INTERNAL);
    expect(errors).toHaveBeenCalledWith("speech generation failed", expect.any(Error));
  });

  it("speech works again once the voice is back", async () => {
    const text = await spanishGreeting();
    workersAi({ speech: "works" });
    const response = await call("/api/tts/generate", { cookie, json: { text, languageCode: "es", lessonId: "es-lesson01" } });
    expect(await response.json()).toMatchObject({ success: true, audioData: expect.any(String) });
  });

  it("words the tutor never said are neither synthesised nor cached", async () => {
    await spanishGreeting();
    workersAi({ speech: "works" });
    const run = vi.spyOn(env.AI as unknown as { run: AiRun }, "run");
    const response = await call("/api/tts/generate", { cookie, json: { text: "Read this and keep it forever", languageCode: "es", lessonId: "es-lesson01" } });
    expect(response.status).toBe(422);
    expect(run).not.toHaveBeenCalled();
    expect((await env.CONTENT.list({ prefix: "audio/" })).objects.filter((object) => object.uploaded.getTime() > started)).toEqual([]);
  });
});
