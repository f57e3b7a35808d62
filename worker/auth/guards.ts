/** Route guards: who may call what. Each loads the session once and puts the user on the context. */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, UserRow } from "../app-env";
import { jsonError } from "../http/errors";
import { readSessionCookie, writeSessionCookie } from "./cookie";
import { validateSessionToken } from "./session";

async function signedInUser(c: Context<AppEnv>): Promise<UserRow | null> {
  const token = readSessionCookie(c);
  const session = token ? await validateSessionToken(c.var.db, token) : null;
  if (!session || !token) return null;
  if (session.renewed) writeSessionCookie(c, token, session.expiresAt);
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
