import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Lesson } from "../../contract/wire";
import { users } from "../db/schema";
import { call, db, DEMO, signIn } from "../test/client";
import { freeLessonsText } from "../../contract/access";
import { lessonIdFor } from "../../contract/lesson-ids";
import { LOCKED_LESSON_ID, LOCKED_LESSON_NUMBER, addLockedLesson } from "../test/fixtures";

const DAY = 24 * 60 * 60 * 1000;

beforeEach(addLockedLesson);

async function learnerWith(tier: "free" | "basic" | "premium" | "pro", expiry: Date | null): Promise<string> {
  await db().update(users).set({ subscriptionTier: tier, subscriptionExpiry: expiry }).where(eq(users.username, "learner"));
  return signIn(DEMO.learner.username, DEMO.learner.password);
}

describe("GET /api/lessons/{lessonId}", () => {
  it("answers a free lesson's title, its markdown from R2 and that markdown as HTML", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const response = await call("/api/lessons/de-lesson01", { cookie });
    expect(response.status).toBe(200);
    const lesson = (await response.json()) as Lesson;
    expect(lesson).toMatchObject({ lessonId: "de-lesson01", languageCode: "de", number: 1 });
    expect(lesson.content).toContain(`# ${lesson.title}`);
    expect(lesson.content).not.toMatch(/^---/);
    expect(lesson.html).toContain(`<h1>${lesson.title}</h1>`);
    expect(lesson.html).not.toContain("# ");
  });

  it("needs a signed-in learner", async () => {
    expect((await call("/api/lessons/de-lesson01")).status).toBe(401);
  });

  it.each(["de-lesson99", "xx-lesson01", "de-lesson", "nonsense", "de-lesson01%27"])("answers 404 for %s", async (lessonId) => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const response = await call(`/api/lessons/${lessonId}`, { cookie });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Lesson not found" });
  });

  describe(`the paywall on lesson ${LOCKED_LESSON_NUMBER}`, () => {
    it.each([
      ["free, no expiry", "free", null, 402],
      ["basic, no expiry", "basic", null, 200],
      ["premium, no expiry", "premium", null, 200],
      ["pro, no expiry", "pro", null, 200],
      ["premium, expires tomorrow", "premium", new Date(Date.now() + DAY), 200],
      ["premium, expired yesterday", "premium", new Date(Date.now() - DAY), 402],
      ["pro, expired yesterday", "pro", new Date(Date.now() - DAY), 402],
    ] as const)("%s → %s", async (_label, tier, expiry, status) => {
      const cookie = await learnerWith(tier, expiry);
      const response = await call(`/api/lessons/${LOCKED_LESSON_ID}`, { cookie });
      expect(response.status).toBe(status);
      const body = (await response.json()) as Record<string, unknown>;
      if (status === 402) {
        expect(body).toMatchObject({ locked: true, message: expect.stringMatching(/Subscribe/) });
        expect(body).not.toHaveProperty("content");
        expect(body).not.toHaveProperty("html");
      } else {
        expect(body.content).toContain("Ich habe gelernt.");
      }
    });

    it(`never locks ${freeLessonsText().toLowerCase()}`, async () => {
      const cookie = await learnerWith("free", null);
      for (let lesson = 1; lesson < LOCKED_LESSON_NUMBER; lesson++) expect((await call(`/api/lessons/${lessonIdFor("de", lesson)}`, { cookie })).status).toBe(200);
    });
  });
});
