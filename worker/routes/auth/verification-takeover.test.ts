/**
 * Issue 29, item 1: someone registers the owner's address with a password of their own; the owner
 * clicks the mailed link. The owner must end up with the only way in (decision 032).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { createSession } from "../../auth/session";
import { call, db, register, tokenFrom, waitForMail } from "../../test/client";

const SQUATTER_PASSWORD = "squatters-pass-2026";
const OWNER_PASSWORD = "owners-own-pass-2026";

/** The `name=value` pair of the password proof a response set. */
function proofCookieOf(response: Response): string {
  const header = response.headers.getSetCookie().find((cookie) => /^(__Host-)?password-proof=[a-z2-7]/.test(cookie));
  if (!header) throw new Error("no password proof was set");
  return header.split(";")[0]!;
}

async function squat(email: string) {
  const registration = await register("squatter", email, SQUATTER_PASSWORD);
  expect(registration.status).toBe(201);
  return { registration, token: tokenFrom(await waitForMail(email), "/verify-email") };
}

const squatterLogin = (email: string) => call("/api/login", { json: { username: email, password: SQUATTER_PASSWORD } });

describe("the owner's click on a link someone else registered", () => {
  it("does not verify the account in a browser that never held the password: it asks for one", async () => {
    const { token } = await squat("boss@example.com");
    const click = await call(`/api/verify-email?token=${token}`);
    expect(click.status).toBe(403);
    expect(await click.json()).toEqual({ message: expect.stringMatching(/password/), passwordNeeded: true, username: "squatter" });

    const [account] = await db().select().from(users).where(eq(users.email, "boss@example.com"));
    expect(account).toMatchObject({ emailVerified: false, isAdmin: false });
    // The squatter's password still gives no session: the account is not verified.
    const login = await squatterLogin("boss@example.com");
    expect(login.status).toBe(403);
    expect(login.headers.getSetCookie().some((cookie) => /^(__Host-)?session=[a-z2-7]/.test(cookie))).toBe(false);
  });

  it("lets the owner set the password with the link: the squatter's stops working, their sessions end, admin goes to the owner", async () => {
    const { token } = await squat("boss@example.com");
    const [account] = await db().select().from(users).where(eq(users.email, "boss@example.com"));
    const squatterSession = await createSession(db(), account!.id);

    const set = await call("/api/verify-email", { json: { token, password: OWNER_PASSWORD } });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ message: "Email verified successfully.", username: "squatter", signedIn: true });
    // The owner, who holds the only password now, is signed in where they set it.
    const ownerSession = set.headers.getSetCookie().find((cookie) => cookie.startsWith("session="))!.split(";")[0]!;
    expect(await (await call("/api/user", { cookie: ownerSession })).json()).toMatchObject({ emailVerified: true, isAdmin: true });

    expect((await squatterLogin("boss@example.com")).status).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.id, squatterSession.id))).toEqual([]);
    const owner = await call("/api/login", { json: { username: "boss@example.com", password: OWNER_PASSWORD } });
    expect(owner.status).toBe(200);
    expect(await owner.json()).toMatchObject({ emailVerified: true, isAdmin: true });
  });

  it("never grants admin to the squatter's browser, even with the registration's proof, without the link", async () => {
    const { registration } = await squat("boss@example.com");
    // A made-up token beside a real proof verifies nothing.
    const forged = await call("/api/verify-email?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", { cookie: proofCookieOf(registration) });
    expect(forged.status).toBe(400);
    const [account] = await db().select().from(users).where(eq(users.email, "boss@example.com"));
    expect(account).toMatchObject({ emailVerified: false, isAdmin: false });
  });

  it("does not let a proof of one account verify another", async () => {
    const { token } = await squat("boss@example.com");
    const other = await register("bystander", "bystander@example.com", "bystanders-pass-2026", "203.0.113.2");
    expect((await call(`/api/verify-email?token=${token}`, { cookie: proofCookieOf(other) })).status).toBe(403);
  });

  it("voids the squatter's proof once the owner has set the password", async () => {
    const { registration, token } = await squat("someone@example.com");
    await call("/api/verify-email", { json: { token, password: OWNER_PASSWORD } });
    // Unverify by hand to see that the old proof no longer stands on its own.
    await db().update(users).set({ emailVerified: false }).where(eq(users.email, "someone@example.com"));
    expect((await call(`/api/verify-email?token=${token}`, { cookie: proofCookieOf(registration) })).status).toBe(403);
  });

  it("never sets a password through the link of an account already verified", async () => {
    const { registration, token } = await squat("someone@example.com");
    expect((await call(`/api/verify-email?token=${token}`, { cookie: proofCookieOf(registration) })).status).toBe(200);
    const late = await call("/api/verify-email", { json: { token, password: "a-leaked-link-pass-1" } });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ message: expect.stringMatching(/already verified/) });
    expect((await squatterLogin("someone@example.com")).status).toBe(200);
  });

  it("refuses a bad token, a short password and a missing body with a 4xx message", async () => {
    await squat("someone@example.com");
    for (const json of [{ token: "nope", password: OWNER_PASSWORD }, { token: "", password: OWNER_PASSWORD }, {}, { token: 5, password: [] }]) {
      const response = await call("/api/verify-email", { json });
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty("message");
    }
  });
});

describe("the link in the browser that chose or typed the password", () => {
  it("verifies at once in the registering browser", async () => {
    const { registration, token } = await squat("someone@example.com");
    const click = await call(`/api/verify-email?token=${token}`, { cookie: proofCookieOf(registration) });
    expect(click.status).toBe(200);
    expect((await squatterLogin("someone@example.com")).status).toBe(200);
  });

  it("verifies at once in a browser whose sign-in with the right password was refused as unverified", async () => {
    const { token } = await squat("boss@example.com");
    const refused = await squatterLogin("boss@example.com");
    expect(refused.status).toBe(403);
    const click = await call(`/api/verify-email?token=${token}`, { cookie: proofCookieOf(refused) });
    expect(click.status).toBe(200);
    const [account] = await db().select().from(users).where(eq(users.email, "boss@example.com"));
    // Both the address (the link) and the password (the proof) are proven here: admin is granted.
    expect(account).toMatchObject({ emailVerified: true, isAdmin: true });
  });

  it("gives no proof for a wrong password", async () => {
    await squat("someone@example.com");
    const wrong = await call("/api/login", { json: { username: "squatter", password: "not-the-password-1" } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.getSetCookie().some((cookie) => /password-proof=[a-z2-7]/.test(cookie))).toBe(false);
  });
});
