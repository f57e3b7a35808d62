import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviewCards, reviewLogs, users } from "./schema";
import { db } from "../test/client";

async function learnerWithCard() {
  const [user] = await db().select().from(users).where(eq(users.username, "learner"));
  const [card] = await db()
    .insert(reviewCards)
    .values({
      userId: user!.id,
      lessonId: "de-lesson01",
      languageCode: "de",
      lessonNumber: 1,
      exerciseIndex: 0,
      exercise: { prompt: "I am", answers: ["Ich bin"], nudge: "n", hint: "h", example: { prompt: "you are", answer: "du bist" }, structure: "sein" },
      due: new Date(),
    })
    .returning();
  return { userId: user!.id, cardId: card!.id };
}

describe("review tables", () => {
  it("records an answer sent twice with the same idempotency key once", async () => {
    const { userId, cardId } = await learnerWithCard();
    const answer = { userId, cardId, rating: 3, source: "review" as const, reviewedAt: new Date(), idempotencyKey: "answer-1" };
    await db().insert(reviewLogs).values(answer).onConflictDoNothing();
    await db().insert(reviewLogs).values(answer).onConflictDoNothing();
    await expect(db().insert(reviewLogs).values(answer)).rejects.toThrow();
    expect(await db().select().from(reviewLogs).where(eq(reviewLogs.cardId, cardId))).toHaveLength(1);
  });

  it("keeps one card per learner and exercise", async () => {
    await learnerWithCard();
    await expect(learnerWithCard()).rejects.toThrow();
  });

  it("drops a learner's cards and answers with the account", async () => {
    const { userId, cardId } = await learnerWithCard();
    await db().insert(reviewLogs).values({ userId, cardId, rating: 1, source: "tutor", reviewedAt: new Date() });
    await db().delete(users).where(eq(users.id, userId));
    expect(await db().select().from(reviewCards)).toEqual([]);
    expect(await db().select().from(reviewLogs)).toEqual([]);
  });
});
