/**
 * Google sign-in (arctic, authorization code with PKCE). A Google identity signs into the account
 * it is linked to; it is linked to an existing account only when Google says the email is
 * verified; otherwise it creates a new, verified account.
 */
import { Google } from "arctic";
import { and, eq, isNull, sql } from "drizzle-orm";
import * as v from "valibot";
import type { Bindings, UserRow } from "../app-env";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { findAccountByEmail, markEmailVerified } from "./accounts";

export function googleConfigured(env: Bindings): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

export function googleClient(env: Bindings): Google {
  return new Google(env.GOOGLE_CLIENT_ID!, env.GOOGLE_CLIENT_SECRET!, new URL("/api/auth/google/callback", env.APP_ORIGIN).toString());
}

export const GoogleClaims = v.object({
  sub: v.pipe(v.string(), v.minLength(1)),
  email: v.pipe(v.string(), v.email()),
  email_verified: v.optional(v.boolean(), false),
  name: v.optional(v.string()),
});
export type GoogleClaims = v.InferOutput<typeof GoogleClaims>;

export type GoogleSignInResult = { ok: true; user: UserRow } | { ok: false; reason: "unverified-email" };

/** A free username from the Google name or the email's local part: "Ana María" → "ana.maria", then "ana.maria2"… */
async function freeUsername(db: Database, claims: GoogleClaims): Promise<string> {
  const source = claims.name?.trim() || claims.email.split("@")[0]!;
  const base =
    source
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/\s+/g, ".")
      .replace(/[^\p{L}\p{N}._-]/gu, "")
      .slice(0, 28) || "learner";
  const padded = base.length < 3 ? `${base}learner`.slice(0, 28) : base;
  for (let attempt = 1; attempt < 50; attempt++) {
    const candidate = attempt === 1 ? padded : `${padded}${attempt}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${candidate}`).limit(1);
    if (!taken) return candidate;
  }
  return `${padded.slice(0, 20)}${crypto.randomUUID().slice(0, 8)}`;
}

export async function signInWithGoogle(db: Database, env: Bindings, claims: GoogleClaims): Promise<GoogleSignInResult> {
  const [linked] = await db
    .select()
    .from(users)
    .where(and(eq(users.googleId, claims.sub), isNull(users.deletedAt)))
    .limit(1);
  if (linked) return { ok: true, user: linked };

  const existing = await findAccountByEmail(db, claims.email);
  if (existing) {
    // Linking on an unverified Google email would let anyone claim an account by its address.
    if (!claims.email_verified) return { ok: false, reason: "unverified-email" };
    await db.update(users).set({ googleId: claims.sub }).where(eq(users.id, existing.id));
    if (!existing.emailVerified) await markEmailVerified(db, env, existing);
    const [user] = await db.select().from(users).where(eq(users.id, existing.id));
    return { ok: true, user: user! };
  }

  if (!claims.email_verified) return { ok: false, reason: "unverified-email" };
  const [created] = await db
    .insert(users)
    .values({ username: await freeUsername(db, claims), email: claims.email.toLowerCase(), googleId: claims.sub, emailVerified: true })
    .returning();
  await markEmailVerified(db, env, created!);
  const [user] = await db.select().from(users).where(eq(users.id, created!.id));
  return { ok: true, user: user! };
}
