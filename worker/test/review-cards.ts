/** Helpers for the review-card tests: the demo learner's row, a lesson's exercises, a card as stored. */
import { and, eq } from "drizzle-orm";
import type { Exercise } from "../../contract/lesson-source";
import type { UserRow } from "../app-env";
import { lessons, reviewCards, users } from "../db/schema";
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
