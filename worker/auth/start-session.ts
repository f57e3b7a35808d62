/**
 * Signing a learner in on this response: a new session, its cookie, and the session pass (the
 * session was just written on the primary, so the learner's first reads need not ask it again).
 * Used wherever a learner proves who they are: the password, Google, and a verification link
 * opened where the password was chosen or typed (decision 049).
 */
import type { Context } from "hono";
import type { Database } from "../db/client";
import { writeSessionCookie } from "./cookie";
import { createSession } from "./session";
import { writeSessionPassCookie } from "./session-pass";

export async function startSession(c: Context, db: Database, userId: number): Promise<void> {
  const session = await createSession(db, userId);
  writeSessionCookie(c, session.token, session.expiresAt);
  await writeSessionPassCookie(c, session.id, userId);
}
