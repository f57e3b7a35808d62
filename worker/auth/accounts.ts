/** Small account operations the auth routes share. */
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv, Bindings, UserRow } from "../app-env";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { mailerFor, type Mail } from "../mail/mailer";

/** A live (not deleted) account by username (any case) or email. */
export async function findAccountByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(isNull(users.deletedAt), or(sql`lower(${users.username}) = lower(${login})`, eq(users.email, login.toLowerCase()))))
    .limit(1);
  return user;
}

export async function findAccountByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(isNull(users.deletedAt), eq(users.email, email.toLowerCase())))
    .limit(1);
  return user;
}

export function adminEmails(env: Pick<Bindings, "ADMIN_EMAILS">): Set<string> {
  return new Set(
    (env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * What verifying sets; an address listed in ADMIN_EMAILS becomes an admin at this moment. Callers
 * verify only where the address and the credential were both proven (decision 032).
 */
export function verifiedFields(env: Pick<Bindings, "ADMIN_EMAILS">, email: string): { emailVerified: true; isAdmin?: true } {
  return adminEmails(env).has(email.toLowerCase()) ? { emailVerified: true, isAdmin: true } : { emailVerified: true };
}

/** Marks the email verified (see verifiedFields). */
export async function markEmailVerified(db: Database, env: Bindings, user: Pick<UserRow, "id" | "email">): Promise<void> {
  await db.update(users).set(verifiedFields(env, user.email)).where(eq(users.id, user.id));
}

/** Sends after the answer has gone, so its timing tells nothing about whether an account exists. */
export function sendMailInBackground(c: Pick<Context<AppEnv>, "env" | "executionCtx">, mail: Mail | Promise<Mail | null>): void {
  const work = Promise.resolve(mail).then(async (ready) => {
    if (ready) await mailerFor(c.env).send(ready);
  });
  c.executionCtx.waitUntil(work.catch((error) => console.error("mail could not be sent", error)));
}

export function appUrl(env: Bindings, path: string): string {
  return new URL(path, env.APP_ORIGIN).toString();
}
