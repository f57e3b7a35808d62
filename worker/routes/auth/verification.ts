/** Email verification: following the mailed link, and asking for a new one. */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { EmailBody } from "../../../contract/schemas";
import type { ResendVerificationResponse, VerifyEmailResponse } from "../../../contract/wire";
import type { AppEnv } from "../../app-env";
import { appUrl, findAccountByEmail, markEmailVerified, sendMailInBackground } from "../../auth/accounts";
import { createEmailToken, peekEmailToken } from "../../auth/email-tokens";
import { hit, LIMITS, limitByIp, tooManyRequests } from "../../auth/rate-limit";
import { users } from "../../db/schema";
import { jsonError } from "../../http/errors";
import { jsonBody } from "../../http/validate";
import { verificationMail } from "../../mail/templates";

export const VERIFICATION_FAILED = "This verification link is invalid or has expired. Please request a new one.";
export const RESEND_ANSWER = "If that account still needs verifying, a new verification email is on its way.";

export const verificationRoutes = new Hono<AppEnv>()
  .get("/verify-email", async (c) => {
    const token = c.req.query("token") ?? "";
    const db = c.var.db;
    // The link stays valid until it expires (the nightly job removes it): verifying twice changes
    // nothing, and a learner who opens the mail again is told the truth, "already verified".
    const userId = token ? await peekEmailToken(db, token, "verify-email") : null;
    const [user] = userId ? await db.select().from(users).where(eq(users.id, userId)).limit(1) : [];
    if (!user || user.deletedAt) return jsonError(c, 400, VERIFICATION_FAILED);
    if (user.emailVerified) {
      // The same link again, or a second mail's link after the first was used: a success.
      return c.json({ message: "Your email is already verified.", username: user.username } satisfies VerifyEmailResponse);
    }
    await markEmailVerified(db, c.env, user);
    return c.json({ message: "Email verified successfully.", username: user.username } satisfies VerifyEmailResponse);
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
