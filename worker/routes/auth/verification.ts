/**
 * Email verification: following the mailed link, and asking for a new one. The link verifies at once
 * only in a browser that chose or typed the account's password; anywhere else its clicker, who owns
 * the address, sets the password, and whatever the old one opened ends (decision 032).
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { EmailBody, VerifyEmailBody } from "../../../contract/schemas";
import type { ResendVerificationResponse, VerifyEmailPasswordNeeded, VerifyEmailResponse } from "../../../contract/wire";
import type { AppEnv, UserRow } from "../../app-env";
import { appUrl, findAccountByEmail, sendMailInBackground, verifiedFields } from "../../auth/accounts";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../../auth/common-passwords";
import { createEmailToken, peekEmailToken } from "../../auth/email-tokens";
import { rememberSignInAddress } from "../../auth/login-throttle";
import { startSession } from "../../auth/start-session";
import { hashPassword } from "../../auth/password";
import { clearPasswordProofCookie, forgetPasswordProofs, holdsPasswordProof } from "../../auth/password-proof";
import { clientIp, hit, LIMITS, limitByIp, tooManyRequests } from "../../auth/rate-limit";
import { sessions, signInAddresses, users } from "../../db/schema";
import type { Database } from "../../db/client";
import { jsonError } from "../../http/errors";
import { jsonBody } from "../../http/validate";
import { verificationMail } from "../../mail/templates";
import { endTutorSockets } from "../../tutor/end-sockets";

export const VERIFICATION_FAILED = "This verification link is invalid or has expired. Please request a new one.";
export const RESEND_ANSWER = "If that account still needs verifying, a new verification email is on its way.";
export const PASSWORD_NEEDED =
  "This browser did not register the account. To finish verifying, enter the password you chose, or a new one: any other password stops working.";
export const ALREADY_VERIFIED = "Your email is already verified.";
export const ALREADY_VERIFIED_NO_CHANGE = "Your email is already verified, so its password was not changed. Log in, or use Forgot Password.";

/** The live account a verification link names, or none. */
async function linkAccount(db: Database, token: string): Promise<UserRow | null> {
  const userId = token ? await peekEmailToken(db, token, "verify-email") : null;
  const [user] = userId ? await db.select().from(users).where(eq(users.id, userId)).limit(1) : [];
  return user && !user.deletedAt ? user : null;
}

export const verificationRoutes = new Hono<AppEnv>()
  .get("/verify-email", async (c) => {
    const token = (c.req.query("token") ?? "").slice(0, 128);
    const db = c.var.db;
    // The link stays valid until it expires (the nightly job removes it): verifying twice changes
    // nothing, and a learner who opens the mail again is told the truth, "already verified".
    const user = await linkAccount(db, token);
    if (!user) return jsonError(c, 400, VERIFICATION_FAILED);
    if (user.emailVerified) {
      // The same link again, or a second mail's link after the first was used: a success.
      return c.json({ message: ALREADY_VERIFIED, username: user.username, signedIn: false } satisfies VerifyEmailResponse);
    }
    // The link proves the address; whoever chose the password may be someone else (issue 29).
    if (!(await holdsPasswordProof(c, db, user.id))) {
      return c.json({ message: PASSWORD_NEEDED, passwordNeeded: true, username: user.username } satisfies VerifyEmailPasswordNeeded, 403);
    }
    await db.batch([db.update(users).set(verifiedFields(c.env, user.email)).where(eq(users.id, user.id)), forgetPasswordProofs(db, user.id)]);
    clearPasswordProofCookie(c);
    // This browser chose or typed the password and now opened the link: both halves proven here, so it is signed in.
    await rememberSignInAddress(db, user.id, clientIp(c));
    await startSession(c, db, user.id);
    return c.json({ message: "Email verified successfully.", username: user.username, signedIn: true } satisfies VerifyEmailResponse);
  })
  .post("/verify-email", limitByIp(LIMITS.verifyWithPassword), jsonBody(VerifyEmailBody), async (c) => {
    const { token, password } = c.var.body;
    if (isCommonPassword(password)) return jsonError(c, 400, COMMON_PASSWORD_MESSAGE, { field: "password" });
    const db = c.var.db;
    const passwordHash = await hashPassword(password);
    const user = await linkAccount(db, token);
    if (!user) return jsonError(c, 400, VERIFICATION_FAILED);
    // A link stays valid for a day after it verified: it must never become a way to change a password.
    const [verified] = await db
      .update(users)
      .set({ passwordHash, ...verifiedFields(c.env, user.email) })
      .where(and(eq(users.id, user.id), eq(users.emailVerified, false)))
      .returning({ id: users.id });
    if (!verified) return jsonError(c, 409, ALREADY_VERIFIED_NO_CHANGE, { username: user.username });
    // The address's owner has the only way in now: every session and proof the old password made ends.
    await db.batch([
      db.delete(sessions).where(eq(sessions.userId, user.id)),
      db.delete(signInAddresses).where(eq(signInAddresses.userId, user.id)),
      forgetPasswordProofs(db, user.id),
    ]);
    endTutorSockets(c, user.id, "all");
    await rememberSignInAddress(db, user.id, clientIp(c));
    clearPasswordProofCookie(c);
    // The clicker proved the address and holds the only password now: signed in here.
    await startSession(c, db, user.id);
    return c.json({ message: "Email verified successfully.", username: user.username, signedIn: true } satisfies VerifyEmailResponse);
  })
  .post("/resend-verification", limitByIp(LIMITS.resendVerification), jsonBody(EmailBody), async (c) => {
    const { email } = c.var.body;
    const answer: ResendVerificationResponse = { success: true, message: RESEND_ANSWER };
    const perAccount = await hit(c.env, LIMITS.emailAccount, `verify:${email}`);
    if (!perAccount.allowed) return tooManyRequests(c, perAccount.retryAfterSeconds);
    const db = c.var.db;
    sendMailInBackground(
      c,
      findAccountByEmail(db, email).then(async (user) => {
        if (!user || user.emailVerified) return null;
        const token = await createEmailToken(db, user.id, "verify-email");
        return verificationMail(user.email, user.username, appUrl(c.env, `/verify-email?token=${token}`));
      }),
    );
    return c.json(answer);
  });
