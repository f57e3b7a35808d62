/**
 * Rate limits: fixed windows counted in D1 with one atomic upsert per hit (one statement for all the
 * limits a hit counts against), keyed by client address and, where it applies, by account. Over the limit answers 429 with Retry-After. Every limit, its
 * key and its numbers are listed in docs/decisions/016-login-throttling.md.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv6BinaryToString,
  convertIPv6ToBinary,
  distinctRemoteAddr,
  isIPv4MappedIPv6,
} from "hono/utils/ipaddr";
import { like, or, sql, type SQL } from "drizzle-orm";
import type { AppEnv, UserRow } from "../app-env";
import { rateLimits } from "../db/schema";
import { jsonError } from "../http/errors";

export interface Limit {
  /** What is limited, e.g. "login". */
  name: string;
  max: number;
  windowSeconds: number;
}

export const LIMITS = {
  login: { name: "login", max: 10, windowSeconds: 15 * 60 },
  // Per account, from addresses it has not signed in from: what a stranger's guesses run into.
  loginAccount: { name: "login-account", max: 10, windowSeconds: 15 * 60 },
  loginAccountDay: { name: "login-account-day", max: 50, windowSeconds: 24 * 60 * 60 },
  // Per account and address it has signed in from: the learner's own, which strangers cannot spend.
  loginKnownAddress: { name: "login-known", max: 10, windowSeconds: 15 * 60 },
  loginKnownAddressDay: { name: "login-known-day", max: 50, windowSeconds: 24 * 60 * 60 },
  changePassword: { name: "change-password", max: 10, windowSeconds: 60 * 60 },
  register: { name: "register", max: 10, windowSeconds: 60 * 60 },
  forgotPassword: { name: "forgot-password", max: 5, windowSeconds: 60 * 60 },
  resetPassword: { name: "reset-password", max: 10, windowSeconds: 60 * 60 },
  // Setting the password with a verification link (decision 032): a reset by another door.
  verifyWithPassword: { name: "verify-password", max: 10, windowSeconds: 60 * 60 },
  resendVerification: { name: "resend-verification", max: 5, windowSeconds: 60 * 60 },
  emailAccount: { name: "email-account", max: 3, windowSeconds: 60 * 60 },
  // The tutor and speech cost money per call: per learner, per minute and per day.
  chatMinute: { name: "chat-minute", max: 20, windowSeconds: 60 },
  chatDay: { name: "chat-day", max: 600, windowSeconds: 24 * 60 * 60 },
  speechMinute: { name: "speech-minute", max: 30, windowSeconds: 60 },
  speechDay: { name: "speech-day", max: 800, windowSeconds: 24 * 60 * 60 },
  // "My answer should be accepted": per learner (docs/decisions/036).
  answerReportHour: { name: "answer-report-hour", max: 20, windowSeconds: 60 * 60 },
  answerReportDay: { name: "answer-report-day", max: 60, windowSeconds: 24 * 60 * 60 },
  // Writes a learner makes while learning (issue 29): far above what a screen sends, far below a flood.
  progressMinute: { name: "progress-minute", max: 60, windowSeconds: 60 },
  progressDay: { name: "progress-day", max: 3000, windowSeconds: 24 * 60 * 60 },
  reviewAnswerMinute: { name: "review-answer-minute", max: 60, windowSeconds: 60 },
  reviewAnswerDay: { name: "review-answer-day", max: 2000, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, Limit>;

/**
 * The client's address as the limits count it. One IPv6 subscriber is usually given a whole /64
 * and can pick any address in it, so IPv6 addresses count by their /64; an IPv4-mapped IPv6
 * address counts as the IPv4 address it is.
 */
export function addressGroup(address: string): string {
  if (distinctRemoteAddr(address) !== "IPv6") return address;
  try {
    const bits = convertIPv6ToBinary(address);
    if (isIPv4MappedIPv6(bits)) return convertIPv4BinaryToString(convertIPv4MappedIPv6ToIPv4(bits));
    return `${convertIPv6BinaryToString((bits >> 64n) << 64n)}/64`;
  } catch {
    return address.toLowerCase();
  }
}

export function clientIp(c: Context): string {
  return addressGroup(c.req.header("cf-connecting-ip") ?? c.req.header("x-real-ip") ?? "local");
}

/**
 * Whose counters a learner's calls move, over HTTP and over the tutor's websocket alike, whatever
 * else the key adds (`user:5`, `user:5:203.0.113.9`).
 */
export const learnerSubject = (userId: number) => `user:${userId}`;

/** The subject of a limit counted for a name typed at sign-in that found no account, normalised as usernames are. */
export function typedIdentifier(identifier: string): string {
  return `typed:${identifier.normalize("NFKC").trim().toLowerCase()}`;
}

/**
 * Every counter that names this account: by its id, its email (reset and verification mails) or
 * its username or email as typed at sign-in. What the erasure of the account takes with it.
 */
export function countersNaming(account: Pick<UserRow, "id" | "email" | "username">): SQL {
  const subject = learnerSubject(account.id);
  const endsWith = (suffix: string) => sql`substr(${rateLimits.key}, ${-suffix.length}) = ${suffix}`;
  return or(
    endsWith(`:${subject}`),
    like(rateLimits.key, `%:${subject}:%`),
    endsWith(`:${account.email.toLowerCase()}`),
    endsWith(`:${typedIdentifier(account.username)}`),
  )!;
}

export interface LimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

function windowOf(limit: Limit, now: number): { start: number; end: number } {
  const windowMs = limit.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return { start, end: start + windowMs };
}

const counterKey = (limit: Limit, subject: string) => `${limit.name}:${subject.toLowerCase()}`;

/**
 * One statement that counts a hit against every limit: a multi-row upsert, atomic as one statement
 * is, answering each counter's key and count (RETURNING's row order is not defined, so by key).
 */
function counters(db: D1Database, limits: readonly Limit[], subject: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ${limits.map(() => "(?, ?, 1)").join(", ")}
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_start = excluded.window_start THEN count + 1 ELSE 1 END,
         window_start = excluded.window_start
       RETURNING key, count`,
    )
    .bind(...limits.flatMap((limit) => [counterKey(limit, subject), windowOf(limit, now).start]));
}

/**
 * On a developer's machine every request comes from one address, and the journeys sign the demo
 * accounts in dozens of times: limits there are this many times higher. Tests and production use the real ones.
 */
export const DEVELOPMENT_SCALE = 50;

export type LimitEnv = { DB: D1Database; ENVIRONMENT: string };

/** Counts one hit against each limit in one statement; allowed only when every limit still allows it. */
export async function hitAll(env: LimitEnv, limits: readonly Limit[], subject: string, now = Date.now()): Promise<LimitResult> {
  const scale = env.ENVIRONMENT === "development" ? DEVELOPMENT_SCALE : 1;
  const { results } = await counters(env.DB, limits, subject, now).all<{ key: string; count: number }>();
  const counts = new Map(results.map((row) => [row.key, row.count]));
  let retryAfterSeconds = 0;
  for (const limit of limits) {
    const count = counts.get(counterKey(limit, subject)) ?? 1;
    if (count > limit.max * scale) retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((windowOf(limit, now).end - now) / 1000));
  }
  return { allowed: retryAfterSeconds === 0, retryAfterSeconds: Math.max(1, retryAfterSeconds) };
}

/** Counts one hit against `limit` for `subject` and says whether it is still allowed. */
export function hit(env: LimitEnv, limit: Limit, subject: string, now = Date.now()): Promise<LimitResult> {
  return hitAll(env, [limit], subject, now);
}

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a little and try again.";

export function tooManyRequests(c: Context, retryAfterSeconds: number) {
  c.header("Retry-After", String(retryAfterSeconds));
  return jsonError(c, 429, TOO_MANY_ATTEMPTS, { retryAfter: retryAfterSeconds });
}

/** Middleware form, keyed by the signed-in learner (after requireUser). */
export function limitByUser(...limits: Limit[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await hitAll(c.env, limits, learnerSubject(c.var.user.id));
    if (!result.allowed) return tooManyRequests(c, result.retryAfterSeconds);
    return next();
  });
}

/** Middleware form, keyed by client IP. */
export function limitByIp(limit: Limit) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await hit(c.env, limit, clientIp(c));
    if (!result.allowed) return tooManyRequests(c, result.retryAfterSeconds);
    return next();
  });
}
