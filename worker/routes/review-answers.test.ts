import { eq } from "drizzle-orm";
import { createEmptyCard, fsrs, generatorParameters, Rating } from "ts-fsrs";
import { beforeEach, describe, expect, it } from "vitest";
import type { ReviewAnswerResult, ReviewQueue } from "../../contract/wire";
import { reviewLogs } from "../db/schema";
import { recordTutorOutcome } from "../review/tutor-outcome";
import { call, db, DEMO, signIn } from "../test/client";
import { exercisesOf, meet, storedCard, userNamed } from "../test/review-cards";
import { standClockStillMidWindow } from "../test/clock";
import { LIMITS } from "../auth/rate-limit";

const library = fsrs(generatorParameters({ enable_fuzz: true }));
let cookie: string;
let learnerId: number;
let right: string;

beforeEach(async () => {
  cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
  learnerId = (await userNamed("learner")).id;
  right = (await exercisesOf("de-lesson01"))[0]!.answers[0]!;
});

const answer = (json: Record<string, unknown>, headers: Record<string, string> = {}) => call("/api/review/answers", { cookie, json, headers });
const result = async (json: Record<string, unknown>) => (await (await answer(json)).json()) as ReviewAnswerResult;
const queue = async () => (await (await call("/api/review/queue", { cookie })).json()) as ReviewQueue;
let keys = 0;
const key = () => `answer-key-${++keys}-${crypto.randomUUID()}`;

async function firstCard(rating: "good" | "again" = "good") {
  await meet(learnerId, [["de-lesson01", 0, rating]]);
  return (await queue()).cards[0]!.cardId;
}

describe("answering a review card", () => {
  it("rates a right answer good, right after the hint hard, a wrong one or giving up again", async () => {
    const cardId = await firstCard();
    expect(await result({ cardId, attempt: right, idempotencyKey: key() })).toMatchObject({ cardId, rating: "good", verdict: { kind: "correct" }, expected: right, duplicate: false });
    expect(await result({ cardId, attempt: right, hintUsed: true, idempotencyKey: key() })).toMatchObject({ rating: "hard", verdict: { kind: "correct" } });
    expect(await result({ cardId, attempt: "Ich weiß es nicht", idempotencyKey: key() })).toMatchObject({ rating: "again", verdict: { kind: "wrong" }, expected: right });
    expect(await result({ cardId, gaveUp: true, idempotencyKey: key() })).toMatchObject({ rating: "again", verdict: null, expected: right });
    const ratings = await db().select({ rating: reviewLogs.rating }).from(reviewLogs).where(eq(reviewLogs.source, "review")).orderBy(reviewLogs.id);
    expect(ratings.map((row) => row.rating)).toEqual([Rating.Good, Rating.Hard, Rating.Again, Rating.Again]);
  });

  it("shows what differs in a wrong answer, and why: the learner's words marked as the tutor marks them, and the checker's explanation", async () => {
    await meet(learnerId, [["de-lesson01", 1, "again"]]);
    const cardId = (await queue()).cards[0]!.cardId;
    const wrong = await result({ cardId, attempt: "Das nicht ist gut.", idempotencyKey: key() });
    expect(wrong).toMatchObject({ rating: "again", expected: "Das ist nicht gut.", explanation: "“nicht” is in the wrong place: it comes later in the sentence." });
    expect(wrong.marks!.map((mark) => mark.text).join(" ")).toBe("Das nicht ist gut");
    expect(wrong.marks!.some((mark) => !mark.ok)).toBe(true);
    const slip = await result({ cardId, attempt: "Das bist nicht gut.", idempotencyKey: key() });
    expect(slip.marks).toContainEqual({ text: "bist", ok: false });
    expect(slip.marks).toContainEqual({ text: "nicht", ok: true });
    expect(slip.explanation).toContain("“bist”");
    expect(await result({ cardId, gaveUp: true, idempotencyKey: key() })).not.toHaveProperty("marks");
  });

  it("schedules the card as ts-fsrs does, from the tutor's outcome on", async () => {
    const met = new Date(Date.now() - 2 * 60 * 60_000);
    const answered = new Date(met.getTime() + 30 * 60_000);
    await recordTutorOutcome(db(), learnerId, "de-lesson01", 0, "again", met);
    const cardId = (await queue()).cards[0]!.cardId;
    const reply = await result({ cardId, attempt: right, idempotencyKey: key(), answeredAt: answered.toISOString() });
    const afterTutor = library.next(createEmptyCard(met), met, Rating.Again).card;
    const expected = library.next(afterTutor, answered, Rating.Good).card;
    expect(reply.nextDue).toBe(expected.due.toISOString());
    await queue();
    expect(await storedCard(learnerId, "de-lesson01", 0)).toMatchObject({ due: expected.due, stability: expected.stability, reps: 2, state: expected.state });
  });

  it("schedules an answer after the answers not yet folded into the card (a second answer before the queue is read again)", async () => {
    const met = new Date(Date.now() - 3 * 60 * 60_000);
    const first = new Date(met.getTime() + 30 * 60_000);
    const second = new Date(met.getTime() + 90 * 60_000);
    // Another card met first, so this card's id and its answers' ids do not line up.
    await recordTutorOutcome(db(), learnerId, "de-lesson01", 1, "good", met);
    await recordTutorOutcome(db(), learnerId, "de-lesson01", 0, "again", met);
    const prompt = (await exercisesOf("de-lesson01"))[0]!.prompt;
    const cardId = (await queue()).cards.find((card) => card.prompt === prompt)!.cardId;
    await result({ cardId, attempt: right, idempotencyKey: key(), answeredAt: first.toISOString() });
    const reply = await result({ cardId, attempt: right, idempotencyKey: key(), answeredAt: second.toISOString() });
    const afterTutor = library.next(createEmptyCard(met), met, Rating.Again).card;
    const afterFirst = library.next(afterTutor, first, Rating.Good).card;
    expect(reply.nextDue).toBe(library.next(afterFirst, second, Rating.Good).card.due.toISOString());
  });

  it("loses none of 50 answers to one card sent at once", async () => {
    const cardId = await firstCard("again");
    const replies = await Promise.all(Array.from({ length: 50 }, (_, index) => answer({ cardId, attempt: index % 2 ? right : "nein", idempotencyKey: key() })));
    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(200));
    expect(await db().select().from(reviewLogs).where(eq(reviewLogs.cardId, cardId))).toHaveLength(51);
    expect((await queue()).reviewedToday).toBe(50);
    expect(await storedCard(learnerId, "de-lesson01", 0)).toMatchObject({ reps: 51 });
  });

  it("records an answer sent twice with one idempotency key once, however it arrives", async () => {
    const cardId = await firstCard();
    const once = key();
    expect(await result({ cardId, attempt: right, idempotencyKey: once })).toMatchObject({ duplicate: false, rating: "good" });
    expect(await result({ cardId, attempt: right, idempotencyKey: once })).toMatchObject({ duplicate: true, rating: "good" });

    const together = key();
    const replies = await Promise.all(Array.from({ length: 10 }, () => result({ cardId, attempt: "nein", idempotencyKey: together })));
    expect(replies.filter((reply) => !reply.duplicate)).toHaveLength(1);
    expect(await db().select().from(reviewLogs).where(eq(reviewLogs.source, "review"))).toHaveLength(2);
    expect((await queue()).reviewedToday).toBe(2);
  });

  it("refuses a key already used for another card with 409", async () => {
    await meet(learnerId, [
      ["de-lesson01", 0, "good"],
      ["de-lesson01", 1, "good"],
    ]);
    const [first, second] = (await queue()).cards;
    const used = key();
    await result({ cardId: first!.cardId, attempt: right, idempotencyKey: used });
    const reply = await answer({ cardId: second!.cardId, attempt: right, idempotencyKey: used });
    expect(reply.status).toBe(409);
    expect(await reply.json()).toEqual({ message: expect.any(String) });
  });

  it("lets another learner use the same key for their own answer", async () => {
    const cardId = await firstCard();
    const shared = key();
    await result({ cardId, attempt: right, idempotencyKey: shared });
    const premiumId = (await userNamed("premium")).id;
    await meet(premiumId, [["de-lesson01", 0, "good"]]);
    const other = await signIn(DEMO.premium.username, DEMO.premium.password);
    const theirs = ((await (await call("/api/review/queue", { cookie: other })).json()) as ReviewQueue).cards[0]!;
    const reply = await call("/api/review/answers", { cookie: other, json: { cardId: theirs.cardId, attempt: right, idempotencyKey: shared } });
    expect(await reply.json()).toMatchObject({ duplicate: false });
  });

  it(`limits answers to ${LIMITS.reviewAnswerMinute.max} a minute per learner: then 429 with Retry-After (issue 29)`, { timeout: 60_000 }, async () => {
    standClockStillMidWindow();
    const cardId = await firstCard("again");
    for (let index = 0; index < LIMITS.reviewAnswerMinute.max; index++) expect((await answer({ cardId, gaveUp: true, idempotencyKey: key() })).status).toBe(200);
    const refused = await answer({ cardId, gaveUp: true, idempotencyKey: key() });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("runs at most 2 D1 statements besides the session lookup and the rate limit's counters", async () => {
    const cardId = await firstCard();
    const reply = await answer({ cardId, attempt: right, idempotencyKey: key() }, { "X-Count-D1-Queries": "1" });
    expect(reply.status).toBe(200);
    const total = Number(reply.headers.get("X-D1-Queries"));
    const session = Number(reply.headers.get("X-D1-Session-Queries"));
    expect(session).toBeLessThanOrEqual(1);
    // The per-learner limit's two counters go in one batch of their own (issue 29).
    expect(total - session).toBeLessThanOrEqual(4);
  });
});
