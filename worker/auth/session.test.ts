import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SESSION_LIFETIME_MS } from "../../contract/constants";
import { sessions, users } from "../db/schema";
import { db } from "../test/client";
import { createSession, invalidateUserSessions, validateSessionToken } from "./session";

const DAY = 24 * 60 * 60 * 1000;

async function learnerId(): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.username, "learner"));
  return row!.id;
}

describe("session lifetime", () => {
  it("lasts 30 days", async () => {
    const now = Date.now();
    const session = await createSession(db(), await learnerId(), now);
    expect(session.expiresAt.getTime()).toBe(now + SESSION_LIFETIME_MS);
    expect(await validateSessionToken(db(), session.token, now + 29 * DAY)).not.toBeNull();
  });

  it("is not extended in its first 15 days", async () => {
    const now = Date.now();
    const session = await createSession(db(), await learnerId(), now);
    const checked = await validateSessionToken(db(), session.token, now + 10 * DAY);
    expect(checked?.renewed).toBe(false);
    expect(checked?.expiresAt.getTime()).toBe(session.expiresAt.getTime());
  });

  it("is extended to 30 days from now when used in its last 15 days", async () => {
    const now = Date.now();
    const session = await createSession(db(), await learnerId(), now);
    const later = now + 20 * DAY;
    const checked = await validateSessionToken(db(), session.token, later);
    expect(checked?.renewed).toBe(true);
    expect(checked?.expiresAt.getTime()).toBe(later + SESSION_LIFETIME_MS);
    // The extension is stored: it still holds past the original expiry.
    expect(await validateSessionToken(db(), session.token, now + 31 * DAY)).not.toBeNull();
  });

  it("expires after 30 days and is then deleted", async () => {
    const now = Date.now();
    const session = await createSession(db(), await learnerId(), now);
    expect(await validateSessionToken(db(), session.token, now + 30 * DAY + 1)).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
  });

  it("can end all of a user's sessions but one", async () => {
    const userId = await learnerId();
    const keep = await createSession(db(), userId);
    const drop = await createSession(db(), userId);
    await invalidateUserSessions(db(), userId, keep.id);
    expect(await validateSessionToken(db(), keep.token)).not.toBeNull();
    expect(await validateSessionToken(db(), drop.token)).toBeNull();
  });
});
