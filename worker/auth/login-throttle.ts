/**
 * How password sign-in attempts are counted (docs/decisions/016-login-throttling.md):
 * - per client address, every attempt;
 * - per account, whichever way it was named (username or email, any case); when no account
 *   matches, per identifier as typed, normalised the way usernames are;
 * - an address the account has signed in from has a counter of its own for that account, so a
 *   stranger's guesses from elsewhere cannot lock the learner out of the places they use.
 */
import { and, eq, gt, lt } from "drizzle-orm";
import { SIGN_IN_ADDRESS_KEPT_MS } from "../../contract/constants";
import type { UserRow } from "../app-env";
import type { Database } from "../db/client";
import { signInAddresses } from "../db/schema";
import { findAccountByLogin } from "./accounts";
import { hit, hitAll, learnerSubject, LIMITS, typedIdentifier, type LimitEnv, type LimitResult } from "./rate-limit";

export async function isKnownSignInAddress(db: Database, userId: number, address: string, now = Date.now()): Promise<boolean> {
  const [row] = await db
    .select({ userId: signInAddresses.userId })
    .from(signInAddresses)
    .where(
      and(
        eq(signInAddresses.userId, userId),
        eq(signInAddresses.address, address),
        gt(signInAddresses.lastSignInAt, new Date(now - SIGN_IN_ADDRESS_KEPT_MS)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** After a sign-in (password, Google, or a reset from the mailed link) from `address`. */
export async function rememberSignInAddress(db: Database, userId: number, address: string, now = Date.now()): Promise<void> {
  const lastSignInAt = new Date(now);
  await db
    .insert(signInAddresses)
    .values({ userId, address, lastSignInAt })
    .onConflictDoUpdate({ target: [signInAddresses.userId, signInAddresses.address], set: { lastSignInAt } });
}

export async function forgetOldSignInAddresses(db: Database, now = Date.now()): Promise<void> {
  await db.delete(signInAddresses).where(lt(signInAddresses.lastSignInAt, new Date(now - SIGN_IN_ADDRESS_KEPT_MS)));
}

export type SignInAdmission = { allowed: true; account: UserRow | undefined } | (LimitResult & { allowed: false });

/**
 * Counts one attempt by `address` to sign in as `typed` (a username or email) and answers the
 * account it names when the attempt may go on. The address's own limit comes first, so a
 * spraying client is refused before any account is looked up.
 */
export async function admitSignInAttempt(env: LimitEnv, db: Database, { address, typed }: { address: string; typed: string }): Promise<SignInAdmission> {
  const perAddress = await hit(env, LIMITS.login, address);
  if (!perAddress.allowed) return { ...perAddress, allowed: false };
  const account = await findAccountByLogin(db, typed);
  // Asked for a missing account too, so the answer's timing does not tell whether the account exists.
  const known = await isKnownSignInAddress(db, account?.id ?? 0, address);
  const perAccount =
    account && known
      ? await hitAll(env, [LIMITS.loginKnownAddress, LIMITS.loginKnownAddressDay], `${learnerSubject(account.id)}:${address}`)
      : await hitAll(env, [LIMITS.loginAccount, LIMITS.loginAccountDay], account ? learnerSubject(account.id) : typedIdentifier(typed));
  return perAccount.allowed ? { allowed: true, account } : { ...perAccount, allowed: false };
}
