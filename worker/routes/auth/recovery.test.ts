import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createEmailToken } from "../../auth/email-tokens";
import { hashPassword } from "../../auth/password";
import { users } from "../../db/schema";
import { call, db, DEMO, outboxCount, signIn, tokenFrom, waitForMail } from "../../test/client";

const NEW_PASSWORD = "brand-new-password-7";

async function resetToken(email = "learner@example.com", mailNumber = 1): Promise<string> {
  const response = await call("/api/forgot-password", { json: { email }, headers: { "cf-connecting-ip": `10.2.0.${mailNumber}` } });
  expect(response.status).toBe(200);
  return tokenFrom(await waitForMail(email, mailNumber), "/reset-password");
}

/** Whether the page may show the form: the token travels in the body, never in the logged URL. */
async function validate(token?: string): Promise<unknown> {
  const response = await call("/api/reset-password/validate", { json: token === undefined ? {} : { token } });
  expect(response.status).toBe(200);
  return response.json();
}

function reset(token: string, newPassword = NEW_PASSWORD) {
  return call("/api/reset-password", { json: { token, newPassword } });
}

describe("POST /api/forgot-password", () => {
  it("answers the same for a known and an unknown address, and mails only the known one", async () => {
    const known = await call("/api/forgot-password", { json: { email: "learner@example.com" } });
    const unknown = await call("/api/forgot-password", { json: { email: "ghost@example.com" } });
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    const mail = await waitForMail("learner@example.com");
    expect(mail.text).toMatch(/expires in 1 hour/);
    expect(await outboxCount("ghost@example.com")).toBe(0);
  });

  it("refuses an invalid address with the spec's message", async () => {
    const response = await call("/api/forgot-password", { json: { email: "nope" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Please enter a valid email address", field: "email" });
  });
});

describe("reset links", () => {
  it("validate while fresh and not otherwise", async () => {
    const token = await resetToken();
    expect(await validate(token)).toEqual({ valid: true });
    expect(await validate("nonsense")).toEqual({ valid: false });
    expect(await validate()).toEqual({ valid: false });
    expect(await validate(token)).toEqual({ valid: true }); // checking does not use the link up
  });

  it("are not checked from a token in the address, which request logs keep", async () => {
    const token = await resetToken();
    const response = await call(`/api/reset-password/validate?token=${token}`);
    expect(response.status).toBe(404);
    expect(JSON.stringify(await response.json())).not.toContain("valid");
  });

  it("set the new password, end every session, and work once", async () => {
    const session = await signIn(DEMO.learner.username, DEMO.learner.password);
    const token = await resetToken();
    const response = await reset(token);
    expect(response.status).toBe(200);
    expect((await call("/api/user", { cookie: session })).status).toBe(401);
    expect((await call("/api/login", { json: DEMO.learner })).status).toBe(401);
    expect((await call("/api/login", { json: { username: "learner", password: NEW_PASSWORD } })).status).toBe(200);
    expect((await reset(token, "another-password-8")).status).toBe(400);
  });

  it("succeed exactly once when the same link is sent twice at once", async () => {
    const token = await resetToken();
    const answers = await Promise.all([reset(token, "first-password-11"), reset(token, "second-password-22")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it("are voided by a newer reset link", async () => {
    const older = await resetToken("learner@example.com", 1);
    const newer = await resetToken("learner@example.com", 2);
    expect(older).not.toEqual(newer);
    expect((await reset(older)).status).toBe(400);
    expect((await reset(newer)).status).toBe(200);
  });

  it("expire after an hour", async () => {
    const [user] = await db().select().from(users).where(eq(users.username, "learner"));
    const token = await createEmailToken(db(), user!.id, "reset-password", Date.now() - 61 * 60 * 1000);
    expect(await validate(token)).toEqual({ valid: false });
    expect((await reset(token)).status).toBe(400);
  });

  it("also verify the email of an unverified account", async () => {
    await db().insert(users).values({ username: "forgetful", email: "forgetful@example.com", passwordHash: await hashPassword("old-password-1") });
    const token = await resetToken("forgetful@example.com");
    expect((await reset(token)).status).toBe(200);
    expect((await call("/api/login", { json: { username: "forgetful", password: NEW_PASSWORD } })).status).toBe(200);
  });

  it("refuse a short or common new password without using the link up", async () => {
    const token = await resetToken();
    const short = await reset(token, "short");
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: "Password must be at least 8 characters", field: "newPassword" });
    expect((await reset(token, "password123")).status).toBe(400);
    expect((await reset(token)).status).toBe(200);
  });
});
