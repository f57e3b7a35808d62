// The review outbox keeps answers in IndexedDB, as in a browser.
import "fake-indexeddb/auto";
import { act, waitFor } from "@testing-library/react";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiAnswer, ApiBody } from "../../contract/api-routes";
import { callsTo, mockApi, renderPage, SIGNED_IN_USER } from "../pages/page-harness";
import { closeReviewOutbox, reviewOutbox } from "./review-outbox";
import { useSendKeptReviewAnswers } from "./review-outbox-sender";

function goOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

function Sender() {
  useSendKeptReviewAnswers();
  return null;
}

const recorded = (body: ApiBody<"/api/review/answers", "POST">): ApiAnswer<"/api/review/answers", "POST"> => ({
  cardId: body.cardId,
  verdict: { kind: "correct" },
  rating: "good",
  expected: "Das ist gut.",
  nextDue: "2026-03-04T09:00:00.000Z",
  duplicate: false,
});

async function keepOffline(ownerId: number, cardId: number, key: string) {
  const outbox = (await reviewOutbox())!;
  await outbox.keep(ownerId, { cardId, attempt: "Das ist gut", hintUsed: false, gaveUp: false, idempotencyKey: key, answeredAt: "2026-03-02T09:00:00.000Z" });
  await outbox.release(key);
}

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  await reviewOutbox();
});
afterEach(async () => {
  goOnline(true);
  vi.restoreAllMocks();
  await closeReviewOutbox();
});

describe("sending review answers kept offline", () => {
  it("waits for the connection, then sends each kept answer once, with the time it was made", async () => {
    goOnline(false);
    await keepOffline(SIGNED_IN_USER.id, 1, "kept-offline-1");
    await keepOffline(SIGNED_IN_USER.id, 2, "kept-offline-2");
    const api = mockApi({ "GET /api/user": [200, SIGNED_IN_USER], "POST /api/review/answers": (body) => [200, recorded(body)] });
    renderPage(<Sender />, { path: "/review", url: "/review" });
    await waitFor(() => expect(callsTo(api, "/api/user")).not.toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(api, "/api/review/answers")).toEqual([]);

    act(() => goOnline(true));
    await waitFor(async () => expect(await (await reviewOutbox())!.pending(SIGNED_IN_USER.id)).toEqual([]));
    expect(callsTo(api, "/api/review/answers").map(([, body]) => body)).toEqual([
      expect.objectContaining({ cardId: 1, idempotencyKey: "kept-offline-1", answeredAt: "2026-03-02T09:00:00.000Z" }),
      expect.objectContaining({ cardId: 2, idempotencyKey: "kept-offline-2", answeredAt: "2026-03-02T09:00:00.000Z" }),
    ]);

    // Another reconnection sends nothing again.
    act(() => goOnline(false));
    act(() => goOnline(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(api, "/api/review/answers")).toHaveLength(2);
  });

  it("with the service worker in control, reads the day's queue once after sending, so the worker keeps it for offline", async () => {
    Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: { controller: {} } });
    try {
      await keepOffline(SIGNED_IN_USER.id, 1, "kept-before-queue");
      const api = mockApi({
        "GET /api/user": [200, SIGNED_IN_USER],
        "POST /api/review/answers": (body) => [200, recorded(body)],
        "GET /api/review/queue": [200, { cards: [], dailyCap: 20, reviewedToday: 1, dueToday: 0, laterToday: 0, nextDueToday: null, asOf: "2026-03-02T09:01:00.000Z" }],
      });
      renderPage(<Sender />, { path: "/languages", url: "/languages" });
      await waitFor(() => expect(callsTo(api, "/api/review/queue")).toHaveLength(1));
      const paths = api.mock.calls.map(([input]) => new URL(String(input), "http://app.test").pathname);
      expect(paths.indexOf("/api/review/queue")).toBeGreaterThan(paths.indexOf("/api/review/answers"));
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });

  it("never sends another learner's answers, and drops them", async () => {
    await keepOffline(SIGNED_IN_USER.id + 1, 3, "someone-elses");
    const api = mockApi({ "GET /api/user": [200, SIGNED_IN_USER], "POST /api/review/answers": (body) => [200, recorded(body)] });
    renderPage(<Sender />, { path: "/review", url: "/review" });
    await waitFor(async () => expect(await (await reviewOutbox())!.pending(SIGNED_IN_USER.id + 1)).toEqual([]));
    expect(callsTo(api, "/api/review/answers")).toEqual([]);
  });
});
