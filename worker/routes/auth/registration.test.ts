import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RegisterResponse } from "../../../contract/wire";
import { users } from "../../db/schema";
import { call, db, ORIGIN, register, waitForMail } from "../../test/client";

describe("POST /api/register", () => {
  it("creates an unverified account, answers the user with needsVerification, and mails a verification link", async () => {
    const response = await register("Marta", "Marta@Example.com");
    expect(response.status).toBe(201);
    const body = (await response.json()) as RegisterResponse;
    expect(body).toMatchObject({ username: "Marta", email: "marta@example.com", emailVerified: false, needsVerification: true });
    // No session before verification; the bookmark of the write (decision 025) identifies no one, and
    // the password proof (decision 032) only lets the mailed link verify in this browser.
    const cookies = response.headers.getSetCookie().filter((cookie) => !cookie.startsWith("d1-bookmark="));
    expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(["password-proof"]);

    const mail = await waitForMail("marta@example.com");
    expect(mail.subject).toMatch(/verify/i);
    expect(mail.text).toContain(`${ORIGIN}/verify-email?token=`);
    expect(mail.html).toContain(`${ORIGIN}/verify-email?token=`);
  });

  it("does not let the new account sign in before it verifies", async () => {
    await register("marta", "marta@example.com", "a-fine-password-42");
    const login = await call("/api/login", { json: { username: "marta", password: "a-fine-password-42" } });
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({ verified: false });
  });

  it("answers 409 'Username already exists' for a taken username, in any letter case", async () => {
    const response = await register("LEARNER", "someone-new@example.com");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "Username already exists", field: "username" });
  });

  it("answers 409 for a full-width look-alike of a taken username, compared after NFKC", async () => {
    const response = await register("ａｄｍｉｎ", "fullwidth@example.com");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "Username already exists", field: "username" });
  });

  it.each([
    ["ꓮꓓꓟꓲꓠ", "Lisu letters shaped as ADMIN"],
    ["admın", "a dotless ı"],
    ["1earner", "a digit one for an l"],
    ["LEARNEr", "the same name in other letter cases"],
  ])("answers 409 for %s (%s), whose confusable skeleton is a taken name's (issue 29)", async (username) => {
    const response = await register(username, "skeleton@example.com");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "Username already exists", field: "username" });
  });

  it.each(["support", "Parlo", "PARL0", "ѕupроrt", "moderator"])("answers 409 for %s, a reserved name or a look-alike of one (issue 29)", async (username) => {
    const response = await register(username, "reserved@example.com");
    expect([400, 409]).toContain(response.status);
    expect(await response.json()).toMatchObject({ field: "username" });
  });

  it("lets a second name through that only shares letters with a taken one", async () => {
    expect((await register("learners", "learners@example.com")).status).toBe(201);
    // Its own look-alike is then taken too.
    expect((await register("1earners", "learners2@example.com")).status).toBe(409);
  });

  it("stores a new username in its NFKC form", async () => {
    const response = await register("ｍｉｒａ２", "mira2@example.com");
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ username: "mira2" });
  });

  it.each([
    ["аdmin", "a Cyrillic а among Latin letters"],
    ["pаypal", "one Cyrillic letter inside a Latin name"],
    ["Ηello", "a Greek capital eta for an H"],
  ])("refuses %s (%s) with a 400 naming the username", async (username) => {
    const response = await register(username, "lookalike@example.com");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ field: "username", message: "Username must not mix alphabets, such as Latin and Cyrillic letters" });
  });

  it.each(["Иван", "田中たろう", "हिंदी-सीखो", "ಕನ್ನಡ", "José"])("accepts %s, written in one script", async (username) => {
    expect((await register(username, "one-script@example.com")).status).toBe(201);
  });

  it("answers 409 'Email already exists' for a taken email", async () => {
    const response = await register("someone-new", "LEARNER@example.com");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "Email already exists", field: "email" });
  });

  it.each([
    [{ username: "ok-name", email: "not-an-email", password: "a-fine-password-42" }, "email", "Please enter a valid email address"],
    [{ username: "ok-name", email: "ok@example.com", password: "short" }, "password", "Password must be at least 8 characters"],
    [{ username: "a b", email: "ok@example.com", password: "a-fine-password-42" }, "username", expect.stringMatching(/^Username must be/)],
    [{ username: "x".repeat(40), email: "ok@example.com", password: "a-fine-password-42" }, "username", expect.stringMatching(/^Username must be/)],
    [{ email: "ok@example.com", password: "a-fine-password-42" }, "username", "Username is required"],
    [{ username: "ok-name", email: "ok@example.com", password: "password123" }, "password", expect.stringMatching(/too common/)],
  ])("refuses %j with a 400 naming %s", async (json, field, message) => {
    const response = await call("/api/register", { json });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ field, message });
  });

  // Fifty password hashes at full strength: on a busy machine that takes longer than the default 5 s.
  it("creates exactly one account when 50 sign-ups for one username arrive at once", { timeout: 60_000 }, async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => register("racer", `racer${index}@example.com`, "a-fine-password-42", `198.51.100.${index}`)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const [row] = await db().select({ count: sql<number>`count(*)` }).from(users).where(sql`lower(${users.username}) = 'racer'`);
    expect(row!.count).toBe(1);
  });

  it("limits sign-ups from one address with a 429 and Retry-After", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      statuses.push((await register(`burst${index}`, `burst${index}@example.com`, "a-fine-password-42", "192.0.2.77")).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    const refused = await register("burst-last", "burst-last@example.com", "a-fine-password-42", "192.0.2.77");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toHaveProperty("message");
  });
});
