/**
 * Which database copy a request reads (decision 025). Reads that may be a moment stale go to the
 * nearest D1 read replica; a learner still reads their own writes, because the bookmark of their
 * last write travels with them (edge/bookmark-cookie.ts) and a replica answers only once it has
 * caught up to it. Account and admin routes read the primary: signing in, password and token
 * checks, and admin changes must never act on a stale row.
 */
export type ReadsFrom = "replica" | "primary";

/** Account flows: every method, because their reads decide who someone is. */
const ACCOUNT_PATHS = /^\/api\/(login|logout|register|verify-email|resend-verification|forgot-password|reset-password|change-password|user\/delete|auth\/|admin\/)/;

export function readsFrom(method: string, path: string): ReadsFrom {
  if (ACCOUNT_PATHS.test(path)) return "primary";
  // Everything else (content, progress, review, the tutor, the app's page) reads the replica; its
  // writes are sent on to the primary by D1 itself and move the learner's bookmark forward.
  void method;
  return "replica";
}
