import { env, runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSession } from "../auth/session";
import { lessonProgress, sessions, tutorConversations, users } from "../db/schema";
import { db } from "../test/client";
import { tutorConversationName } from "../tutor/tutor-conversation";
import { eraseDeletedAccounts } from "./erase-accounts";

const HOUR = 60 * 60 * 1000;

async function deletedAccount(username: string, hoursAgo: number): Promise<number> {
  const [user] = await db()
    .insert(users)
    .values({ username, email: `${username}@example.com`, emailVerified: true, deletedAt: new Date(Date.now() - hoursAgo * HOUR) })
    .returning();
  await db().insert(lessonProgress).values({ userId: user!.id, lessonId: "de-lesson01", languageCode: "de", completed: true });
  await db().insert(tutorConversations).values({ userId: user!.id, lessonId: "de-lesson01" });
  await createSession(db(), user!.id);
  return user!.id;
}

describe("erasing deleted accounts", () => {
  it("erases an account deleted 25 hours ago with its progress, sessions and conversations, and keeps one of 23 hours", async () => {
    const old = await deletedAccount("gone", 25);
    const recent = await deletedAccount("staying", 23);
    const stub = env.TUTOR.getByName(tutorConversationName(old, "de-lesson01"));
    await runInDurableObject(stub, async (_instance, state) => {
      await state.storage.put("history", ["hola"]);
    });

    expect(await eraseDeletedAccounts(env)).toBe(1);

    expect(await db().select().from(users).where(eq(users.id, old))).toEqual([]);
    expect(await db().select().from(lessonProgress).where(eq(lessonProgress.userId, old))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, old))).toEqual([]);
    expect(await db().select().from(tutorConversations).where(eq(tutorConversations.userId, old))).toEqual([]);
    await runInDurableObject(stub, async (_instance, state) => {
      expect(await state.storage.get("history")).toBeUndefined();
    });

    expect(await db().select().from(users).where(eq(users.id, recent))).toHaveLength(1);
    expect(await db().select().from(lessonProgress).where(eq(lessonProgress.userId, recent))).toHaveLength(1);
    expect((await db().select().from(users).where(eq(users.username, "learner")))[0]?.deletedAt).toBeNull();
  });

  it("is harmless when run twice at once", async () => {
    await deletedAccount("gone", 30);
    const erased = await Promise.all([eraseDeletedAccounts(env), eraseDeletedAccounts(env)]);
    expect(erased.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(users).where(eq(users.username, "gone"))).toEqual([]);
  });
});
