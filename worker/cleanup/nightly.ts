/**
 * The nightly Cron Trigger's sweep of what has expired. Idempotent: running it twice, or twice at
 * once, does no harm. Deleted accounts are erased by erase-accounts.ts on its own, tighter schedule.
 */
import { eq, isNull, lt } from "drizzle-orm";
import { forgetOldSignInAddresses } from "../auth/login-throttle";
import { deleteExpiredSessions } from "../auth/session";
import { lookAlikeKeys } from "../auth/username-look-alike";
import { database, type Database } from "../db/client";
import { emailTokens, rateLimits, users } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The nightly trigger in wrangler.toml; the other trigger erases deleted accounts. */
export const NIGHTLY_CRON = "17 3 * * *";

export async function runNightlyCleanup(env: Env, now = Date.now()): Promise<void> {
  const db = database(env.DB);
  await deleteExpiredSessions(db, now);
  await db.delete(emailTokens).where(lt(emailTokens.expiresAt, new Date(now)));
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - DAY_MS));
  await forgetOldSignInAddresses(db, now);
  await fillLookAlikeKeys(db);
}

/**
 * Accounts made before usernames had look-alike keys (issue 29) get them here, a batch a night, so
 * new names cannot pass for theirs either. Two older names that already look alike keep one key
 * each empty rather than failing the job.
 */
export async function fillLookAlikeKeys(db: Database, batch = 500): Promise<void> {
  const waiting = await db.select({ id: users.id, username: users.username }).from(users).where(isNull(users.usernameLookAlike)).limit(batch);
  for (const { id, username } of waiting) {
    const keys = lookAlikeKeys(username);
    await db.update(users).set(keys).where(eq(users.id, id)).catch(async () => {
      await db.update(users).set({ usernameLookAlike: `clash:${id}` }).where(eq(users.id, id));
    });
  }
}
