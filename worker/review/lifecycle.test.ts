/** Reviews in the rest of the app: the streak, "Reset progress" of a language, and account erasure. */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { ReviewQueue, StreakSummary } from "../../contract/wire";
import { eraseDeletedAccounts } from "../cleanup/erase-accounts";
import { reviewCards, reviewLogs, users } from "../db/schema";
import { call, db, DEMO, signIn } from "../test/client";
import { meet, userNamed } from "../test/review-cards";

const DAY = 24 * 60 * 60 * 1000;
let cookie: string;
let learnerId: number;

beforeEach(async () => {
  cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
  learnerId = (await userNamed("learner")).id;
});

const queue = async () => (await (await call("/api/review/queue", { cookie })).json()) as ReviewQueue;
const answerAt = (cardId: number, at: Date) =>
  call("/api/review/answers", { cookie, json: { cardId, attempt: "?", idempotencyKey: `streak-${at.getTime()}`, answeredAt: at.toISOString() } });

describe("reviews in the streak", () => {
  it("count as the day's activity: two days of reviews make a streak of 2", async () => {
    await meet(learnerId, [["de-lesson01", 0, "again"]], 3 * 24 * 60);
    const [card] = (await queue()).cards;
    const now = Date.now();
    await answerAt(card!.cardId, new Date(now - DAY));
    await answerAt(card!.cardId, new Date(now));
    const streak = (await (await call("/api/streak", { cookie })).json()) as StreakSummary;
    expect(streak).toMatchObject({ currentStreak: 2, longestStreak: 2 });
    expect(streak.days.at(-1)).toEqual({ date: streak.today, lessons: [], reviews: 1 });
  });

  it("are answers on the review screen: the tutor's outcomes count through the lessons they belong to", async () => {
    await meet(learnerId, [["de-lesson01", 0, "good"]]);
    const streak = (await (await call("/api/streak", { cookie })).json()) as StreakSummary;
    expect(streak).toMatchObject({ currentStreak: 0, days: [] });
  });
});

describe("forgetting review cards", () => {
  it("resetting a language's progress removes its cards and their answers, and keeps the other languages'", async () => {
    await meet(learnerId, [
      ["de-lesson01", 0, "again"],
      ["ja-lesson01", 0, "again"],
    ]);
    const response = await call("/api/progress/language/de/reset", { cookie, method: "DELETE" });
    expect(response.status).toBe(200);
    expect((await queue()).cards.map((card) => card.languageCode)).toEqual(["ja"]);
    expect(await db().select().from(reviewLogs)).toHaveLength(1);
  });

  it("erasing a deleted account removes its cards and answers, and nobody else's", async () => {
    await meet(learnerId, [["de-lesson01", 0, "again"]]);
    const premiumId = (await userNamed("premium")).id;
    await meet(premiumId, [["de-lesson01", 0, "again"]]);
    await db().update(users).set({ deletedAt: new Date(Date.now() - 2 * DAY) }).where(eq(users.id, learnerId));
    expect(await eraseDeletedAccounts(env)).toBe(1);
    expect(await db().select().from(reviewCards).where(eq(reviewCards.userId, learnerId))).toEqual([]);
    expect(await db().select().from(reviewLogs).where(eq(reviewLogs.userId, learnerId))).toEqual([]);
    expect(await db().select().from(reviewCards).where(eq(reviewCards.userId, premiumId))).toHaveLength(1);
  });
});
