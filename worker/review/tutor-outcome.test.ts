import { eq } from "drizzle-orm";
import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type Grade } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import type { ReviewRating } from "../../contract/wire";
import { lessons, reviewLogs } from "../db/schema";
import { db } from "../test/client";
import { exercisesOf, storedCard, userNamed } from "../test/review-cards";
import { dailyQueue } from "./queue";
import { recordTutorOutcome, tutorRating } from "./tutor-outcome";

/** The library itself, set up as the app says it is: what every stored schedule must equal. */
const library = fsrs(generatorParameters({ enable_fuzz: true }));
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The library's card as the row spells it (snake_case fields become camelCase columns). */
const asStored = (card: Card) =>
  Object.fromEntries(Object.entries(card).map(([field, value]) => [field.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()), value]));

/** Reading the queue folds the recorded outcomes into the cards. */
const read = async (username = "learner", at = new Date()) => dailyQueue(db(), await userNamed(username), "UTC", at);

describe("recording the tutor's outcome", () => {
  it.each<[ReviewRating, Grade]>([
    ["good", Rating.Good],
    ["hard", Rating.Hard],
    ["again", Rating.Again],
  ])("makes the exercise a card that ts-fsrs schedules as a new card rated %s", async (rating, grade) => {
    const learner = await userNamed("learner");
    const now = new Date("2026-03-02T09:00:00Z");
    await recordTutorOutcome(db(), learner.id, "de-lesson01", 1, rating, now);
    await read("learner", now);
    const card = await storedCard(learner.id, "de-lesson01", 1);
    const expected = library.next(createEmptyCard(now), now, grade).card;
    expect(card).toMatchObject({ ...asStored(expected), lastRating: grade, languageCode: "de", lessonNumber: 1 });
    expect(card!.state).toBe(State.Learning);
    expect(card!.exercise).toEqual((await exercisesOf("de-lesson01"))[1]);
  });

  it("schedules a second meeting from the card's first one, as the library does", async () => {
    const learner = await userNamed("learner");
    const first = new Date("2026-03-02T09:00:00Z");
    const second = new Date(first.getTime() + 10 * MINUTE);
    const third = new Date(first.getTime() + 3 * DAY);
    await recordTutorOutcome(db(), learner.id, "de-lesson01", 0, "again", first);
    await read("learner", first);
    await recordTutorOutcome(db(), learner.id, "de-lesson01", 0, "good", second);
    await recordTutorOutcome(db(), learner.id, "de-lesson01", 0, "good", third);
    await read("learner", third);
    let expected = library.next(createEmptyCard(first), first, Rating.Again).card;
    expected = library.next(expected, second, Rating.Good).card;
    expected = library.next(expected, third, Rating.Good).card;
    expect(await storedCard(learner.id, "de-lesson01", 0)).toMatchObject({ ...asStored(expected), lastRating: Rating.Good });
    expect(expected.state).toBe(State.Review);
    // Every answer is now in its card, and marked so: the next read looks for none of them.
    expect((await db().select({ folded: reviewLogs.folded }).from(reviewLogs)).map((row) => row.folded)).toEqual([true, true, true]);
  });

  it("takes the lesson's current wording when the exercise is met again", async () => {
    const learner = await userNamed("learner");
    await recordTutorOutcome(db(), learner.id, "de-lesson01", 0, "good");
    const exercises = await exercisesOf("de-lesson01");
    exercises[0] = { ...exercises[0]!, prompt: "That is good!" };
    await db().update(lessons).set({ exercises }).where(eq(lessons.id, "de-lesson01"));
    await recordTutorOutcome(db(), learner.id, "de-lesson01", 0, "good");
    expect((await storedCard(learner.id, "de-lesson01", 0))!.exercise.prompt).toBe("That is good!");
    expect(await db().select().from(reviewLogs)).toHaveLength(2);
  });

  it("records nothing for an exercise or lesson that does not exist", async () => {
    const learner = await userNamed("learner");
    await recordTutorOutcome(db(), learner.id, "de-lesson01", 999, "again");
    await recordTutorOutcome(db(), learner.id, "de-lesson99", 0, "again");
    expect(await db().select().from(reviewLogs)).toEqual([]);
    expect((await read()).cards).toEqual([]);
  });

  it("rates right first try good, right after help hard, and revealed again", () => {
    expect(tutorRating(true, 0)).toBe("good");
    expect(tutorRating(true, 2)).toBe("hard");
    expect(tutorRating(false, 3)).toBe("again");
  });
});
