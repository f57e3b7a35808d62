import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../app";
import { createSession } from "../../auth/session";
import { sessions, users } from "../../db/schema";
import { call, db, DEMO, ORIGIN, register, sessionCookieOf, signIn, tokenFrom, waitForMail } from "../../test/client";

const withGoogle = { ...env, GOOGLE_CLIENT_ID: "client-id", GOOGLE_CLIENT_SECRET: "client-secret" };

async function google(path: string, cookie?: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }), withGoogle, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const base64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** Google's token endpoint, faked: it answers an ID token with these claims. */
function fakeTokenEndpoint(claims: Record<string, unknown>) {
  const idToken = `${base64url({ alg: "RS256" })}.${base64url(claims)}.signature`;
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith("https://oauth2.googleapis.com/token")) {
      return Response.json({ access_token: "at", token_type: "Bearer", expires_in: 3600, id_token: idToken });
    }
    throw new Error(`unexpected fetch to ${url}`);
  });
}

/** Starts a sign-in and answers the cookies and state Google would send back. */
async function startSignIn(): Promise<{ cookie: string; state: string }> {
  const start = await google("/api/auth/google");
  expect(start.status).toBe(302);
  const location = new URL(start.headers.get("location")!);
  expect(location.origin).toBe("https://accounts.google.com");
  expect(location.searchParams.get("code_challenge_method")).toBe("S256");
  expect(location.searchParams.get("redirect_uri")).toBe(`${env.APP_ORIGIN}/api/auth/google/callback`);
  const cookies = start.headers.getSetCookie();
  expect(cookies.every((cookie) => /HttpOnly/i.test(cookie) && /Max-Age=600/.test(cookie))).toBe(true);
  return { cookie: cookies.map((cookie) => cookie.split(";")[0]).join("; "), state: location.searchParams.get("state")! };
}

afterEach(() => vi.restoreAllMocks());

describe("Google sign-in", () => {
  it("is hidden and answers 404 when its secrets are not set", async () => {
    expect(await (await call("/api/auth/providers")).json()).toEqual({ google: false });
    const response = await call("/api/auth/google");
    expect(response.status).toBe(404);
    expect(await response.json()).toHaveProperty("message");
  });

  it("is offered when its secrets are set", async () => {
    expect(await (await google("/api/auth/providers")).json()).toEqual({ google: true });
  });

  it("refuses a callback whose state does not match", async () => {
    const { cookie } = await startSignIn();
    const response = await google("/api/auth/google/callback?code=abc&state=forged", cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth?error=google_state");
    expect(response.headers.getSetCookie().some((c) => /^(__Host-)?session=[a-z2-7]/.test(c))).toBe(false);
  });

  it("creates a verified account for a new Google user and signs it in", async () => {
    fakeTokenEndpoint({ sub: "g-123", email: "Ana.Maria@gmail.com", email_verified: true, name: "Ana María" });
    const { cookie, state } = await startSignIn();
    const response = await google(`/api/auth/google/callback?code=abc&state=${state}`, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
    const me = await call("/api/user", { cookie: sessionCookieOf(response) });
    expect(await me.json()).toMatchObject({ username: "ana.maria", email: "ana.maria@gmail.com", emailVerified: true });
  });

  it.each([
    ["аdmin", "mixes a Cyrillic а into a Latin name", "boss.person"],
    ["ａｄｍｉｎ", "is a full-width look-alike of a taken name", "admin2"],
    ["राज कुमार", "is written in Devanagari", "राज.कुमार"],
  ])("makes a username for the Google name %s, which %s, that cannot pass for another", async (name, _case, username) => {
    fakeTokenEndpoint({ sub: `g-${username}`, email: "Boss.Person@gmail.com", email_verified: true, name });
    const { cookie, state } = await startSignIn();
    const response = await google(`/api/auth/google/callback?code=abc&state=${state}`, cookie);
    expect(await (await call("/api/user", { cookie: sessionCookieOf(response) })).json()).toMatchObject({ username });
  });

  it("links a verified Google email to the existing account", async () => {
    fakeTokenEndpoint({ sub: "g-learner", email: "learner@example.com", email_verified: true });
    const { cookie, state } = await startSignIn();
    const response = await google(`/api/auth/google/callback?code=abc&state=${state}`, cookie);
    expect(response.headers.get("location")).toBe("/dashboard");
    const me = await call("/api/user", { cookie: sessionCookieOf(response) });
    expect(await me.json()).toMatchObject({ username: "learner" });
    const [row] = await db().select().from(users).where(eq(users.username, "learner"));
    expect(row!.googleId).toBe("g-learner");
  });

  it("takes an unverified account back from whoever registered the owner's address: their password and sessions end", async () => {
    // The squatter registers the owner's address with their own password and never verifies it.
    expect((await register("squatter", "boss@example.com", "squatters-pass-2026")).status).toBe(201);
    const [squatted] = await db().select().from(users).where(eq(users.email, "boss@example.com"));
    const squatterSession = await createSession(db(), squatted!.id);

    fakeTokenEndpoint({ sub: "g-boss", email: "boss@example.com", email_verified: true });
    const { cookie, state } = await startSignIn();
    const response = await google(`/api/auth/google/callback?code=abc&state=${state}`, cookie);
    expect(response.headers.get("location")).toBe("/dashboard");
    expect((await call("/api/user", { cookie: sessionCookieOf(response) })).status).toBe(200);

    const squatterLogin = await call("/api/login", { json: { username: "boss@example.com", password: "squatters-pass-2026" } });
    expect(squatterLogin.status).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.id, squatterSession.id))).toEqual([]);
    const [owned] = await db().select().from(users).where(eq(users.id, squatted!.id));
    expect(owned).toMatchObject({ googleId: "g-boss", emailVerified: true, passwordHash: null });
  });

  it("leaves no squatter's password after the owner clicked the link and then signed in with Google", async () => {
    expect((await register("squatter", "boss@example.com", "squatters-pass-2026")).status).toBe(201);
    const link = tokenFrom(await waitForMail("boss@example.com"), "/verify-email");
    // The owner's click, in the owner's browser (no proof of the squatter's password there).
    await call(`/api/verify-email?token=${link}`);

    fakeTokenEndpoint({ sub: "g-boss", email: "boss@example.com", email_verified: true });
    const { cookie, state } = await startSignIn();
    const response = await google(`/api/auth/google/callback?code=abc&state=${state}`, cookie);
    expect(response.headers.get("location")).toBe("/dashboard");
    expect((await call("/api/login", { json: { username: "boss@example.com", password: "squatters-pass-2026" } })).status).toBe(401);
    const [owned] = await db().select().from(users).where(eq(users.email, "boss@example.com"));
    expect(owned).toMatchObject({ passwordHash: null, emailVerified: true });
  });

  it("keeps the password of a verified account it links to", async () => {
    fakeTokenEndpoint({ sub: "g-learner", email: "learner@example.com", email_verified: true });
    const { cookie, state } = await startSignIn();
    await google(`/api/auth/google/callback?code=abc&state=${state}`, cookie);
    expect((await call("/api/login", { json: { username: "learner", password: "learner-pass-2026" } })).status).toBe(200);
  });

  it("never links an unverified Google email to an existing account", async () => {
    fakeTokenEndpoint({ sub: "g-attacker", email: "learner@example.com", email_verified: false });
    const { cookie, state } = await startSignIn();
    const response = await google(`/api/auth/google/callback?code=abc&state=${state}`, cookie);
    expect(response.headers.get("location")).toBe("/auth?error=google_unverified");
    const [row] = await db().select().from(users).where(eq(users.username, "learner"));
    expect(row!.googleId).toBeNull();
  });

  it.each([
    ["an account deleted today", undefined],
    ["a deleted account that was linked to this Google identity", "g-learner"],
  ])("sends the learner back to the sign-in page, not a 500, for %s", async (_case, googleId) => {
    if (googleId) await db().update(users).set({ googleId }).where(eq(users.username, "learner"));
    const learner = await signIn(DEMO.learner.username, DEMO.learner.password);
    expect((await call("/api/user/delete", { method: "DELETE", json: { confirmation: "learner" }, cookie: learner })).status).toBe(200);

    fakeTokenEndpoint({ sub: "g-learner", email: "learner@example.com", email_verified: true });
    const { cookie, state } = await startSignIn();
    const response = await google(`/api/auth/google/callback?code=abc&state=${state}`, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth?error=google_deleted");
    expect(response.headers.getSetCookie().some((c) => /^(__Host-)?session=[a-z2-7]/.test(c))).toBe(false);
  });

  it("sends the learner back with a reason when Google refuses the code", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ error: "invalid_grant" }, { status: 400 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { cookie, state } = await startSignIn();
    const response = await google(`/api/auth/google/callback?code=bad&state=${state}`, cookie);
    expect(response.headers.get("location")).toBe("/auth?error=google_failed");
  });
});
