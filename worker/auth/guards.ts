/** Route guards: who may call what. Each loads the session once and puts the user on the context. */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, UserRow } from "../app-env";
import { jsonError } from "../http/errors";
import { database } from "../db/client";
import { clearSessionCookie, hasSessionHint, readSessionCookie, writeSessionCookie } from "./cookie";
import { hashToken, sessionUser, validateSessionToken } from "./session";
import { readSessionPassCookie, verifySessionPass, writeSessionPassCookie } from "./session-pass";

/**
 * On a replica route, a live session pass lets the replica (at the learner's bookmark) vouch for the
 * session: no primary round trip. Without a pass, or when the replica does not know the session
 * (ended, or not there yet), the primary decides and a new pass is issued (decision 025).
 */
async function userOnReplica(c: Context<AppEnv>, token: string): Promise<UserRow | null> {
  if (c.var.readsFrom !== "replica" || c.var.readPath === "primary-only") return null;
  const id = hashToken(token);
  const pass = await verifySessionPass(c.env, readSessionPassCookie(c), id);
  if (!pass) return null;
  const user = await sessionUser(c.var.db, id);
  return user && user.id === pass.userId ? user : null;
}

/** The user of the request's session, or null; also for pages that show a learner's screen. */
export async function signedInUser(c: Context<AppEnv>): Promise<UserRow | null> {
  const token = readSessionCookie(c);
  if (!token) return null;
  const vouched = await userOnReplica(c, token);
  if (vouched) {
    c.set("user", vouched);
    c.set("sessionId", hashToken(token));
    return vouched;
  }
  // The primary: the request's own database on account routes, the plain binding elsewhere.
  const primary = c.var.readsFrom === "primary" ? c.var.db : database(c.env.DB);
  const session = await validateSessionToken(primary, token);
  if (!session) {
    // An expired or ended session: drop the cookie and its hint, so the app stops asking.
    clearSessionCookie(c);
    return null;
  }
  // A session from before the hint existed gets it on its next answer.
  if (session.renewed || !hasSessionHint(c)) writeSessionCookie(c, token, session.expiresAt);
  if (c.var.readPath !== "primary-only") await writeSessionPassCookie(c, session.id, session.user.id);
  c.set("user", session.user);
  c.set("sessionId", session.id);
  return session.user;
}

export const SIGN_IN_REQUIRED = "Please sign in to continue.";

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await signedInUser(c))) return jsonError(c, 401, SIGN_IN_REQUIRED);
  return next();
});

/** Signed in with a verified email: what lessons, progress and the tutor need. */
export const requireVerifiedUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await signedInUser(c);
  if (!user) return jsonError(c, 401, SIGN_IN_REQUIRED);
  if (!user.emailVerified) return jsonError(c, 403, "Please verify your email address to continue.", { verified: false });
  return next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = await signedInUser(c);
  if (!user) return jsonError(c, 401, SIGN_IN_REQUIRED);
  if (!user.isAdmin) return jsonError(c, 403, "You do not have admin privileges.");
  return next();
});
