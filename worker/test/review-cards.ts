/** Helpers for the review-card tests: the demo learner's row, a lesson's exercises, a card as stored. */
import { and, eq } from "drizzle-orm";
import type { Exercise } from "../../contract/lesson-source";
import type { ReviewRating } from "../../contract/wire";
import type { UserRow } from "../app-env";
import { lessons, reviewCards, users } from "../db/schema";
import { recordTutorOutcome } from "../review/tutor-outcome";
import { db } from "./client";

export async function userNamed(username: string): Promise<UserRow> {
  const [user] = await db().select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}`);
  return user;
}

export async function exercisesOf(lessonId: string): Promise<Exercise[]> {
  const [lesson] = await db().select().from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) throw new Error(`no lesson ${lessonId}`);
  return lesson.exercises as Exercise[];
}

export async function storedCard(userId: number, lessonId: string, exerciseIndex: number) {
  const [card] = await db()
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.lessonId, lessonId), eq(reviewCards.exerciseIndex, exerciseIndex)));
  return card;
}

/** The tutor finished these exercises with the learner, a while ago, so every card is due by now. */
export async function meet(userId: number, outcomes: [lessonId: string, exerciseIndex: number, rating: ReviewRating][], minutesAgo = 60): Promise<void> {
  const start = Date.now() - minutesAgo * 60_000;
  // A second apart, in the given order: "newest" is well defined.
  for (const [index, [lessonId, exerciseIndex, rating]] of outcomes.entries()) {
    await recordTutorOutcome(db(), userId, lessonId, exerciseIndex, rating, new Date(start + index * 1000));
  }
}
