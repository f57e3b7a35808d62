/** Creating an account: POST /api/register. The account must verify its email before signing in. */
import { eq, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { RegisterBody } from "../../../contract/schemas";
import type { RegisterResponse } from "../../../contract/wire";
import type { AppEnv } from "../../app-env";
import { appUrl, sendMailInBackground } from "../../auth/accounts";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../../auth/common-passwords";
import { createEmailToken } from "../../auth/email-tokens";
import { hashPassword } from "../../auth/password";
import { rememberPasswordProof } from "../../auth/password-proof";
import { LIMITS, limitByIp } from "../../auth/rate-limit";
import { toUserView } from "../../auth/user-view";
import { lookAlikeKeys, looksReserved } from "../../auth/username-look-alike";
import { users } from "../../db/schema";
import { jsonError } from "../../http/errors";
import { jsonBody } from "../../http/validate";
import { verificationMail } from "../../mail/templates";

export const USERNAME_TAKEN = "Username already exists";
export const EMAIL_TAKEN = "Email already exists";

export const registrationRoutes = new Hono<AppEnv>().post(
  "/register",
  limitByIp(LIMITS.register),
  jsonBody(RegisterBody),
  async (c) => {
    const { username, email, password } = c.var.body;
    const db = c.var.db;
    if (isCommonPassword(password)) return jsonError(c, 400, COMMON_PASSWORD_MESSAGE, { field: "password" });

    // A reserved name, or one that looks like it, would pass for the service's own voice (issue 29).
    if (looksReserved(username)) return jsonError(c, 409, USERNAME_TAKEN, { field: "username" });
    const passwordHash = await hashPassword(password);
    const keys = lookAlikeKeys(username);
    // The unique indexes decide races: of many parallel sign-ups for one name, or for names that
    // look alike, one row is inserted.
    const [created] = await db
      .insert(users)
      .values({ username, email, passwordHash, ...keys })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [usernameTaken] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          or(
            sql`lower(${users.username}) = lower(${username})`,
            eq(users.usernameLookAlike, keys.usernameLookAlike),
            eq(users.usernameLookAlikeCaps, keys.usernameLookAlikeCaps),
          ),
        )
        .limit(1);
      return usernameTaken
        ? jsonError(c, 409, USERNAME_TAKEN, { field: "username" })
        : jsonError(c, 409, EMAIL_TAKEN, { field: "email" });
    }

    const token = await createEmailToken(db, created.id, "verify-email");
    // This browser chose the password: the link verifies here at once, elsewhere it asks (decision 032).
    await rememberPasswordProof(c, db, created.id);
    sendMailInBackground(c, verificationMail(created.email, created.username, appUrl(c.env, `/verify-email?token=${token}`)));
    const response: RegisterResponse = { ...toUserView(created), needsVerification: true };
    return c.json(response, 201);
  },
);
