import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { REVIEW_DAILY_CAP_DEFAULT, REVIEW_FORECAST_DAYS } from "../../contract/constants";
import type { ReviewAnswerResult, ReviewQueue, ReviewSummary } from "../../contract/wire";
import { users } from "../db/schema";
import { call, DEMO, signIn } from "../test/client";
import { exercisesOf, meet, userNamed } from "../test/review-cards";
import { db } from "../test/client";
import { LOCKED_LESSON_ID } from "../test/fixtures";

let cookie: string;
let learnerId: number;

beforeEach(async () => {
  cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
  learnerId = (await userNamed("learner")).id;
});

const queue = async (query = "") => (await (await call(`/api/review/queue${query}`, { cookie })).json()) as ReviewQueue;
const summary = async (query = "") => (await (await call(`/api/review/summary${query}`, { cookie })).json()) as ReviewSummary;
const answer = (json: unknown) => call("/api/review/answers", { cookie, json });
const setTier = (subscriptionTier: "free" | "premium") => db().update(users).set({ subscriptionTier }).where(eq(users.id, learnerId));
let keys = 0;
const key = () => `answer-key-${++keys}`;

describe("the day's review queue", () => {
  it("mixes lessons and languages, the newest mistakes first", async () => {
    await meet(learnerId, [
      ["de-lesson01", 0, "good"],
      ["de-lesson01", 1, "again"],
      ["fr-lesson01", 0, "good"],
      ["de-lesson02", 0, "hard"],
      ["ja-lesson01", 0, "again"],
    ]);
    const { cards, dueToday } = await queue();
    expect(dueToday).toBe(5);
    expect(cards.map((card) => [card.lessonId, card.mistake])).toEqual([
      ["ja-lesson01", true],
      ["de-lesson02", true],
      ["de-lesson01", true],
      ["de-lesson01", false],
      ["fr-lesson01", false],
    ]);
    const exercise = (await exercisesOf("ja-lesson01"))[0]!;
    expect(cards[0]).toMatchObject({ languageCode: "ja", lessonNumber: 1, prompt: exercise.prompt, hint: exercise.hint, example: exercise.example, state: "learning" });
    expect(cards[0]).not.toHaveProperty("answers");
  });

  it("is empty for a learner who has met no exercise, and keeps each learner's cards their own", async () => {
    expect(await queue()).toEqual({ cards: [], dailyCap: REVIEW_DAILY_CAP_DEFAULT, reviewedToday: 0, dueToday: 0, laterToday: 0, nextDueToday: null, asOf: expect.any(String) });
    await meet((await userNamed("premium")).id, [["de-lesson01", 0, "again"]]);
    expect((await queue()).cards).toEqual([]);
  });

  it("names the instant it was built, so the app can tell which answers made offline it does not reflect yet", async () => {
    const before = Date.now();
    const { asOf } = await queue();
    expect(Date.parse(asOf)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(asOf)).toBeLessThanOrEqual(Date.now());
  });

  it("offers no more than the daily cap, less what was reviewed today", async () => {
    await meet(learnerId, [0, 1, 2, 3].map((index) => ["de-lesson01", index, "again"] as const));
    expect(await (await call("/api/review/settings", { cookie, method: "PUT", json: { dailyCap: 3 } })).json()).toEqual({ dailyCap: 3 });
    const first = await queue();
    expect(first).toMatchObject({ dailyCap: 3, reviewedToday: 0, dueToday: 4 });
    expect(first.cards).toHaveLength(3);
    expect((await answer({ cardId: first.cards[0]!.cardId, attempt: "?", idempotencyKey: key() })).status).toBe(200);
    const after = await queue();
    expect(after).toMatchObject({ reviewedToday: 1 });
    expect(after.cards).toHaveLength(2);
    expect((await summary()).inQueue).toBe(2);
  });

  it("counts today from the learner's own midnight", async () => {
    // 18:00 UTC yesterday is already today in Auckland (UTC+12 or +13), still yesterday in UTC.
    const yesterdayEvening = new Date();
    yesterdayEvening.setUTCDate(yesterdayEvening.getUTCDate() - 1);
    yesterdayEvening.setUTCHours(18, 0, 0, 0);
    await meet(learnerId, [["de-lesson01", 0, "again"]], 60 * 30);
    const [card] = (await queue()).cards;
    await answer({ cardId: card!.cardId, attempt: "?", idempotencyKey: key(), answeredAt: yesterdayEvening.toISOString() });
    expect((await queue("?timeZone=UTC")).reviewedToday).toBe(0);
    const local = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(yesterdayEvening);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(new Date());
    expect((await queue("?timeZone=Pacific%2FAuckland")).reviewedToday).toBe(local === today ? 1 : 0);
  });
});

describe("a card answered on the review screen today", () => {
  it("waits for its short FSRS step: neither the queue nor the header's count has it until it is due, and the queue says when it comes back", async () => {
    await meet(learnerId, [0, 1, 2, 3].map((index) => ["de-lesson01", index, "again"] as const));
    const first = await queue();
    expect(first.cards).toHaveLength(4);
    expect((await summary()).inQueue).toBe(4);
    const [missed, alsoMissed, longAgo] = first.cards;
    const dues = [];
    for (const card of [missed!, alsoMissed!]) {
      const result = (await (await answer({ cardId: card.cardId, attempt: "?", idempotencyKey: key() })).json()) as ReviewAnswerResult;
      expect(result.rating).toBe("again");
      dues.push(result.nextDue);
    }
    // Missed half an hour ago: its step is over and it is due again now.
    await answer({ cardId: longAgo!.cardId, attempt: "?", idempotencyKey: key(), answeredAt: new Date(Date.now() - 30 * 60_000).toISOString() });

    const after = await queue();
    expect(after.cards.map((card) => card.cardId).sort()).toEqual([longAgo!.cardId, first.cards[3]!.cardId].sort());
    expect(after).toMatchObject({ laterToday: 2, nextDueToday: dues.sort()[0] });
    expect(Date.parse(after.nextDueToday!)).toBeGreaterThan(Date.now());
    expect((await summary()).inQueue).toBe(2);
    // Still due today for the profile's figures.
    expect((await summary()).dueToday).toBe(4);
  });
});

describe("cards behind the paywall", () => {
  it("hides a lapsed subscriber's cards of locked lessons and brings them back when they subscribe again", async () => {
    await setTier("premium");
    await meet(learnerId, [
      [LOCKED_LESSON_ID, 0, "again"],
      ["de-lesson01", 0, "again"],
    ]);
    expect((await queue()).cards.map((card) => card.lessonId)).toEqual(["de-lesson01", LOCKED_LESSON_ID]);
    const locked = (await queue()).cards[1]!;

    await setTier("free");
    expect((await queue()).cards.map((card) => card.lessonId)).toEqual(["de-lesson01"]);
    expect(await summary()).toMatchObject({ total: 1, dueToday: 1 });
    const refused = await answer({ cardId: locked.cardId, attempt: "x", idempotencyKey: key() });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ locked: true, message: expect.any(String) });

    await setTier("premium");
    expect((await queue()).cards.map((card) => card.cardId)).toContain(locked.cardId);
    expect((await summary()).total).toBe(2);
  });
});

describe("the review summary", () => {
  it("counts cards learned, due today and the next 30 days", async () => {
    await meet(
      learnerId,
      [
        ["de-lesson01", 0, "again"],
        ["ja-lesson01", 0, "good"],
      ],
      3 * 24 * 60,
    );
    const card = (await queue()).cards.find((candidate) => candidate.lessonId === "ja-lesson01");
    // Right two days ago and now: past the learning steps, due again in days, not today.
    const now = Date.now();
    for (const hoursAgo of [48, 0]) {
      const result = (await (await answer({ cardId: card!.cardId, attempt: (await exercisesOf("ja-lesson01"))[0]!.answers[0], idempotencyKey: key(), answeredAt: new Date(now - hoursAgo * 3_600_000).toISOString() })).json()) as ReviewAnswerResult;
      expect(result.rating).toBe("good");
    }
    const figures = await summary();
    expect(figures).toMatchObject({ total: 2, learned: 1, dueToday: 1, reviewedToday: 1, dailyCap: REVIEW_DAILY_CAP_DEFAULT, timeZone: "UTC" });
    expect(figures.forecast).toHaveLength(REVIEW_FORECAST_DAYS);
    expect(figures.forecast[0]).toEqual({ date: new Date().toISOString().slice(0, 10), due: 1 });
    expect(figures.forecast.slice(1).reduce((sum, day) => sum + day.due, 0)).toBe(1);
  });
});

describe("bad requests", () => {
  it.each([
    ["cardId", { attempt: "x", idempotencyKey: "answer-key-ok" }],
    ["cardId", { cardId: "1", attempt: "x", idempotencyKey: "answer-key-ok" }],
    ["cardId", { cardId: 1.5, attempt: "x", idempotencyKey: "answer-key-ok" }],
    ["idempotencyKey", { cardId: 1, attempt: "x" }],
    ["idempotencyKey", { cardId: 1, attempt: "x", idempotencyKey: "short" }],
    ["idempotencyKey", { cardId: 1, attempt: "x", idempotencyKey: "with spaces in it" }],
    ["attempt", { cardId: 1, attempt: "x".repeat(5000), idempotencyKey: "answer-key-ok" }],
    ["attempt", { cardId: 1, attempt: 3, idempotencyKey: "answer-key-ok" }],
    ["hintUsed", { cardId: 1, attempt: "x", hintUsed: "yes", idempotencyKey: "answer-key-ok" }],
    ["answeredAt", { cardId: 1, attempt: "x", idempotencyKey: "answer-key-ok", answeredAt: "yesterday" }],
  ])("refuses an answer with a bad %s with a 400 naming it", async (field, json) => {
    const response = await answer(json);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field, message: expect.any(String) });
  });

  it.each([0, 201, 2.5, "20", null])("refuses a daily cap of %j", async (dailyCap) => {
    const response = await call("/api/review/settings", { cookie, method: "PUT", json: { dailyCap } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: "dailyCap" });
  });

  it("answers 404 for a card that is not the learner's, 400 for an unknown time zone, 401 signed out", async () => {
    await meet((await userNamed("premium")).id, [["de-lesson01", 0, "again"]]);
    const other = await signIn(DEMO.premium.username, DEMO.premium.password);
    const [theirs] = ((await (await call("/api/review/queue", { cookie: other })).json()) as ReviewQueue).cards;
    const response = await answer({ cardId: theirs!.cardId, attempt: "x", idempotencyKey: key() });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String) });
    expect((await call("/api/review/queue?timeZone=Mars%2FOlympus", { cookie })).status).toBe(400);
    expect((await call("/api/review/summary?timeZone=nowhere", { cookie })).status).toBe(400);
    expect((await call("/api/review/queue")).status).toBe(401);
    expect((await call("/api/review/answers", { json: { cardId: 1, attempt: "x", idempotencyKey: key() } })).status).toBe(401);
  });
});
