/**
 * The tutor's websocket answers only what POST /api/chat would: every frame counts against the
 * learner's chat limits, and the session and the lesson's lock are checked per frame; sockets are
 * closed when the session ends or the lesson locks.
 */
import { env, evictDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { TUTOR_SOCKET_CLOSE } from "../../contract/constants";
import type { TutorServerMessage } from "../../contract/wire";
import { LIMITS } from "../auth/rate-limit";
import { sessions, users } from "../db/schema";
import { call, db, DEMO, signIn, tokenFrom, waitForMail } from "../test/client";
import { standClockStillMidWindow } from "../test/clock";
import { addLockedLesson, LOCKED_LESSON_ID } from "../test/fixtures";
import { tutorConversationName } from "./tutor-conversation";

interface OpenSocket {
  socket: WebSocket;
  /** Every frame but the streamed deltas. */
  frames: TutorServerMessage[];
  closed: Promise<CloseEvent>;
}

async function openSocket(cookie: string, lessonId = "de-lesson01"): Promise<OpenSocket> {
  const response = await call(`/ws/tutor/${lessonId}`, { cookie, headers: { Upgrade: "websocket" } });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const frames: TutorServerMessage[] = [];
  const closed = new Promise<CloseEvent>((resolve) => socket.addEventListener("close", resolve));
  socket.addEventListener("message", (event) => {
    const frame = JSON.parse(event.data as string) as TutorServerMessage;
    if (frame.type !== "delta") frames.push(frame);
  });
  socket.accept();
  return { socket, frames, closed };
}

async function until(condition: () => boolean, ms = 4000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
  return condition();
}

/** Sends one message and waits for its answer (reply or error). */
async function turn(open: OpenSocket, text = "Hallo"): Promise<TutorServerMessage | undefined> {
  const before = open.frames.length;
  open.socket.send(JSON.stringify({ type: "message", text }));
  await until(() => open.frames.length > before);
  return open.frames[before];
}

/** The close code, or null when the socket is still open after `ms`. */
async function closeCode(open: OpenSocket, ms = 3000): Promise<number | null> {
  let giveUp!: (value: null) => void;
  const stillOpen = new Promise<null>((resolve) => (giveUp = resolve));
  const timer = setTimeout(() => giveUp(null), ms);
  const code = await Promise.race([open.closed.then((event) => event.code), stillOpen]);
  clearTimeout(timer);
  return code;
}

const userId = async (username: string) => (await db().select().from(users).where(eq(users.username, username)))[0]!.id;
const counter = async (key: string) =>
  (await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?").bind(key).first<{ count: number }>())?.count ?? 0;

let cookie: string;
beforeEach(async () => {
  await addLockedLesson();
  cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
  await call("/api/chat/init", { cookie, json: { lessonId: "de-lesson01" } });
});

describe("the tutor's websocket and the chat limits", () => {
  it("answers at most the per-minute limit of 150 frames; the rest get the 429 message and retry time, and the counters move", async () => {
    standClockStillMidWindow();
    const open = await openSocket(cookie);
    for (let index = 0; index < 150; index++) open.socket.send(JSON.stringify({ type: "message", text: `try ${index}` }));
    expect(await until(() => open.frames.length === 150, 10_000)).toBe(true);
    const replies = open.frames.filter((frame) => frame.type === "reply");
    const refusals = open.frames.filter((frame) => frame.type === "error");
    expect(replies.length).toBe(LIMITS.chatMinute.max);
    expect(refusals).toHaveLength(150 - LIMITS.chatMinute.max);
    expect(refusals[0]).toEqual({ type: "error", status: 429, message: "Too many attempts. Please wait a little and try again.", retryAfter: expect.any(Number) });
    expect((refusals[0] as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
    const id = await userId("learner");
    expect(await counter(`chat-minute:user:${id}`)).toBeGreaterThan(LIMITS.chatMinute.max);
    expect(await counter(`chat-day:user:${id}`)).toBeGreaterThanOrEqual(LIMITS.chatMinute.max);
    // The same limit holds over HTTP: the socket used it up.
    const http = await call("/api/chat", { cookie, json: { lessonId: "de-lesson01", conversation: [{ role: "user", content: "one more" }] } });
    expect(http.status).toBe(429);
    open.socket.close(1000, "done");
  });

  it("counts HTTP turns and socket frames against one limit", async () => {
    standClockStillMidWindow();
    for (let index = 0; index < LIMITS.chatMinute.max; index++) {
      await call("/api/chat", { cookie, json: { lessonId: "de-lesson01", conversation: [{ role: "user", content: `try ${index}` }] } });
    }
    const open = await openSocket(cookie);
    expect(await turn(open)).toMatchObject({ type: "error", status: 429 });
    open.socket.close(1000, "done");
  });
});

describe("the tutor's websocket and the session", () => {
  it("is closed on logout, and answers nothing more", async () => {
    const open = await openSocket(cookie);
    expect(await turn(open)).toMatchObject({ type: "reply" });
    expect((await call("/api/logout", { cookie, json: {} })).status).toBe(200);
    expect(await closeCode(open)).toBe(TUTOR_SOCKET_CLOSE.signedOut);
    expect(open.frames.filter((frame) => frame.type === "reply")).toHaveLength(1);
  });

  it("checks the session on every frame: a session ended behind its back gets a sign-in error and the socket closes", async () => {
    const open = await openSocket(cookie);
    await db().delete(sessions);
    expect(await turn(open)).toEqual({ type: "error", status: 401, message: "Please sign in to continue." });
    expect(await closeCode(open)).toBe(TUTOR_SOCKET_CLOSE.signedOut);
  });

  it("remembers whose socket it is when the object is evicted (hibernation): it answers, then stops when the session ends", async () => {
    const open = await openSocket(cookie);
    await evictDurableObject(env.TUTOR.getByName(tutorConversationName(await userId("learner"), "de-lesson01")));
    expect(await turn(open)).toMatchObject({ type: "reply" });
    await call("/api/logout", { cookie, json: {} });
    expect(await closeCode(open)).toBe(TUTOR_SOCKET_CLOSE.signedOut);
  });

  it.each([
    ["logout", (session: string) => call("/api/logout", { cookie: session, json: {} })],
    ["a password change elsewhere", async (session: string) => {
      const other = await signIn(DEMO.learner.username, DEMO.learner.password);
      void session;
      return call("/api/change-password", { cookie: other, json: { currentPassword: DEMO.learner.password, newPassword: "changed-password-9" } });
    }],
    ["account deletion", (session: string) => call("/api/user/delete", { method: "DELETE", cookie: session, json: { confirmation: "learner" } })],
  ])("closes a socket that never sent a frame, after its object hibernated, on %s (issue 29)", async (_case, end) => {
    const open = await openSocket(cookie);
    await evictDurableObject(env.TUTOR.getByName(tutorConversationName(await userId("learner"), "de-lesson01")));
    expect((await end(cookie)).status).toBe(200);
    expect(await closeCode(open)).toBe(TUTOR_SOCKET_CLOSE.signedOut);
    // Told why before the close, as a refused frame is: the frame is also what starts the socket's
    // way out through a proxy that had carried nothing yet (the dev server's, in the journey).
    expect(open.frames).toEqual([{ type: "error", status: 401, message: "Please sign in to continue." }]);
  });

  it("on a password change, closes the other sessions' sockets and keeps this one's", async () => {
    const elsewhere = await signIn(DEMO.learner.username, DEMO.learner.password);
    const mine = await openSocket(cookie);
    const theirs = await openSocket(elsewhere);
    const changed = await call("/api/change-password", { cookie, json: { currentPassword: DEMO.learner.password, newPassword: "changed-password-9" } });
    expect(changed.status).toBe(200);
    expect(await closeCode(theirs)).toBe(TUTOR_SOCKET_CLOSE.signedOut);
    expect(await turn(mine)).toMatchObject({ type: "reply" });
    mine.socket.close(1000, "done");
  });

  it("is closed by a password reset", async () => {
    const open = await openSocket(cookie);
    await call("/api/forgot-password", { json: { email: "learner@example.com" } });
    const token = tokenFrom(await waitForMail("learner@example.com"), "/reset-password");
    expect((await call("/api/reset-password", { json: { token, newPassword: "brand-new-password-7" } })).status).toBe(200);
    expect(await closeCode(open)).toBe(TUTOR_SOCKET_CLOSE.signedOut);
  });

  it("is closed when the account is deleted", async () => {
    const open = await openSocket(cookie);
    expect((await call("/api/user/delete", { method: "DELETE", cookie, json: { confirmation: "learner" } })).status).toBe(200);
    expect(await closeCode(open)).toBe(TUTOR_SOCKET_CLOSE.signedOut);
  });
});

describe("the tutor's websocket and the paywall", () => {
  let premium: string;
  beforeEach(async () => {
    premium = await signIn(DEMO.premium.username, DEMO.premium.password);
  });

  it("closes a locked lesson's socket when an admin downgrades the learner, and keeps a free lesson's", async () => {
    const locked = await openSocket(premium, LOCKED_LESSON_ID);
    const free = await openSocket(premium, "de-lesson01");
    expect(await turn(locked)).toMatchObject({ type: "reply" });
    const admin = await signIn(DEMO.admin.username, DEMO.admin.password);
    const downgrade = await call("/api/admin/update-subscription", {
      cookie: admin,
      json: { userId: await userId("premium"), subscriptionTier: "free", subscriptionExpiry: null },
    });
    expect(downgrade.status).toBe(200);
    expect(await closeCode(locked)).toBe(TUTOR_SOCKET_CLOSE.locked);
    expect(locked.frames.filter((frame) => frame.type === "reply")).toHaveLength(1);
    expect(await turn(free)).toMatchObject({ type: "reply" });
    free.socket.close(1000, "done");
  });

  it("checks the lock on every frame: a subscription that ran out gets the 402 message", async () => {
    const locked = await openSocket(premium, LOCKED_LESSON_ID);
    await db().update(users).set({ subscriptionExpiry: new Date(Date.now() - 1000) }).where(eq(users.username, "premium"));
    expect(await turn(locked)).toMatchObject({ type: "error", status: 402, message: expect.stringMatching(/Premium/) });
    expect(await closeCode(locked)).toBe(TUTOR_SOCKET_CLOSE.locked);
  });
});
