/** The signed-in learner's own account: change the password, delete the account. */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { ChangePasswordBody, DeleteAccountBody } from "../../../contract/schemas";
import type { MessageResponse } from "../../../contract/wire";
import type { AppEnv } from "../../app-env";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../../auth/common-passwords";
import { clearSessionCookie } from "../../auth/cookie";
import { requireUser } from "../../auth/guards";
import { hashPassword, verifyPassword } from "../../auth/password";
import { LIMITS, limitByUser } from "../../auth/rate-limit";
import { invalidateUserSessions } from "../../auth/session";
import { sessions, users } from "../../db/schema";
import type { Database } from "../../db/client";
import { DELETE_FRESH_SIGN_IN_MS } from "../../../contract/constants";
import { jsonError } from "../../http/errors";
import { jsonBody } from "../../http/validate";
import { endTutorSockets } from "../../tutor/end-sockets";

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
export const NO_PASSWORD_YET = "Your account signs in with Google and has no password yet. Use Forgot Password to set one.";
export const CONFIRMATION_MISMATCH = "The confirmation text does not match your username.";
export const PASSWORD_TO_DELETE = "Enter your current password to delete your account.";
export const SIGN_IN_TO_DELETE = "Please log in again, then delete your account within 10 minutes.";

/** Whether this session began at most DELETE_FRESH_SIGN_IN_MS ago. */
async function signedInLately(db: Database, sessionId: string): Promise<boolean> {
  const [session] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return Boolean(session && Date.now() - session.createdAt.getTime() <= DELETE_FRESH_SIGN_IN_MS);
}

export const accountRoutes = new Hono<AppEnv>()
  .post("/change-password", requireUser, limitByUser(LIMITS.changePassword), jsonBody(ChangePasswordBody), async (c) => {
    const { currentPassword, newPassword } = c.var.body;
    const user = c.var.user;
    if (!user.passwordHash) return jsonError(c, 400, NO_PASSWORD_YET);
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      return jsonError(c, 400, WRONG_CURRENT_PASSWORD, { field: "currentPassword" });
    }
    if (isCommonPassword(newPassword)) return jsonError(c, 400, COMMON_PASSWORD_MESSAGE, { field: "newPassword" });
    await c.var.db.update(users).set({ passwordHash: await hashPassword(newPassword) }).where(eq(users.id, user.id));
    // Everyone else signed in as this learner is signed out; this browser stays in.
    await invalidateUserSessions(c.var.db, user.id, c.var.sessionId);
    endTutorSockets(c, user.id, { except: c.var.sessionId });
    return c.json({ message: "Your password has been changed successfully." } satisfies MessageResponse);
  })
  .delete("/user/delete", requireUser, limitByUser(LIMITS.changePassword), jsonBody(DeleteAccountBody), async (c) => {
    const user = c.var.user;
    const { confirmation, password } = c.var.body;
    if (confirmation !== user.username) return jsonError(c, 400, CONFIRMATION_MISMATCH, { field: "confirmation" });
    // A session left open on a shared computer must not be enough to erase the account (issue 29).
    if (password) {
      if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
        return jsonError(c, 400, WRONG_CURRENT_PASSWORD, { field: "password" });
      }
    } else if (!(await signedInLately(c.var.db, c.var.sessionId))) {
      return jsonError(c, 403, user.passwordHash ? PASSWORD_TO_DELETE : SIGN_IN_TO_DELETE, { field: "password" });
    }
    // Marked now, signed out everywhere now; the scheduled cleanup erases the data within 24 hours.
    await c.var.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    await invalidateUserSessions(c.var.db, user.id);
    endTutorSockets(c, user.id, "all");
    clearSessionCookie(c);
    return c.json({ message: "Your account has been deleted." } satisfies MessageResponse);
  });
