/**
 * The password proof (decision 032): a browser that chose an unverified account's password (at
 * registration) or typed it (a sign-in refused as unverified) keeps a random token in a cookie.
 * The mailed link verifies the account at once only beside that proof; anywhere else it proves
 * the address alone, and the clicker must set the password, which ends whatever the other one had.
 */
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Database } from "../db/client";
import { emailTokens } from "../db/schema";
import { createEmailToken, peekEmailToken, TOKEN_LIFETIME_MS } from "./email-tokens";

function cookieName(c: Context): { name: string; secure: boolean } {
  const secure = new URL(c.req.url).protocol === "https:";
  return { name: secure ? "__Host-password-proof" : "password-proof", secure };
}

/** Gives this browser the proof that it knows `userId`'s password. */
export async function rememberPasswordProof(c: Context, db: Database, userId: number, now = Date.now()): Promise<void> {
  const token = await createEmailToken(db, userId, "password-proof", now);
  const { name, secure } = cookieName(c);
  setCookie(c, name, token, {
    httpOnly: true,
    secure,
    sameSite: "Lax",
    path: "/",
    expires: new Date(now + TOKEN_LIFETIME_MS["password-proof"]),
  });
}

/** Whether this browser holds a live proof for `userId`'s current password. */
export async function holdsPasswordProof(c: Context, db: Database, userId: number): Promise<boolean> {
  const token = getCookie(c, cookieName(c).name);
  if (!token || token.length > 128) return false;
  return (await peekEmailToken(db, token, "password-proof")) === userId;
}

/** Proofs are of one password: once it is replaced (or the address verified), none of them stands. */
export function forgetPasswordProofs(db: Database, userId: number) {
  return db.delete(emailTokens).where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, "password-proof")));
}

export function clearPasswordProofCookie(c: Context): void {
  const { name, secure } = cookieName(c);
  deleteCookie(c, name, { httpOnly: true, secure, sameSite: "Lax", path: "/" });
}
