/** Signing in and out, and the current user. */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { LoginBody } from "../../../contract/schemas";
import type { AppEnv } from "../../app-env";
import { clearSessionCookie, readSessionCookie } from "../../auth/cookie";
import { requireUser } from "../../auth/guards";
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from "../../auth/password";
import { rememberPasswordProof } from "../../auth/password-proof";
import { admitSignInAttempt, rememberSignInAddress } from "../../auth/login-throttle";
import { clientIp, tooManyRequests } from "../../auth/rate-limit";
import { hashToken, invalidateSession } from "../../auth/session";
import { startSession } from "../../auth/start-session";
import { toUserView } from "../../auth/user-view";
import { users } from "../../db/schema";
import { jsonError } from "../../http/errors";
import { jsonBody } from "../../http/validate";
import { endTutorSockets } from "../../tutor/end-sockets";

export const WRONG_CREDENTIALS = "Invalid username/email or password";
export const UNVERIFIED_LOGIN = "Please verify your email address before logging in.";

export const signInRoutes = new Hono<AppEnv>()
  .post("/login", jsonBody(LoginBody), async (c) => {
    const { username, password } = c.var.body;
    const db = c.var.db;
    const address = clientIp(c);
    const attempt = await admitSignInAttempt(c.env, db, { address, typed: username });
    if (!attempt.allowed) return tooManyRequests(c, attempt.retryAfterSeconds);
    const account = attempt.account?.passwordHash ? attempt.account : null;
    // Without an account, check a decoy so both paths cost one PBKDF2 run.
    const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyPasswordHash()));
    if (!account || !matches) return jsonError(c, 401, WRONG_CREDENTIALS);
    // The password proved who is asking, so the page may learn where to resend the link (a learner
    // who signed in by username would otherwise have no address to give "Resend").
    if (!account.emailVerified) {
      // This browser typed the password: the mailed link may verify here at once (decision 032).
      await rememberPasswordProof(c, db, account.id);
      return jsonError(c, 403, UNVERIFIED_LOGIN, { verified: false, email: account.email });
    }

    if (needsRehash(account.passwordHash!)) {
      await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, account.id));
    }
    await rememberSignInAddress(db, account.id, address);
    await startSession(c, db, account.id);
    return c.json(toUserView(account));
  })
  .post("/logout", async (c) => {
    const token = readSessionCookie(c);
    const sessionId = token ? hashToken(token) : null;
    const ended = sessionId ? await invalidateSession(c.var.db, sessionId) : null;
    if (ended && sessionId) endTutorSockets(c, ended.userId, { only: sessionId });
    clearSessionCookie(c);
    return c.json({ message: "Logged out" });
  })
  .get("/user", requireUser, (c) => c.json(toUserView(c.var.user)));
