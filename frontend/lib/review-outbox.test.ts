// The IndexedDB classes idb wraps (IDBRequest, IDBDatabase...), as a browser has them.
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it } from "vitest";
import type { ReviewAnswerResult } from "../../contract/wire";
import { ApiRequestError } from "./api";
import type { ReviewAnswer } from "./review";
import { openReviewOutbox, type KeptAnswer } from "./review-outbox";

const LEARNER = 7;
const OTHER_LEARNER = 8;

function answer(cardId: number, key: string, answeredAt = "2026-03-02T09:00:00.000Z"): ReviewAnswer & { answeredAt: string } {
  return { cardId, attempt: `Satz ${cardId}`, hintUsed: false, gaveUp: false, idempotencyKey: key, answeredAt };
}

/**
 * The server as far as the outbox can tell: it records each idempotency key once (a resend answers
 * `duplicate: true`) and can be cut off like a network that is down.
 */
function fakeServer() {
  const recorded = new Map<string, number>();
  const requests: string[] = [];
  const server = {
    recorded,
    requests,
    offline: false,
    refuse: new Map<number, number>(),
    async send(sent: KeptAnswer): Promise<ReviewAnswerResult> {
      // Let another flush interleave, as two tabs would.
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (server.offline) throw new TypeError("Failed to fetch");
      requests.push(sent.idempotencyKey);
      const status = server.refuse.get(sent.cardId);
      if (status) throw new ApiRequestError(status, "refused");
      const duplicate = recorded.has(sent.idempotencyKey);
      recorded.set(sent.idempotencyKey, (recorded.get(sent.idempotencyKey) ?? 0) + 1);
      return { cardId: sent.cardId, verdict: { kind: "correct" }, rating: "good", expected: "x", nextDue: "2026-03-03T09:00:00.000Z", duplicate };
    },
  };
  return server;
}

beforeEach(() => {
  // Every test starts with a browser profile of its own.
  globalThis.indexedDB = new IDBFactory();
});

describe("the review outbox", () => {
  it("keeps answers made offline and sends each one once when the connection is back", async () => {
    const outbox = await openReviewOutbox();
    const server = fakeServer();
    server.offline = true;
    await outbox.keep(LEARNER, answer(1, "key-aaaa-1"));
    await outbox.release("key-aaaa-1");
    await outbox.keep(LEARNER, answer(2, "key-aaaa-2"));
    await outbox.release("key-aaaa-2");

    const whileOffline = await outbox.flush(LEARNER, server.send);
    expect(whileOffline).toMatchObject({ sent: 0, left: 2 });
    expect((await outbox.pending(LEARNER)).map((kept) => kept.cardId)).toEqual([1, 2]);

    server.offline = false;
    const back = await outbox.flush(LEARNER, server.send);
    expect(back).toMatchObject({ sent: 2, left: 0 });
    expect([...server.recorded.entries()]).toEqual([["key-aaaa-1", 1], ["key-aaaa-2", 1]]);
    expect(await outbox.pending(LEARNER)).toEqual([]);

    // Flushing again sends nothing more.
    await outbox.flush(LEARNER, server.send);
    expect(server.requests).toEqual(["key-aaaa-1", "key-aaaa-2"]);
  });

  it("survives a reload: answers kept by one page are sent by the next", async () => {
    const before = await openReviewOutbox();
    await before.keep(LEARNER, answer(3, "key-reload-3"));
    // The page went away while the answer was being sent: its claim lapses.
    before.close();

    const server = fakeServer();
    const later = Date.now() + 5 * 60_000;
    const after = await openReviewOutbox({ now: () => later });
    expect((await after.pending(LEARNER)).map((kept) => kept.idempotencyKey)).toEqual(["key-reload-3"]);
    expect(await after.flush(LEARNER, server.send)).toMatchObject({ sent: 1, left: 0 });
    expect(server.recorded.get("key-reload-3")).toBe(1);
  });

  it("lets two tabs flush at once without sending an answer twice", async () => {
    const first = await openReviewOutbox();
    for (const [cardId, key] of [[1, "key-tabs-01"], [2, "key-tabs-02"], [3, "key-tabs-03"], [4, "key-tabs-04"]] as const) {
      await first.keep(LEARNER, answer(cardId, key));
      await first.release(key);
    }
    const second = await openReviewOutbox();
    const server = fakeServer();

    const [a, b] = await Promise.all([first.flush(LEARNER, server.send), second.flush(LEARNER, server.send)]);
    expect(a.sent + b.sent).toBe(4);
    expect(server.requests.toSorted()).toEqual(["key-tabs-01", "key-tabs-02", "key-tabs-03", "key-tabs-04"]);
    expect(await first.pending(LEARNER)).toEqual([]);
  });

  it("does not send an answer the screen is still sending itself", async () => {
    const outbox = await openReviewOutbox();
    const server = fakeServer();
    await outbox.keep(LEARNER, answer(5, "key-screen-5"));
    expect(await outbox.flush(LEARNER, server.send)).toMatchObject({ sent: 0, left: 1 });
    expect(server.requests).toEqual([]);
    await outbox.settle("key-screen-5", "sent");
    expect(await outbox.pending(LEARNER)).toEqual([]);
  });

  it("sends a learner's answers only while that learner is signed in, and drops them when another learner takes the browser", async () => {
    const outbox = await openReviewOutbox();
    const server = fakeServer();
    await outbox.keep(LEARNER, answer(1, "key-owner-1"));
    await outbox.release("key-owner-1");

    expect(await outbox.flush(OTHER_LEARNER, server.send)).toMatchObject({ sent: 0, left: 0 });
    expect(server.requests).toEqual([]);
    expect(await outbox.pending(OTHER_LEARNER)).toEqual([]);

    await outbox.forgetAllBut(OTHER_LEARNER);
    expect(await outbox.pending(LEARNER)).toEqual([]);
  });

  it("stops at a failure that may pass and keeps the rest; sets aside answers the server refuses for good", async () => {
    const outbox = await openReviewOutbox();
    const server = fakeServer();
    server.refuse.set(1, 402);
    server.refuse.set(2, 503);
    for (const [cardId, key] of [[1, "key-fail-01"], [2, "key-fail-02"], [3, "key-fail-03"]] as const) {
      await outbox.keep(LEARNER, answer(cardId, key, `2026-03-02T09:0${cardId}:00.000Z`));
      await outbox.release(key);
    }
    const report = await outbox.flush(LEARNER, server.send);
    expect(report).toMatchObject({ sent: 0, refused: 1, left: 2 });
    expect((await outbox.pending(LEARNER)).map((kept) => kept.cardId)).toEqual([2, 3]);

    server.refuse.delete(2);
    expect(await outbox.flush(LEARNER, server.send)).toMatchObject({ sent: 2, left: 0 });
  });

  it("names the cards answered since the queue was read, so a reload offline does not ask them again", async () => {
    const outbox = await openReviewOutbox();
    await outbox.keep(LEARNER, answer(1, "key-since-1", "2026-03-02T08:00:00.000Z"));
    await outbox.keep(LEARNER, answer(2, "key-since-2", "2026-03-02T10:00:00.000Z"));
    await outbox.settle("key-since-2", "sent");
    await outbox.keep(OTHER_LEARNER, answer(3, "key-since-3", "2026-03-02T10:00:00.000Z"));
    expect([...(await outbox.cardsAnsweredSince(LEARNER, "2026-03-02T09:00:00.000Z"))]).toEqual([2]);
  });

  it("keeps the same answer once however often it is kept (a retry of the same answer)", async () => {
    const outbox = await openReviewOutbox();
    await outbox.keep(LEARNER, answer(1, "key-twice-1"));
    await outbox.keep(LEARNER, answer(1, "key-twice-1"));
    await outbox.release("key-twice-1");
    expect(await outbox.pending(LEARNER)).toHaveLength(1);
  });
});
