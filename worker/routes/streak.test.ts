import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { StreakSummary } from "../../contract/wire";
import { lessonProgress, users } from "../db/schema";
import { call, db, DEMO, signIn } from "../test/client";

const DAY = 24 * 60 * 60 * 1000;
let cookie: string;
let userId: number;

beforeEach(async () => {
  cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
  userId = (await db().select().from(users).where(eq(users.username, "learner")))[0]!.id;
});

async function completedAt(lessonId: string, at: Date) {
  await db().insert(lessonProgress).values({ userId, lessonId, languageCode: lessonId.slice(0, 2), completed: true, completedAt: at, lastAccessedAt: at });
}

const streak = async (timeZone = "UTC") => (await (await call(`/api/streak?timeZone=${encodeURIComponent(timeZone)}`, { cookie })).json()) as StreakSummary;

describe("GET /api/streak", () => {
  it("counts consecutive days up to today, and lists what was done each day", async () => {
    const now = Date.now();
    await completedAt("de-lesson01", new Date(now - 2 * DAY));
    await completedAt("de-lesson02", new Date(now - DAY));
    await completedAt("fr-lesson01", new Date(now));
    const summary = await streak();
    expect(summary).toMatchObject({ currentStreak: 3, longestStreak: 3, hidden: false, resetAt: null });
    expect(summary.days.at(-1)).toEqual({ date: summary.today, lessons: [{ language: "French", title: expect.any(String) }] });
  });

  it("is 0 for a newcomer", async () => {
    expect(await streak()).toMatchObject({ currentStreak: 0, longestStreak: 0, days: [] });
  });

  it("refuses an unknown time zone", async () => {
    const response = await call("/api/streak?timeZone=Mars/Olympus", { cookie });
    expect(response.status).toBe(400);
  });

  it("can be hidden and shown again, per account", async () => {
    expect((await call("/api/streak/visibility", { cookie, json: { hidden: true } })).status).toBe(200);
    expect((await streak()).hidden).toBe(true);
    await call("/api/streak/visibility", { cookie, json: { hidden: false } });
    expect((await streak()).hidden).toBe(false);
    expect((await call("/api/streak/visibility", { cookie, json: { hidden: "yes" } })).status).toBe(400);
  });

  it("starts counting again from now after a reset, keeping the learner's progress", async () => {
    await completedAt("de-lesson01", new Date(Date.now() - DAY));
    expect((await streak()).currentStreak).toBe(1);
    expect((await call("/api/streak/reset", { cookie, method: "POST" })).status).toBe(200);
    const summary = await streak();
    expect(summary).toMatchObject({ currentStreak: 0, longestStreak: 0 });
    expect(summary.resetAt).not.toBeNull();
    expect(await (await call("/api/progress/language/de", { cookie })).json()).toHaveLength(1);
  });
});
