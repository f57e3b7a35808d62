import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createEmailToken } from "../../auth/email-tokens";
import { users } from "../../db/schema";
import { call, db, outboxCount, register, tokenFrom, waitForMail } from "../../test/client";

/** The link's token, and the password proof the registering browser keeps (decision 032). */
let proof = "";

async function registeredToken(username: string, email: string): Promise<string> {
  const registration = await register(username, email);
  proof = registration.headers.getSetCookie().find((cookie) => cookie.startsWith("password-proof="))!.split(";")[0]!;
  return tokenFrom(await waitForMail(email), "/verify-email");
}

/** The link opened in the browser that registered. */
const open = (token: string) => call(`/api/verify-email?token=${token}`, { cookie: proof });

describe("GET /api/verify-email", () => {
  it("verifies the account with the mailed link, after which it can sign in", async () => {
    const token = await registeredToken("nadia", "nadia@example.com");
    const response = await open(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await response.json()).toEqual({ message: "Email verified successfully.", username: "nadia", signedIn: true });
    const login = await call("/api/login", { json: { username: "nadia", password: "a-fine-password-42" } });
    expect(login.status).toBe(200);
  });

  it("signs in the browser that registered: the verified learner goes on without typing the password again", async () => {
    const token = await registeredToken("nadia", "nadia@example.com");
    const response = await open(token);
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("session="));
    expect(session).toBeTruthy();
    const me = await call("/api/user", { cookie: session!.split(";")[0]! });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: "nadia", emailVerified: true });
    // Opened again, the link signs no one in: it proves the address, not the password.
    expect((await open(token)).headers.getSetCookie().some((cookie) => cookie.startsWith("session="))).toBe(false);
  });

  it("answers a link opened again after it verified the account with 'already verified', a success", async () => {
    const token = await registeredToken("nadia", "nadia@example.com");
    expect((await open(token)).status).toBe(200);
    const again = await open(token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: "Your email is already verified.", username: "nadia", signedIn: false });
  });

  it("treats a second mail's link after verifying as 'already verified', a success", async () => {
    const first = await registeredToken("nadia", "nadia@example.com");
    const [user] = await db().select().from(users).where(eq(users.username, "nadia"));
    const second = await createEmailToken(db(), user!.id, "verify-email");
    await open(first);
    const response = await open(second);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toMatch(/already verified/);
  });

  it("refuses made-up, missing and expired tokens", async () => {
    expect((await call("/api/verify-email?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")).status).toBe(400);
    expect((await call("/api/verify-email")).status).toBe(400);
    await register("late", "late@example.com");
    const [user] = await db().select().from(users).where(eq(users.username, "late"));
    const expired = await createEmailToken(db(), user!.id, "verify-email", Date.now() - 25 * 60 * 60 * 1000);
    expect((await call(`/api/verify-email?token=${expired}`)).status).toBe(400);
  });

  it("makes an address listed in ADMIN_EMAILS an admin when it verifies", async () => {
    const token = await registeredToken("boss", "boss@example.com");
    await open(token);
    const [boss] = await db().select().from(users).where(eq(users.username, "boss"));
    expect(boss).toMatchObject({ emailVerified: true, isAdmin: true });
    const [other] = await db().select().from(users).where(eq(users.username, "learner"));
    expect(other!.isAdmin).toBe(false);
  });
});

describe("POST /api/resend-verification", () => {
  it("answers the same whether the account exists, is verified or is unknown, and mails only the unverified one", async () => {
    await register("waiting", "waiting@example.com");
    await waitForMail("waiting@example.com");
    const answers = await Promise.all(
      ["waiting@example.com", "learner@example.com", "nobody@example.com"].map(async (email) => {
        const response = await call("/api/resend-verification", { json: { email }, headers: { "cf-connecting-ip": `10.0.0.${email.length}` } });
        return { status: response.status, body: await response.json() };
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[1]).toEqual(answers[2]);
    expect(answers[0]).toMatchObject({ status: 200, body: { success: true } });
    await waitForMail("waiting@example.com", 2);
    expect(await outboxCount("learner@example.com")).toBe(0);
    expect(await outboxCount("nobody@example.com")).toBe(0);
  });

  it("limits how often one address is mailed", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++) {
      const response = await call("/api/resend-verification", { json: { email: "spam@example.com" }, headers: { "cf-connecting-ip": `10.1.0.${index}` } });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
