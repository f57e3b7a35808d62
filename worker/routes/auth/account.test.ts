import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { call, db, DEMO, signIn } from "../../test/client";
import { standClockStillMidWindow } from "../../test/clock";

describe("POST /api/change-password", () => {
  it("changes the password and signs out every other session, keeping this one", async () => {
    const here = await signIn(DEMO.learner.username, DEMO.learner.password);
    const elsewhere = await signIn(DEMO.learner.username, DEMO.learner.password);
    const response = await call("/api/change-password", {
      cookie: here,
      json: { currentPassword: DEMO.learner.password, newPassword: "changed-password-9" },
    });
    expect(response.status).toBe(200);
    expect((await call("/api/user", { cookie: here })).status).toBe(200);
    expect((await call("/api/user", { cookie: elsewhere })).status).toBe(401);
    expect((await call("/api/login", { json: DEMO.learner })).status).toBe(401);
    expect((await call("/api/login", { json: { username: "learner", password: "changed-password-9" } })).status).toBe(200);
  });

  it("refuses a wrong current password", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const response = await call("/api/change-password", { cookie, json: { currentPassword: "guess-guess", newPassword: "changed-password-9" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Current password is incorrect", field: "currentPassword" });
  });

  it("refuses a new password under 8 characters with the spec's message", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const response = await call("/api/change-password", { cookie, json: { currentPassword: DEMO.learner.password, newPassword: "short" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "New password must be at least 8 characters", field: "newPassword" });
  });

  it("stops guessing the current password after ten tries, even before the right one", async () => {
    standClockStillMidWindow();
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    for (let guess = 0; guess < 10; guess++) {
      const response = await call("/api/change-password", { cookie, json: { currentPassword: `guess-${guess}`, newPassword: "changed-password-9" } });
      expect(response.status).toBe(400);
    }
    const right = await call("/api/change-password", { cookie, json: { currentPassword: DEMO.learner.password, newPassword: "changed-password-9" } });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call("/api/login", { json: DEMO.learner })).status).toBe(200);
  });

  it("needs a signed-in user", async () => {
    const response = await call("/api/change-password", { json: { currentPassword: "a", newPassword: "changed-password-9" } });
    expect(response.status).toBe(401);
  });
});

describe("DELETE /api/user/delete", () => {
  /** A session of the learner that began 11 minutes ago, as one left open on a shared computer. */
  async function oldSession(): Promise<string> {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    await db().update(sessions).set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) });
    return cookie;
  }

  it("needs the current password when the sign-in was more than 10 minutes ago (issue 29)", async () => {
    const cookie = await oldSession();
    const bare = await call("/api/user/delete", { method: "DELETE", cookie, json: { confirmation: "learner" } });
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual({ message: "Enter your current password to delete your account.", field: "password" });
    const wrong = await call("/api/user/delete", { method: "DELETE", cookie, json: { confirmation: "learner", password: "not-my-password" } });
    expect(wrong.status).toBe(400);
    expect((await call("/api/user", { cookie })).status).toBe(200);
    const right = await call("/api/user/delete", { method: "DELETE", cookie, json: { confirmation: "learner", password: DEMO.learner.password } });
    expect(right.status).toBe(200);
  });

  it("asks an account without a password (Google) to sign in again", async () => {
    await db().update(users).set({ passwordHash: null, googleId: "g-learner" }).where(eq(users.username, "learner"));
    const [learner] = await db().select().from(users).where(eq(users.username, "learner"));
    const { createSession } = await import("../../auth/session");
    const session = await createSession(db(), learner!.id);
    await db().update(sessions).set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) });
    const cookie = `session=${session.token}`;
    const bare = await call("/api/user/delete", { method: "DELETE", cookie, json: { confirmation: "learner" } });
    expect(bare.status).toBe(403);
    expect(await bare.json()).toMatchObject({ message: expect.stringMatching(/log in again/) });
  });

  it("refuses a confirmation that is not the username", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const response = await call("/api/user/delete", { method: "DELETE", cookie, json: { confirmation: "Learner" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "The confirmation text does not match your username." });
    expect((await call("/api/user", { cookie })).status).toBe(200);
  });

  it("marks the account deleted and signs it out everywhere at once", async () => {
    const here = await signIn(DEMO.learner.username, DEMO.learner.password);
    const elsewhere = await signIn(DEMO.learner.username, DEMO.learner.password);
    const response = await call("/api/user/delete", { method: "DELETE", cookie: here, json: { confirmation: "learner" } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/session=;/);
    expect((await call("/api/user", { cookie: here })).status).toBe(401);
    expect((await call("/api/user", { cookie: elsewhere })).status).toBe(401);
    expect((await call("/api/login", { json: DEMO.learner })).status).toBe(401);
    const [row] = await db().select().from(users).where(eq(users.username, "learner"));
    expect(row!.deletedAt).toBeInstanceOf(Date);
  });
});
