import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { lessonProgress, users } from "../db/schema";
import { db } from "../test/client";
import { markLessonCompleted } from "./lesson-progress";

async function learnerId(): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.username, "learner"));
  return row!.id;
}

const rowOf = async (userId: number, lessonId: string) =>
  (await db().select().from(lessonProgress).where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId))))[0];

describe("completing a lesson with the tutor (markLessonCompleted)", () => {
  it("marks the lesson completed for the learner, in its language", async () => {
    const userId = await learnerId();
    const record = await markLessonCompleted(db(), userId, "es-lesson02");
    expect(record).toMatchObject({ lessonId: "es-lesson02", completed: true, timeSpent: 0 });
    expect(await rowOf(userId, "es-lesson02")).toMatchObject({ languageCode: "es", completed: true });
  });

  it("keeps the first completion time and the time already spent", async () => {
    const userId = await learnerId();
    await db().insert(lessonProgress).values({ userId, lessonId: "de-lesson01", languageCode: "de", timeSpent: 7, bestScore: 40 });
    const first = await markLessonCompleted(db(), userId, "de-lesson01", new Date("2026-01-01T10:00:00Z"));
    const again = await markLessonCompleted(db(), userId, "de-lesson01", new Date("2026-01-02T10:00:00Z"));
    expect(first!.completedAt).toBe("2026-01-01T10:00:00.000Z");
    expect(again).toMatchObject({ completedAt: "2026-01-01T10:00:00.000Z", lastAccessedAt: "2026-01-02T10:00:00.000Z", timeSpent: 7, score: 40 });
  });

  it("answers null, and writes nothing, for a lesson that does not exist", async () => {
    const userId = await learnerId();
    expect(await markLessonCompleted(db(), userId, "de-lesson99")).toBeNull();
    expect(await rowOf(userId, "de-lesson99")).toBeUndefined();
  });
});
