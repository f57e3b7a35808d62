import { env, runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSession } from "../auth/session";
import { hashPassword } from "../auth/password";
import { contactSubmissions, lessonProgress, rateLimits, sessions, tutorConversations, users } from "../db/schema";
import { call, db, DEMO, signIn, waitForMail } from "../test/client";
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

  it("erases the rate-limit counters and contact messages that name the account", async () => {
    const [user] = await db()
      .insert(users)
      .values({ username: "Leaving", email: "leaving@example.com", passwordHash: await hashPassword("leaving-pass-2026"), emailVerified: true })
      .returning();
    const from = (address: string) => ({ "cf-connecting-ip": address });
    // What the learner leaves behind: sign-ins by name and by address, a reset, a message to the team.
    await call("/api/login", { json: { username: "leaving", password: "a-wrong-guess" }, headers: from("198.51.100.20") });
    await call("/api/login", { json: { username: "leaving@example.com", password: "leaving-pass-2026" }, headers: from("198.51.100.21") });
    await call("/api/login", { json: { username: "leaving", password: "a-wrong-guess" }, headers: from("198.51.100.21") });
    await call("/api/forgot-password", { json: { email: "leaving@example.com" }, headers: from("198.51.100.22") });
    await waitForMail("leaving@example.com");
    const contact = { name: "Lee", email: "leaving@example.com", message: "Please tell me more about the Hindi course, thanks!" };
    expect((await call("/api/contact", { json: contact, headers: from("198.51.100.23") })).status).toBe(201);
    // Someone else's traces stay.
    await call("/api/forgot-password", { json: { email: "learner@example.com" }, headers: from("198.51.100.24") });
    await call("/api/contact", { json: { ...contact, email: "learner@example.com" }, headers: from("198.51.100.25") });
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    expect(cookie).toBeTruthy();

    await db().update(users).set({ deletedAt: new Date(Date.now() - 25 * HOUR) }).where(eq(users.id, user!.id));
    // Tried again after the deletion, when the name no longer finds an account.
    await call("/api/login", { json: { username: "Leaving", password: "a-wrong-guess" }, headers: from("198.51.100.26") });
    await call("/api/login", { json: { username: "leaving@example.com", password: "a-wrong-guess" }, headers: from("198.51.100.26") });
    expect(await eraseDeletedAccounts(env)).toBe(1);

    const keys = (await db().select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys.filter((key) => key.includes("leaving") || key.includes(`user:${user!.id}`))).toEqual([]);
    expect(keys.some((key) => key.includes("learner@example.com"))).toBe(true);
    expect(keys.some((key) => key.startsWith("login:198.51.100."))).toBe(true); // per-address counters name nobody
    const messages = await db().select({ email: contactSubmissions.email }).from(contactSubmissions);
    expect(messages).toEqual([{ email: "learner@example.com" }]);
  });
});
