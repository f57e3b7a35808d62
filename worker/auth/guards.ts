/** Route guards: who may call what. Each loads the session once and puts the user on the context. */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, UserRow } from "../app-env";
import { jsonError } from "../http/errors";
import { clearSessionCookie, hasSessionHint, readSessionCookie, writeSessionCookie } from "./cookie";
import { validateSessionToken } from "./session";

/** The user of the request's session, or null; also for pages that show a learner's screen. */
export async function signedInUser(c: Context<AppEnv>): Promise<UserRow | null> {
  const token = readSessionCookie(c);
  if (!token) return null;
  const session = await validateSessionToken(c.var.db, token);
  if (!session) {
    // An expired or ended session: drop the cookie and its hint, so the app stops asking.
    clearSessionCookie(c);
    return null;
  }
  // A session from before the hint existed gets it on its next answer.
  if (session.renewed || !hasSessionHint(c)) writeSessionCookie(c, token, session.expiresAt);
  c.set("user", session.user);
  c.set("sessionId", session.id);
  return session.user;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await signedInUser(c))) return jsonError(c, 401, "Please sign in to continue.");
  return next();
});

/** Signed in with a verified email: what lessons, progress and the tutor need. */
export const requireVerifiedUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await signedInUser(c);
  if (!user) return jsonError(c, 401, "Please sign in to continue.");
  if (!user.emailVerified) return jsonError(c, 403, "Please verify your email address to continue.", { verified: false });
  return next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = await signedInUser(c);
  if (!user) return jsonError(c, 401, "Please sign in to continue.");
  if (!user.isAdmin) return jsonError(c, 403, "You do not have admin privileges.");
  return next();
});
