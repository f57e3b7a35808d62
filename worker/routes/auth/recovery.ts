/** Password recovery: ask for a reset link, check it, and set a new password with it. */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { EmailBody, ResetLinkBody, ResetPasswordBody } from "../../../contract/schemas";
import type { MessageResponse, ResetTokenValidation } from "../../../contract/wire";
import type { AppEnv } from "../../app-env";
import { appUrl, findAccountByEmail, markEmailVerified, sendMailInBackground } from "../../auth/accounts";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../../auth/common-passwords";
import { consumeEmailToken, createEmailToken, peekEmailToken } from "../../auth/email-tokens";
import { hashPassword } from "../../auth/password";
import { forgetPasswordProofs } from "../../auth/password-proof";
import { rememberSignInAddress } from "../../auth/login-throttle";
import { clientIp, hit, LIMITS, limitByIp, tooManyRequests } from "../../auth/rate-limit";
import { invalidateUserSessions } from "../../auth/session";
import { users } from "../../db/schema";
import { jsonError } from "../../http/errors";
import { jsonBody } from "../../http/validate";
import { passwordResetMail } from "../../mail/templates";
import { endTutorSockets } from "../../tutor/end-sockets";

export const FORGOT_ANSWER = "If an account exists with this email, you'll receive instructions to reset your password.";
export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please request a new one.";

export const recoveryRoutes = new Hono<AppEnv>()
  .post("/forgot-password", limitByIp(LIMITS.forgotPassword), jsonBody(EmailBody), async (c) => {
    const { email } = c.var.body;
    const perAccount = await hit(c.env, LIMITS.emailAccount, `reset:${email}`);
    if (!perAccount.allowed) return tooManyRequests(c, perAccount.retryAfterSeconds);
    const db = c.var.db;
    // Everything that depends on the account happens after the answer: same words, same timing.
    sendMailInBackground(
      c,
      findAccountByEmail(db, email).then(async (user) => {
        if (!user) return null;
        const token = await createEmailToken(db, user.id, "reset-password");
        return passwordResetMail(user.email, user.username, appUrl(c.env, `/reset-password?token=${token}`));
      }),
    );
    return c.json({ message: FORGOT_ANSWER } satisfies MessageResponse);
  })
  .post("/reset-password/validate", jsonBody(ResetLinkBody), async (c) => {
    const { token } = c.var.body;
    const userId = token ? await peekEmailToken(c.var.db, token, "reset-password") : null;
    return c.json({ valid: userId !== null } satisfies ResetTokenValidation);
  })
  .post("/reset-password", limitByIp(LIMITS.resetPassword), jsonBody(ResetPasswordBody), async (c) => {
    const { token, newPassword } = c.var.body;
    if (isCommonPassword(newPassword)) return jsonError(c, 400, COMMON_PASSWORD_MESSAGE, { field: "newPassword" });
    const db = c.var.db;
    const passwordHash = await hashPassword(newPassword);
    const userId = await consumeEmailToken(db, token, "reset-password");
    const [user] = userId ? await db.select().from(users).where(eq(users.id, userId)).limit(1) : [];
    if (!user || user.deletedAt) return jsonError(c, 400, RESET_LINK_INVALID);

    // Proofs were of the old password (decision 032).
    await db.batch([db.update(users).set({ passwordHash }).where(eq(users.id, user.id)), forgetPasswordProofs(db, user.id)]);
    // Whoever reads the mail owns the address, so a reset also verifies it.
    if (!user.emailVerified) await markEmailVerified(db, c.env, user);
    await invalidateUserSessions(db, user.id);
    endTutorSockets(c, user.id, "all");
    // The mailbox's owner is here: this address gets its own sign-in limit, free of strangers' guesses.
    await rememberSignInAddress(db, user.id, clientIp(c));
    return c.json({ message: "Your password has been reset. You can now log in with your new password." } satisfies MessageResponse);
  });
