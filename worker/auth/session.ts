/**
 * Sessions as the Copenhagen Book describes them (docs/product/accounts.md): a 160-bit random token in a
 * cookie, only its SHA-256 stored, 30 days of life, renewed when used in its last 15 days.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq, isNull, lt, ne } from "drizzle-orm";
import { SESSION_LIFETIME_MS, SESSION_RENEW_WITHIN_MS } from "../../contract/constants";
import type { UserRow } from "../app-env";
import type { Database } from "../db/client";
import { sessions, users } from "../db/schema";

export function generateToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

/** Tokens are stored only as their SHA-256 (sessions, email tokens alike). */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export interface NewSession {
  token: string;
  id: string;
  expiresAt: Date;
}

export async function createSession(db: Database, userId: number, now = Date.now()): Promise<NewSession> {
  const token = generateToken();
  const id = hashToken(token);
  const expiresAt = new Date(now + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ id, userId, expiresAt });
  return { token, id, expiresAt };
}

export interface ValidSession {
  id: string;
  user: UserRow;
  expiresAt: Date;
  /** True when the expiry moved, so the cookie must be sent again. */
  renewed: boolean;
}

async function findSession(db: Database, id: string) {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function validateSessionToken(db: Database, token: string, now = Date.now()): Promise<ValidSession | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const id = hashToken(token);
  const row = await findSession(db, id);
  if (!row) return null;
  if (row.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (row.expiresAt.getTime() - now < SESSION_RENEW_WITHIN_MS) {
    const expiresAt = new Date(now + SESSION_LIFETIME_MS);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    return { id, user: row.user, expiresAt, renewed: true };
  }
  return { id, user: row.user, expiresAt: row.expiresAt, renewed: false };
}

/**
 * The user of a session known by its id (a websocket keeps the id, not the token), or null when it
 * ended, expired or its account was deleted. Never renewed: a socket cannot send a new cookie.
 */
export async function sessionUser(db: Database, sessionId: string, now = Date.now()): Promise<UserRow | null> {
  const row = await findSession(db, sessionId);
  return row && row.expiresAt.getTime() > now ? row.user : null;
}

/** Ends one session; answers whose it was (null when there was none). */
export async function invalidateSession(db: Database, sessionId: string): Promise<{ userId: number } | null> {
  const [ended] = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ userId: sessions.userId });
  return ended ?? null;
}

/** Ends every session of a user, or every one but `keepSessionId` (password change). */
export async function invalidateUserSessions(db: Database, userId: number, keepSessionId?: string): Promise<void> {
  const mine = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepSessionId ? and(mine, ne(sessions.id, keepSessionId)) : mine);
}

export async function deleteExpiredSessions(db: Database, now = Date.now()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
}
