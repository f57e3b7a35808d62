import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSession } from "../auth/session";
import { sessions, users } from "../db/schema";
import { db } from "../test/client";
import { runNightlyCleanup } from "./nightly";

describe("nightly cleanup", () => {
  it("removes expired sessions and keeps live ones, and can run twice at once", async () => {
    const [learner] = await db().select().from(users).where(eq(users.username, "learner"));
    const old = await createSession(db(), learner!.id, Date.now() - 31 * 24 * 60 * 60 * 1000);
    const live = await createSession(db(), learner!.id);
    await Promise.all([runNightlyCleanup(env), runNightlyCleanup(env)]);
    const left = (await db().select().from(sessions)).map((session) => session.id);
    expect(left).toContain(live.id);
    expect(left).not.toContain(old.id);
  });
});
