/**
 * Verification and password-reset tokens (docs/product/accounts.md): random and stored hashed. A reset token is
 * single use, taken in one statement (DELETE … RETURNING), so two requests racing for it cannot both
 * win; a verification link only ever verifies, so it is read (peeked) and lives until it expires.
 */
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailTokens } from "../db/schema";
import { generateToken, hashToken } from "./session";

export type TokenPurpose = "verify-email" | "reset-password" | "password-proof";

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  "verify-email": 24 * 60 * 60 * 1000,
  "reset-password": 60 * 60 * 1000,
  // As long as the verification link it goes with (decision 032).
  "password-proof": 24 * 60 * 60 * 1000,
};

export async function createEmailToken(db: Database, userId: number, purpose: TokenPurpose, now = Date.now()): Promise<string> {
  const token = generateToken();
  const row = { id: hashToken(token), userId, purpose, expiresAt: new Date(now + TOKEN_LIFETIME_MS[purpose]) };
  if (purpose === "reset-password") {
    // A new reset link voids the older ones.
    await db.batch([
      db.delete(emailTokens).where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose))),
      db.insert(emailTokens).values(row),
    ]);
  } else {
    await db.insert(emailTokens).values(row);
  }
  return token;
}

function liveToken(token: string, purpose: TokenPurpose, now: number) {
  return and(eq(emailTokens.id, hashToken(token)), eq(emailTokens.purpose, purpose), gt(emailTokens.expiresAt, new Date(now)));
}

/** The user a live token belongs to, without using it up. */
export async function peekEmailToken(db: Database, token: string, purpose: TokenPurpose, now = Date.now()): Promise<number | null> {
  const [row] = await db.select({ userId: emailTokens.userId }).from(emailTokens).where(liveToken(token, purpose, now)).limit(1);
  return row?.userId ?? null;
}

/** Uses the token up and answers its user, or null when it is unknown, expired or already used. */
export async function consumeEmailToken(db: Database, token: string, purpose: TokenPurpose, now = Date.now()): Promise<number | null> {
  const [row] = await db.delete(emailTokens).where(liveToken(token, purpose, now)).returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}
