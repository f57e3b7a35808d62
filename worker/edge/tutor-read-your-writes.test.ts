/**
 * A lesson the tutor completes is completed on the learner's next read, whichever replica answers
 * (decision 025): the tutor's Durable Object writes D1 itself, so the bookmark of its write must
 * reach the learner. Over HTTP the Worker sets the bookmark cookie from it; over the socket the
 * turn's reply carries it and the app sends the newest back in a header. Randomized trials against
 * a replica lagging up to 2 s, as in read-your-writes.test.ts.
 */
import { env, runInDurableObject } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newestBookmark } from "../../contract/bookmark";
import { D1_BOOKMARK_HEADER } from "../../contract/constants";
import type { ProgressRecord, TutorServerMessage } from "../../contract/wire";
import { DEMO } from "../test/client";
import { Browser, modelledEdge, type ModelledEdge } from "../test/modelled-edge";
import { trialCount } from "../test/trials";

const TRIALS = trialCount({ inNpmTest: 50, full: 200 });
const LESSON = "de-lesson01";

const trials = fc.sample(fc.record({ lagMs: fc.integer({ min: 0, max: 2000 }), gapMs: fc.integer({ min: 0, max: 2500 }) }), { numRuns: TRIALS, seed: 2424 });

interface Learner {
  browser: Browser;
  userId: number;
  lastAnswer: string;
  lastIndex: number;
}

async function signedIn(edge: ModelledEdge): Promise<Learner> {
  const browser = new Browser();
  const login = await edge.fetch("/api/login", browser, { json: { username: DEMO.learner.username, password: DEMO.learner.password } });
  expect(login.response.status).toBe(200);
  const { id } = (await (await edge.fetch("/api/user", browser)).response.json()) as { id: number };
  expect((await edge.fetch("/api/chat/init", browser, { json: { lessonId: LESSON } })).response.status).toBe(200);
  const row = await env.DB.prepare("SELECT exercises FROM lessons WHERE id = ?").bind(LESSON).first<{ exercises: string }>();
  const exercises = JSON.parse(row!.exercises) as { answers: string[] }[];
  return { browser, userId: id, lastAnswer: exercises.at(-1)!.answers[0]!, lastIndex: exercises.length - 1 };
}

/**
 * Before each trial's turn: the lesson is not completed (reset over the API, itself a write the
 * learner must see) and the conversation stands at the lesson's last sentence.
 */
async function atLastSentence(edge: ModelledEdge, learner: Learner, stub: DurableObjectStub, headers: Record<string, string>): Promise<void> {
  // The trials send more turns than the chat limits allow a minute; the limits are not under test.
  await env.DB.prepare("DELETE FROM rate_limits").run();
  expect((await edge.fetch("/api/progress/language/de/reset", learner.browser, { method: "DELETE", headers })).response.status).toBe(200);
  await runInDurableObject(stub, (_object, state) => {
    state.storage.sql.exec(
      "INSERT INTO meta (key, value) VALUES ('progress', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      JSON.stringify({ exerciseIndex: learner.lastIndex, misses: 0 }),
    );
  });
}

async function completedOnRead(edge: ModelledEdge, learner: Learner, headers: Record<string, string>): Promise<boolean> {
  const read = await edge.fetch("/api/progress/language/de", learner.browser, { headers });
  expect(read.response.status).toBe(200);
  return ((await read.response.json()) as ProgressRecord[]).some((record) => record.lessonId === LESSON && record.completed);
}

/** A tutor socket as the app holds it: every frame but the streamed words, in order. */
async function openSocket(edge: ModelledEdge, learner: Learner): Promise<{ socket: WebSocket; frames: TutorServerMessage[] }> {
  const { response } = await edge.fetch(`/ws/tutor/${LESSON}`, learner.browser, { headers: { Upgrade: "websocket" } });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const frames: TutorServerMessage[] = [];
  socket.addEventListener("message", (event) => {
    const frame = JSON.parse(event.data as string) as TutorServerMessage;
    if (frame.type !== "delta") frames.push(frame);
  });
  socket.accept();
  return { socket, frames };
}

async function nextFrame(frames: TutorServerMessage[], count: number): Promise<TutorServerMessage> {
  const end = Date.now() + 10_000;
  while (frames.length <= count && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 2));
  expect(frames.length).toBeGreaterThan(count);
  return frames[count]!;
}

describe("read-your-writes for what the tutor records", () => {
  // As in read-your-writes.test.ts: the model's clock moves, the Worker's stands still.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-01T10:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`sees a lesson completed by a tutor turn over HTTP on the next progress read, in all ${TRIALS} randomized trials`, async () => {
    const edge = await modelledEdge(0);
    const learner = await signedIn(edge);
    const stub = await edge.tutor(learner.userId, LESSON);
    let stale = 0;
    for (const trial of trials) {
      await atLastSentence(edge, learner, stub, {});
      edge.replication.lagMs = trial.lagMs;
      const turn = await edge.fetch("/api/chat", learner.browser, { json: { lessonId: LESSON, conversation: [{ role: "user", content: learner.lastAnswer }] } });
      expect(turn.response.status).toBe(200);
      edge.clock.now += trial.gapMs;
      if (!(await completedOnRead(edge, learner, {}))) stale++;
      edge.clock.now += trial.gapMs;
    }
    expect(stale).toBe(0);
  }, 300_000);

  it(`sees a lesson completed by a tutor turn over the socket once the app sends back the turn's bookmark, in all ${TRIALS} randomized trials`, async () => {
    const edge = await modelledEdge(0);
    const learner = await signedIn(edge);
    const stub = await edge.tutor(learner.userId, LESSON);
    const { socket, frames } = await openSocket(edge, learner);
    // What the app keeps: the newest bookmark any reply told it.
    let appBookmark: string | undefined;
    const fromApp = (): Record<string, string> => (appBookmark ? { [D1_BOOKMARK_HEADER]: appBookmark } : {});
    let stale = 0;
    for (const trial of trials) {
      await atLastSentence(edge, learner, stub, fromApp());
      edge.replication.lagMs = trial.lagMs;
      const count = frames.length;
      socket.send(JSON.stringify({ type: "message", text: learner.lastAnswer }));
      const reply = await nextFrame(frames, count);
      expect(reply.type).toBe("reply");
      if (reply.type === "reply") appBookmark = newestBookmark(appBookmark, reply.bookmark);
      edge.clock.now += trial.gapMs;
      if (!(await completedOnRead(edge, learner, fromApp()))) stale++;
      edge.clock.now += trial.gapMs;
    }
    socket.close(1000, "done");
    expect(stale).toBe(0);
  }, 300_000);

  it("ignores a malformed bookmark header: the read answers, still reads the learner's own write, and keeps the cookie's bookmark", async () => {
    const edge = await modelledEdge(2000);
    const learner = await signedIn(edge);
    const completed = await edge.fetch(`/api/progress/lesson/${LESSON}/complete`, learner.browser, { method: "POST" });
    expect(completed.response.status).toBe(200);
    const cookie = learner.browser.cookieHeader();
    const valid = "00000000-0000ffff-00000000-" + "0".repeat(32);
    const malformed = ["nonsense", "", " ", valid.toUpperCase(), valid + "0", valid.slice(1), `${valid},${valid}`, "ffffffff".repeat(1000), "../../etc", "%00"];
    for (const bookmark of malformed) {
      const read = await edge.fetch("/api/progress/language/de", learner.browser, { headers: { [D1_BOOKMARK_HEADER]: bookmark } });
      expect(read.response.status).toBe(200);
      const records = (await read.response.json()) as ProgressRecord[];
      expect(records.some((record) => record.lessonId === LESSON && record.completed)).toBe(true);
      expect(read.response.headers.getSetCookie().join()).not.toContain("d1-bookmark");
      expect(learner.browser.cookieHeader()).toBe(cookie);
    }
  }, 120_000);
});
