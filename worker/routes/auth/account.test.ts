import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
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
