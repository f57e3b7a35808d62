/**
 * Google sign-in (arctic, authorization code with PKCE). A Google identity signs into the account
 * it is linked to; it is linked to an existing account only when Google says the email is
 * verified; otherwise it creates a new, verified account. An account that never verified its
 * address may have been registered by someone else: linking takes it from them first.
 */
import { Google } from "arctic";
import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import * as v from "valibot";
import type { Bindings, UserRow } from "../app-env";
import type { Database } from "../db/client";
import { sessions, signInAddresses, users } from "../db/schema";
import { foldLatinAccents } from "../../contract/fold";
import { Username } from "../../contract/schemas";
import { NOT_USERNAME_CHARACTERS } from "../../contract/username";
import { findAccountByEmail, markEmailVerified } from "./accounts";
import { forgetPasswordProofs } from "./password-proof";
import { lookAlikeKeys, looksReserved } from "./username-look-alike";

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

export type GoogleSignInResult = { ok: true; user: UserRow } | { ok: false; reason: "unverified-email" | "deleted-account" };

/**
 * The start of a username made from other text: accents folded, spaces to dots, lower case; none
 * when what is left is not a username of one script ("аdmin" with a Cyrillic а is not).
 */
function usernameBase(source: string): string | null {
  // A mark left on a letter of another script fails the username rule (no inherited marks): the email is used.
  const folded = foldLatinAccents(source.normalize("NFKC"))
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ".")
    .replace(NOT_USERNAME_CHARACTERS, "");
  const base = Array.from(folded).slice(0, 28).join("");
  return v.is(Username, base) ? base : null;
}

/** A free username from the Google name or the email's local part: "Ana María" → "ana.maria", then "ana.maria2"… */
async function freeUsername(db: Database, claims: GoogleClaims): Promise<string> {
  const base = usernameBase(claims.name ?? "") ?? usernameBase(claims.email.split("@")[0]!) ?? "learner";
  for (let attempt = 1; attempt < 50; attempt++) {
    const candidate = attempt === 1 ? base : `${base}${attempt}`;
    // Taken, reserved or a look-alike of either: the same rule as registering (issue 29).
    if (looksReserved(candidate)) continue;
    const keys = lookAlikeKeys(candidate);
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(or(sql`lower(${users.username}) = ${candidate}`, eq(users.usernameLookAlike, keys.usernameLookAlike), eq(users.usernameLookAlikeCaps, keys.usernameLookAlikeCaps)))
      .limit(1);
    if (!taken) return candidate;
  }
  return `${base.slice(0, 20)}${crypto.getRandomValues(new Uint32Array(1))[0]}`;
}

/**
 * Whoever registered an address without ever reading its mail proved nothing: before the address's
 * owner gets the account, the password they chose stops working and their sessions end.
 */
async function takeBackUnverifiedAccount(db: Database, userId: number): Promise<void> {
  await db.batch([
    db.update(users).set({ passwordHash: null }).where(eq(users.id, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(signInAddresses).where(eq(signInAddresses.userId, userId)),
    forgetPasswordProofs(db, userId),
  ]);
}

export async function signInWithGoogle(db: Database, env: Bindings, claims: GoogleClaims, retried = false): Promise<GoogleSignInResult> {
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
    if (!existing.emailVerified) await takeBackUnverifiedAccount(db, existing.id);
    await db.update(users).set({ googleId: claims.sub }).where(eq(users.id, existing.id));
    if (!existing.emailVerified) await markEmailVerified(db, env, existing);
    const [user] = await db.select().from(users).where(eq(users.id, existing.id));
    return { ok: true, user: user! };
  }

  if (!claims.email_verified) return { ok: false, reason: "unverified-email" };
  const email = claims.email.toLowerCase();
  const username = await freeUsername(db, claims);
  const [created] = await db
    .insert(users)
    .values({ username, email, googleId: claims.sub, emailVerified: true, ...lookAlikeKeys(username) })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    // A deleted account keeps its address and Google identity until it is erased (within a day);
    // otherwise a parallel sign-in won the race, and looking again finds what it made.
    const [deleted] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(isNotNull(users.deletedAt), or(eq(users.email, email), eq(users.googleId, claims.sub))))
      .limit(1);
    if (deleted || retried) return { ok: false, reason: "deleted-account" };
    return signInWithGoogle(db, env, claims, true);
  }
  await markEmailVerified(db, env, created);
  const [user] = await db.select().from(users).where(eq(users.id, created.id));
  return { ok: true, user: user! };
}
