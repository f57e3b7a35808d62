/**
 * The nightly Cron Trigger's sweep of what has expired. Idempotent: running it twice, or twice at
 * once, does no harm. Deleted accounts are erased by erase-accounts.ts on its own, tighter schedule.
 */
import { lt } from "drizzle-orm";
import { forgetOldSignInAddresses } from "../auth/login-throttle";
import { deleteExpiredSessions } from "../auth/session";
import { database } from "../db/client";
import { emailTokens, rateLimits } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The nightly trigger in wrangler.toml; the other trigger erases deleted accounts. */
export const NIGHTLY_CRON = "17 3 * * *";

export async function runNightlyCleanup(env: Env, now = Date.now()): Promise<void> {
  const db = database(env.DB);
  await deleteExpiredSessions(db, now);
  await db.delete(emailTokens).where(lt(emailTokens.expiresAt, new Date(now)));
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - DAY_MS));
  await forgetOldSignInAddresses(db, now);
}
