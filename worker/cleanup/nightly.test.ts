import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rememberSignInAddress } from "../auth/login-throttle";
import { createSession } from "../auth/session";
import { sessions, signInAddresses, users } from "../db/schema";
import { db, register } from "../test/client";
import { runNightlyCleanup } from "./nightly";

describe("nightly cleanup", () => {
  it("gives accounts older than look-alike keys theirs, so a new look-alike of their name is refused (issue 29)", async () => {
    await db().insert(users).values({ username: "oldtimer", email: "oldtimer@example.com" });
    expect((await register("01dtimer", "copycat@example.com")).status).toBe(201);
    await runNightlyCleanup(env);
    const [old] = await db().select().from(users).where(eq(users.username, "oldtimer"));
    expect(old!.usernameLookAlike).not.toBeNull();
    expect((await register("o1dtimer", "copycat2@example.com", undefined, "203.0.113.9")).status).toBe(409);
  });

  it("removes expired sessions and keeps live ones, and can run twice at once", async () => {
    const [learner] = await db().select().from(users).where(eq(users.username, "learner"));
    const old = await createSession(db(), learner!.id, Date.now() - 31 * 24 * 60 * 60 * 1000);
    const live = await createSession(db(), learner!.id);
    await Promise.all([runNightlyCleanup(env), runNightlyCleanup(env)]);
    const left = (await db().select().from(sessions)).map((session) => session.id);
    expect(left).toContain(live.id);
    expect(left).not.toContain(old.id);
  });

  it("forgets addresses an account has not signed in from for 90 days", async () => {
    const [learner] = await db().select().from(users).where(eq(users.username, "learner"));
    const DAY = 24 * 60 * 60 * 1000;
    await rememberSignInAddress(db(), learner!.id, "198.51.100.1", Date.now() - 91 * DAY);
    await rememberSignInAddress(db(), learner!.id, "198.51.100.2", Date.now() - 89 * DAY);
    await runNightlyCleanup(env);
    expect((await db().select().from(signInAddresses)).map((row) => row.address)).toEqual(["198.51.100.2"]);
  });
});
