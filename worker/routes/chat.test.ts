import { env, evictDurableObject } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CHAT_HISTORY_PAGE_SIZE, TUTOR_HISTORY_KEPT } from "../../contract/constants";
import type { ChatInitResponse, ChatMessage, ChatReply, SpeechInputSupport, TutorServerMessage } from "../../contract/wire";
import { call, DEMO, signIn } from "../test/client";
import { SPEECH_INPUT_UNAVAILABLE } from "../tutor/recording-upload";
import { standClockStillMidWindow } from "../test/clock";
import { LOCKED_LESSON_ID, addLockedLesson } from "../test/fixtures";
import { tutorConversationName } from "../tutor/tutor-conversation";
import { forgetContent } from "../lessons/content-cache";

let cookie: string;
beforeEach(async () => {
  await addLockedLesson();
  cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
});

const init = (lessonId = "de-lesson01", as = cookie) => call("/api/chat/init", { cookie: as, json: { lessonId } });
const say = (content: string, lessonId = "de-lesson01") =>
  call("/api/chat", { cookie, json: { lessonId, conversation: [{ role: "user", content }], scratchPad: {} } });
const history = async (lessonId = "de-lesson01", as = cookie) =>
  (await (await call(`/api/chat/history/${lessonId}`, { cookie: as })).json()) as ChatMessage[];

interface LessonExercise {
  prompt: string;
  answers: string[];
  nudge: string;
}
async function firstExercise(): Promise<LessonExercise> {
  const row = await env.DB.prepare("SELECT exercises FROM lessons WHERE id = 'de-lesson01'").first<{ exercises: string }>();
  return (JSON.parse(row!.exercises) as LessonExercise[])[0]!;
}

describe("the tutor over HTTP", () => {
  it("greets a new conversation with the lesson and its first sentence, then remembers it exists", async () => {
    const exercise = await firstExercise();
    const first = (await (await init()).json()) as ChatInitResponse;
    expect(first.hasExistingHistory).toBe(false);
    expect(first.response).toContain("Lesson 1:");
    expect(first.response).toContain(exercise.prompt);
    expect(first.scratchPad).toEqual({ knownVocabulary: [], knownStructures: [], struggles: [], nextFocus: null });
    const again = (await (await init()).json()) as ChatInitResponse;
    expect(again).toMatchObject({ hasExistingHistory: true, historyLength: 1 });
  });

  it("nudges after a wrong try, praises the right one, and updates the scratch pad", async () => {
    const exercise = await firstExercise();
    await init();
    const wrong = (await (await say("Das ist völlig falsch, glaube ich")).json()) as ChatReply;
    expect(wrong.response).toContain(exercise.nudge);
    for (const answer of exercise.answers) expect(wrong.response).not.toContain(answer);
    const right = (await (await say(exercise.answers[0]!)).json()) as ChatReply;
    expect(right.response).not.toContain(exercise.nudge);
    expect(right.scratchPad.knownVocabulary.length).toBeGreaterThan(0);
    expect(right.scratchPad.knownStructures.length).toBe(1);
    expect(await (await call("/api/chat/notes/de-lesson01", { cookie })).json()).toEqual(right.scratchPad);
  });

  it("answers a first turn sent without opening the conversation, and judges an edited lesson by its new text", async () => {
    const exercise = await firstExercise();
    const first = (await (await say(exercise.answers[0]!)).json()) as ChatReply;
    expect(first.response).not.toContain(exercise.nudge);
    await call("/api/chat/history/de-lesson01/reset", { cookie, method: "DELETE" });
    // A teacher changes the first sentence's answer: the conversation's object still holds the old lesson.
    const edited = [{ ...exercise, answers: ["Ich trinke gern Tee."] }, ...JSON.parse((await env.DB.prepare("SELECT exercises FROM lessons WHERE id = 'de-lesson01'").first<{ exercises: string }>())!.exercises).slice(1)];
    await env.DB.prepare("UPDATE lessons SET exercises = ?, updated_at = updated_at + 1000 WHERE id = 'de-lesson01'").bind(JSON.stringify(edited)).run();
    forgetContent();
    const old = (await (await say(exercise.answers[0]!)).json()) as ChatReply;
    expect(old.response).toContain(exercise.nudge);
    const now = (await (await say("Ich trinke gern Tee.")).json()) as ChatReply;
    expect(now.response).not.toContain(exercise.nudge);
  });

  it("keeps the whole history in order, and resets it on request", async () => {
    await init();
    await say("first try");
    await say("second try");
    const messages = await history();
    expect(messages.map((message) => message.role)).toEqual(["assistant", "user", "assistant", "user", "assistant"]);
    expect(messages[1]!.content).toBe("first try");
    expect((await call("/api/chat/history/de-lesson01/reset", { cookie, method: "DELETE" })).status).toBe(200);
    expect(await history()).toEqual([]);
    expect(((await (await init()).json()) as ChatInitResponse).hasExistingHistory).toBe(false);
  });

  it("keeps the history when the Durable Object is evicted", async () => {
    await init();
    await say("before eviction");
    const me = (await (await call("/api/user", { cookie })).json()) as { id: number };
    await evictDurableObject(env.TUTOR.getByName(tutorConversationName(me.id, "de-lesson01")));
    const messages = await history();
    expect(messages.map((message) => message.content)).toContain("before eviction");
  });

  it("answers 100 parallel messages to one conversation one at a time, none lost or interleaved", async () => {
    await init();
    const me = (await (await call("/api/user", { cookie })).json()) as { id: number };
    const stub = env.TUTOR.getByName(tutorConversationName(me.id, "de-lesson01"));
    await Promise.all(Array.from({ length: 100 }, (_, index) => stub.send(`try number ${index}`, me.id)));
    // The newest 200 messages: the 100 turns, after the greeting.
    const messages = (await stub.history(1, TUTOR_HISTORY_KEPT)).messages.slice(-200);
    expect(messages).toHaveLength(200);
    const tries = messages.filter((message) => message.role === "user").map((message) => message.content);
    expect(new Set(tries).size).toBe(100);
    messages.forEach((message, index) => expect(message.role).toBe(index % 2 === 0 ? "user" : "assistant"));
  });

  it("keeps only the newest messages, and answers the history a page at a time, newest first", async () => {
    await init();
    const me = (await (await call("/api/user", { cookie })).json()) as { id: number };
    const stub = env.TUTOR.getByName(tutorConversationName(me.id, "de-lesson01"));
    for (let index = 0; index < 110; index++) await stub.send(`try number ${index}`, me.id);
    const first = await call("/api/chat/history/de-lesson01", { cookie });
    const newest = (await first.json()) as ChatMessage[];
    expect(newest).toHaveLength(CHAT_HISTORY_PAGE_SIZE);
    expect(first.headers.get("x-total-count")).toBe(String(TUTOR_HISTORY_KEPT));
    expect(newest.at(-2)).toMatchObject({ role: "user", content: "try number 109" });
    expect(newest.at(-1)!.role).toBe("assistant");
    // Each page holds CHAT_HISTORY_PAGE_SIZE / 2 turns, and page 2 ends where page 1 begins.
    const turnsPerPage = CHAT_HISTORY_PAGE_SIZE / 2;
    const older = await history(`de-lesson01?page=2`);
    expect(older.at(-2)).toMatchObject({ role: "user", content: `try number ${109 - turnsPerPage}` });
    expect(await history(`de-lesson01?page=${TUTOR_HISTORY_KEPT / CHAT_HISTORY_PAGE_SIZE + 1}`)).toEqual([]);
    for (const page of ["0", "-1", "two", "1e3"]) {
      const bad = await call(`/api/chat/history/de-lesson01?page=${page}`, { cookie });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ message: "page must be a whole number from 1", field: "page" });
    }
    expect((await stub.history(1, 10_000)).total).toBe(TUTOR_HISTORY_KEPT);
  });

  it("keeps each learner's conversation their own", async () => {
    await init();
    await say("a private try");
    const other = await signIn(DEMO.premium.username, DEMO.premium.password);
    await init("de-lesson01", other);
    const theirs = await history("de-lesson01", other);
    expect(theirs.map((message) => message.content)).not.toContain("a private try");
  });

  it("refuses an empty or overlong message with 400", async () => {
    const empty = await say("   ");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: "Type a message before sending." });
    expect((await say("x".repeat(2001))).status).toBe(400);
    const noUser = await call("/api/chat", { cookie, json: { lessonId: "de-lesson01", conversation: [{ role: "assistant", content: "hi" }] } });
    expect(noUser.status).toBe(400);
  });

  it("applies the paywall (402) and knows only real lessons (404)", async () => {
    expect((await init(LOCKED_LESSON_ID)).status).toBe(402);
    expect((await say("hallo", LOCKED_LESSON_ID)).status).toBe(402);
    expect((await call(`/api/chat/history/${LOCKED_LESSON_ID}`, { cookie })).status).toBe(402);
    expect((await init("de-lesson42")).status).toBe(404);
  });

  it("needs a signed-in learner", async () => {
    expect((await call("/api/chat/init", { json: { lessonId: "de-lesson01" } })).status).toBe(401);
  });

  it("limits a learner to 20 messages a minute, with Retry-After", async () => {
    // 22 turns could straddle a minute's edge, which resets the fixed window (it failed so once at :40:00).
    standClockStillMidWindow();
    await init();
    const statuses: number[] = [];
    for (let index = 0; index < 21; index++) statuses.push((await say(`try ${index}`)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const refused = await say("one more");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers a spoken turn with a clear 501 when the server has no speech recognition", async () => {
    const form = new FormData();
    form.append("audio", new File([new Uint8Array(2000)], "speech.webm", { type: "audio/webm;codecs=opus" }));
    form.append("lessonId", "de-lesson01");
    form.append("conversation", "[]");
    form.append("scratchPad", "{}");
    const response = await call("/api/chat/audio", { cookie, body: form });
    expect(response.status).toBe(501);
    expect(((await response.json()) as { message: string }).message).toBe(SPEECH_INPUT_UNAVAILABLE);
  });

  it("refuses a spoken turn whose Try-it question is too long, naming the field", async () => {
    const form = new FormData();
    form.append("audio", new File([new Uint8Array(2000)], "speech.webm", { type: "audio/webm;codecs=opus" }));
    form.append("lessonId", "de-lesson01");
    form.append("tryIt", "x".repeat(401));
    const response = await call("/api/chat/audio", { cookie, body: form });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { field?: string }).field).toBe("tryIt");
  });

  it("refuses a text turn whose Try-it question is too long", async () => {
    const response = await call("/api/chat", { cookie, json: { lessonId: "de-lesson01", tryIt: "x".repeat(401), conversation: [{ role: "user", content: "Hallo" }] } });
    expect(response.status).toBe(400);
  });

  it("tells the page before any recording whether the server can transcribe one", async () => {
    const response = await call("/api/chat/speech-input", { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ serverTranscription: false } satisfies SpeechInputSupport);
    expect((await call("/api/chat/speech-input")).status).toBe(401);
  });

  it("refuses a recording that is not audio, or missing", async () => {
    const text = new FormData();
    text.append("audio", new File(["hello"], "notes.txt", { type: "text/plain" }));
    text.append("lessonId", "de-lesson01");
    expect((await call("/api/chat/audio", { cookie, body: text })).status).toBe(415);
    const none = new FormData();
    none.append("lessonId", "de-lesson01");
    expect((await call("/api/chat/audio", { cookie, body: none })).status).toBe(400);
  });
});

describe("the tutor's websocket", () => {
  it("streams the reply as deltas, then the whole reply with the scratch pad", async () => {
    const exercise = await firstExercise();
    await init();
    const response = await call("/ws/tutor/de-lesson01", { cookie, headers: { Upgrade: "websocket" } });
    expect(response.status).toBe(101);
    const socket = response.webSocket!;
    socket.accept();
    const received: TutorServerMessage[] = [];
    const done = new Promise<void>((resolve) => {
      socket.addEventListener("message", (event) => {
        const message = JSON.parse(event.data as string) as TutorServerMessage;
        received.push(message);
        if (message.type !== "delta") resolve();
      });
    });
    socket.send(JSON.stringify({ type: "message", text: exercise.answers[0] }));
    await done;
    const deltas = received.filter((message) => message.type === "delta");
    const reply = received.at(-1)!;
    expect(deltas.length).toBeGreaterThan(3);
    expect(reply.type).toBe("reply");
    if (reply.type === "reply") {
      expect(deltas.map((delta) => (delta.type === "delta" ? delta.text : "")).join("")).toBe(reply.message.content);
      expect(reply.scratchPad.knownStructures).toHaveLength(1);
    }
    socket.close(1000, "done");
  });

  it("refuses a signed-out handshake and a locked lesson", async () => {
    expect((await call("/ws/tutor/de-lesson01", { headers: { Upgrade: "websocket" } })).status).toBe(401);
    expect((await call(`/ws/tutor/${LOCKED_LESSON_ID}`, { cookie, headers: { Upgrade: "websocket" } })).status).toBe(402);
  });
});

describe("what a turn tells the screen besides the reply", () => {
  it("gives the place in the lesson at the start and the learner's words marked after a try", async () => {
    const total = JSON.parse((await env.DB.prepare("SELECT exercises FROM lessons WHERE id = 'de-lesson01'").first<{ exercises: string }>())!.exercises).length;
    expect(((await (await init()).json()) as ChatInitResponse).place).toEqual({ number: 1, total });
    // A word the course knows in the wrong place (a word it does not know would leave the tutor unsure).
    const wrong = (await (await say("Das ist kalt")).json()) as ChatReply;
    expect(wrong.marks).toEqual([
      { text: "Das", ok: true },
      { text: "ist", ok: true },
      { text: "kalt", ok: false },
    ]);
    expect(wrong.place).toEqual({ number: 1, total });
  });

  it("sends the marks and the place with the reply on the socket", async () => {
    const exercise = await firstExercise();
    await init();
    const response = await call("/ws/tutor/de-lesson01", { cookie, headers: { Upgrade: "websocket" } });
    const socket = response.webSocket!;
    socket.accept();
    const reply = new Promise<TutorServerMessage>((resolve) => {
      socket.addEventListener("message", (event) => {
        const message = JSON.parse(event.data as string) as TutorServerMessage;
        if (message.type !== "delta") resolve(message);
      });
    });
    socket.send(JSON.stringify({ type: "message", text: exercise.answers[0] }));
    const message = await reply;
    expect(message).toMatchObject({ type: "reply", place: { number: 2 }, marks: [{ text: "Das", ok: true }, { text: "ist", ok: true }, { text: "gut", ok: true }] });
    socket.close(1000, "done");
  });
});
