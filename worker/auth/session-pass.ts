/**
 * The session pass (decision 025): a cookie signed with SESSION_PASS_KEY saying "the primary found
 * session S of learner U live at time T". For SESSION_PASS_TTL_MS after T a request needs no
 * primary round trip to trust the session; it still reads the session and the learner from its
 * replica, so an ended session stops working as soon as the replica has the deletion, and never
 * later than the pass's end. The pass names the session by its id (the token's hash) and is only
 * accepted beside that session's own cookie; it carries no user fields, so a stale pass cannot
 * carry a stale tier or admin flag.
 */
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SESSION_PASS_TTL_MS } from "../../contract/constants";
import { isDevelopment, type Bindings } from "../app-env";

export interface SessionPass {
  sessionId: string;
  userId: number;
  /** When the pass stops sparing the primary (ms since the epoch). */
  until: number;
}

/** Development and tests sign with a fixed key; production without a key issues no passes at all. */
const DEVELOPMENT_KEY = "parlo development session pass key, never used in production";

const keys = new Map<string, Promise<CryptoKey>>();

/** How many keys this isolate keeps (one: a new secret replaces the old), for the test of the bound. */
export function keptSigningKeys(): number {
  return keys.size;
}

/**
 * The Worker's HMAC key (SESSION_PASS_KEY), also for signed bookmarks (edge/bookmark-cookie.ts),
 * whose payloads start differently, so neither signature passes for the other. Null in production
 * without the secret.
 */
export function signingKey(env: Pick<Bindings, "SESSION_PASS_KEY" | "ENVIRONMENT">): Promise<CryptoKey> | null {
  const secret = env.SESSION_PASS_KEY || (isDevelopment(env) ? DEVELOPMENT_KEY : null);
  if (!secret) return null;
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    // One secret per deployment; a second (a rotation) replaces the first rather than piling up.
    keys.clear();
    keys.set(secret, key);
  }
  return key;
}

const payloadOf = (pass: SessionPass) => `v1.${pass.sessionId}.${pass.userId}.${pass.until}`;
const PASS = /^v1\.([0-9a-f]{64})\.([1-9][0-9]{0,15})\.([0-9]{1,16})\.([A-Za-z0-9_-]{43})$/;

export async function signSessionPass(env: Pick<Bindings, "SESSION_PASS_KEY" | "ENVIRONMENT">, pass: SessionPass): Promise<string | null> {
  const key = signingKey(env);
  if (!key) return null;
  const payload = payloadOf(pass);
  const signature = await crypto.subtle.sign("HMAC", await key, new TextEncoder().encode(payload));
  return `${payload}.${encodeBase64urlNoPadding(new Uint8Array(signature))}`;
}

/** The pass when its signature holds, it names `sessionId` and it has not ended at `now`; else null. */
export async function verifySessionPass(
  env: Pick<Bindings, "SESSION_PASS_KEY" | "ENVIRONMENT">,
  value: string | undefined,
  sessionId: string,
  now = Date.now(),
): Promise<SessionPass | null> {
  const key = signingKey(env);
  const match = value ? PASS.exec(value) : null;
  if (!key || !match) return null;
  const pass = { sessionId: match[1]!, userId: Number(match[2]), until: Number(match[3]) };
  const signature = decodeBase64urlIgnorePadding(match[4]!);
  const valid = await crypto.subtle.verify("HMAC", await key, signature, new TextEncoder().encode(payloadOf(pass)));
  return valid && pass.sessionId === sessionId && now < pass.until ? pass : null;
}

function cookieName(c: Context): { name: string; secure: boolean } {
  const secure = new URL(c.req.url).protocol === "https:";
  return { name: secure ? "__Host-session-pass" : "session-pass", secure };
}

export function readSessionPassCookie(c: Context): string | undefined {
  return getCookie(c, cookieName(c).name);
}

/** Issues a pass for a session the primary has just found live. */
// Any route's context will do: only its env and cookies are used.
export async function writeSessionPassCookie(c: Context<any>, sessionId: string, userId: number, now = Date.now()): Promise<void> {
  const until = now + SESSION_PASS_TTL_MS;
  const value = await signSessionPass(c.env as Bindings, { sessionId, userId, until });
  if (!value) return;
  const { name, secure } = cookieName(c);
  setCookie(c, name, value, { httpOnly: true, secure, sameSite: "Lax", path: "/", expires: new Date(until) });
}

export function clearSessionPassCookie(c: Context): void {
  const { name, secure } = cookieName(c);
  deleteCookie(c, name, { httpOnly: true, secure, sameSite: "Lax", path: "/" });
}
