import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ACTIVE_TIME } from "../../contract/constants";
import type { LanguageProgress, LessonSummary, ProgressRecord } from "../../contract/wire";
import { users } from "../db/schema";
import { call, db, DEMO, signIn } from "../test/client";
import { LOCKED_LESSON_ID, LOCKED_LESSON_NUMBER, addLockedLesson } from "../test/fixtures";
import { standClockStillMidWindow } from "../test/clock";
import { LIMITS } from "../auth/rate-limit";
import { lessonIdFor } from "../../contract/lesson-ids";

let cookie: string;
beforeEach(async () => {
  await addLockedLesson();
  cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
});

const update = (lessonId: string, json: unknown) => call(`/api/progress/lesson/${lessonId}`, { cookie, json });
const complete = (lessonId: string) =>
  call(`/api/progress/lesson/${lessonId}/complete`, { cookie, method: "POST", headers: { "Content-Type": "application/json" } });
const records = async (code: string) => (await (await call(`/api/progress/language/${code}`, { cookie })).json()) as ProgressRecord[];

describe("lesson progress", () => {
  it("marks a lesson completed once, keeping the first completion time", async () => {
    const first = (await (await complete("de-lesson01")).json()) as ProgressRecord;
    // Marked done by the learner: read, not practised with the tutor.
    expect(first).toMatchObject({ lessonId: "de-lesson01", completed: true, practised: false });
    const second = (await (await complete("de-lesson01")).json()) as ProgressRecord;
    expect(second.completedAt).toBe(first.completedAt);
    expect(await records("de")).toEqual([expect.objectContaining({ lessonId: "de-lesson01", completed: true })]);
  });

  it("accumulates time and keeps the best score, without completing the lesson", async () => {
    await update("de-lesson01", { score: 80, timeSpent: 3 });
    await update("de-lesson01", { score: 60, timeSpent: 2 });
    const [record] = await records("de");
    expect(record).toMatchObject({ score: 80, timeSpent: 5, completed: false, completedAt: null });
    expect(record!.lastAccessedAt).not.toBeNull();
  });

  it("loses no minutes in a burst of 50 parallel updates", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => update("de-lesson02", { score: 100, timeSpent: 1 })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const [record] = await records("de");
    expect(record).toMatchObject({ lessonId: "de-lesson02", timeSpent: 50, score: 100 });
  });

  it(`counts at most ${ACTIVE_TIME.maxMinutesPerReport} minutes from one report, however many it claims`, async () => {
    expect((await update("de-lesson01", { score: 0, timeSpent: 1440 })).status).toBe(200);
    expect((await update("de-lesson01", { score: 0, timeSpent: ACTIVE_TIME.maxMinutesPerReport + 1 })).status).toBe(200);
    const [record] = await records("de");
    expect(record!.timeSpent).toBe(2 * ACTIVE_TIME.maxMinutesPerReport);
  });

  it(`credits at most ${ACTIVE_TIME.maxMinutesPerLessonDay} minutes to one lesson a day, and again the next day (issue 29)`, { timeout: 60_000 }, async () => {
    standClockStillMidWindow();
    const claims = Math.ceil(ACTIVE_TIME.maxMinutesPerLessonDay / ACTIVE_TIME.maxMinutesPerReport) + 2;
    for (let index = 0; index < claims; index++) await update("de-lesson01", { score: 0, timeSpent: ACTIVE_TIME.maxMinutesPerReport });
    expect((await records("de"))[0]!.timeSpent).toBe(ACTIVE_TIME.maxMinutesPerLessonDay);
    // Another lesson has its own allowance.
    await update("de-lesson02", { score: 0, timeSpent: 3 });
    vi.setSystemTime(new Date(Date.now() + 24 * 60 * 60 * 1000));
    await update("de-lesson01", { score: 0, timeSpent: 2 });
    const byLesson = Object.fromEntries((await records("de")).map((record) => [record.lessonId, record.timeSpent]));
    expect(byLesson).toEqual({ "de-lesson01": ACTIVE_TIME.maxMinutesPerLessonDay + 2, "de-lesson02": 3 });
  });

  it(`limits reports to ${LIMITS.progressMinute.max} a minute per learner: then 429 with Retry-After (issue 29)`, { timeout: 60_000 }, async () => {
    standClockStillMidWindow();
    const statuses: number[] = [];
    for (let index = 0; index <= LIMITS.progressMinute.max; index++) statuses.push((await update("de-lesson01", { score: 0, timeSpent: 0 })).status);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    const refused = await update("de-lesson01", { score: 0, timeSpent: 1 });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toHaveProperty("message");
  });

  it("takes the last minutes of the day's allowance in part: a report claiming more than is left is credited what is left", { timeout: 60_000 }, async () => {
    standClockStillMidWindow();
    // Up to 2 minutes short of the day's allowance, then a report claiming more than those 2.
    const filled = ACTIVE_TIME.maxMinutesPerLessonDay - 2;
    for (let minutes = 0; minutes < filled; minutes += ACTIVE_TIME.maxMinutesPerReport) {
      await update("de-lesson01", { score: 0, timeSpent: Math.min(ACTIVE_TIME.maxMinutesPerReport, filled - minutes) });
    }
    expect((await records("de"))[0]!.timeSpent).toBe(filled);
    expect(ACTIVE_TIME.maxMinutesPerReport).toBeGreaterThan(2);
    const last = (await (await update("de-lesson01", { score: 10, timeSpent: ACTIVE_TIME.maxMinutesPerReport })).json()) as ProgressRecord;
    expect(last).toMatchObject({ timeSpent: ACTIVE_TIME.maxMinutesPerLessonDay, score: 10 });
    // Spent: a report now adds no minutes but still keeps its score and its visit.
    expect((await (await update("de-lesson01", { score: 20, timeSpent: 1 })).json()) as ProgressRecord).toMatchObject({ timeSpent: ACTIVE_TIME.maxMinutesPerLessonDay, score: 20 });
  });

  it("writes a visit in 2 statements besides the session lookup (the limits' counters in one), and a report with time in one more round trip's batch", async () => {
    const counted = async (json: unknown) => {
      const response = await call("/api/progress/lesson/de-lesson01", { cookie, json, headers: { "X-Count-D1-Queries": "1" } });
      expect(response.status).toBe(200);
      const figure = (name: string) => Number(response.headers.get(name));
      const session = figure("X-D1-Session-Queries");
      return { statements: figure("X-D1-Queries") - session, roundTrips: figure("X-D1-Round-Trips") - session };
    };
    // The first call reads the lesson into the isolate's cache; later ones find it there.
    expect((await update("de-lesson01", { score: 0, timeSpent: 0 })).status).toBe(200);
    expect(await counted({ score: 0, timeSpent: 0 })).toEqual({ statements: 2, roundTrips: 2 });
    // The record, the learner's quarter hour of the daily goal, and the day's allowance.
    expect(await counted({ score: 50, timeSpent: 2 })).toEqual({ statements: 4, roundTrips: 2 });
    expect((await records("de"))[0]).toMatchObject({ timeSpent: 2, score: 50 });
  });

  it.each([
    [{ score: 101, timeSpent: 1 }, "score"],
    [{ score: -1, timeSpent: 1 }, "score"],
    [{ score: 50.5, timeSpent: 1 }, "score"],
    [{ score: 50, timeSpent: -3 }, "timeSpent"],
    [{ score: 50, timeSpent: 1e-320 }, "timeSpent"],
    [{ score: 50, timeSpent: 2.5 }, "timeSpent"],
    [{ score: 50, timeSpent: 1e308 }, "timeSpent"],
    [{ score: "100", timeSpent: 1 }, "score"],
    [{ score: 50 }, "timeSpent"],
  ])("refuses %j with a 400 naming %s", async (json, field) => {
    const response = await update("de-lesson01", json);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field });
  });

  it("refuses progress on a locked lesson with 402 and writes nothing", async () => {
    expect((await complete(LOCKED_LESSON_ID)).status).toBe(402);
    expect((await update(LOCKED_LESSON_ID, { score: 100, timeSpent: 10 })).status).toBe(402);
    expect(await records("de")).toEqual([]);
  });

  it(`accepts progress on lesson ${LOCKED_LESSON_NUMBER} for a premium learner`, async () => {
    await db().update(users).set({ subscriptionTier: "premium" }).where(eq(users.username, "learner"));
    expect((await complete(LOCKED_LESSON_ID)).status).toBe(200);
  });

  it("answers 404 for an unknown lesson or language", async () => {
    expect((await complete("de-lesson77")).status).toBe(404);
    expect((await call("/api/progress/language/xx", { cookie })).status).toBe(404);
  });

  it("keeps each learner's progress to themselves", async () => {
    await complete("de-lesson01");
    const other = await signIn(DEMO.premium.username, DEMO.premium.password);
    expect(await (await call("/api/progress/language/de", { cookie: other })).json()).toEqual([]);
  });

  it("resets one language, time included, and leaves the others", async () => {
    await update("de-lesson01", { score: 100, timeSpent: 10 });
    await complete("fr-lesson01");
    const response = await call("/api/progress/language/de/reset", { cookie, method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await records("de")).toEqual([]);
    expect(await records("fr")).toHaveLength(1);
  });

  it("needs a signed-in learner", async () => {
    expect((await call("/api/progress/language/de")).status).toBe(401);
  });
});

describe("the progress summary", () => {
  const summary = async (session = cookie) => (await (await call("/api/progress/summary", { cookie: session })).json()) as LanguageProgress[];
  const courseOf = async (code: string) => (await (await call(`/api/languages/${code}/lessons`)).json()) as LessonSummary[];

  it("sums up each language the learner has progress in, and only those", async () => {
    await update("de-lesson02", { score: 50, timeSpent: 3 });
    await complete("de-lesson01");
    await update("de-lesson01", { score: 100, timeSpent: 2 });
    await complete("fr-lesson01");
    const german = await courseOf("de");
    const [de, fr, ...others] = await summary();
    expect(others).toEqual([]);
    expect(de).toMatchObject({ code: "de", completed: 1, total: german.length, percent: Math.round(100 / german.length), timeSpent: 5 });
    expect(de!.lessons).toEqual([
      { lessonId: "de-lesson01", title: german[0]!.title, completed: true, timeSpent: 2 },
      { lessonId: "de-lesson02", title: german[1]!.title, completed: false, timeSpent: 3 },
    ]);
    expect(de!.next).toEqual(german[1]);
    expect(de!.current).toMatchObject({ ...german[1], sentencesDone: null, sentences: expect.any(Number) });
    expect(Date.parse(de!.lastActivity!)).toBeGreaterThan(Date.now() - 60_000);
    expect(fr).toMatchObject({ code: "fr", completed: 1, total: (await courseOf("fr")).length, lessons: [expect.objectContaining({ lessonId: "fr-lesson01", completed: true })] });
  });

  it("goes on with a lesson the learner may open: never the paywall, and none once the free lessons are done", async () => {
    const freeLessons = Array.from({ length: LOCKED_LESSON_NUMBER - 1 }, (_, index) => lessonIdFor("de", index + 1));
    for (const lesson of freeLessons) await complete(lesson);
    const [free] = await summary();
    expect(free!.next).toBeNull();
    const premium = await signIn(DEMO.premium.username, DEMO.premium.password);
    for (const lesson of freeLessons) await call(`/api/progress/lesson/${lesson}/complete`, { cookie: premium, method: "POST", headers: { "Content-Type": "application/json" } });
    const [paid] = await summary(premium);
    expect(paid!.next).toEqual((await courseOf("de"))[LOCKED_LESSON_NUMBER - 1]);
  });

  it("reads the records and the lessons in 2 statements and one round trip, however many languages", async () => {
    await complete("de-lesson01");
    await complete("fr-lesson01");
    await complete("es-lesson01");
    const response = await call("/api/progress/summary", { cookie, headers: { "X-Count-D1-Queries": "1" } });
    const figure = (name: string) => Number(response.headers.get(name));
    expect(figure("X-D1-Queries") - figure("X-D1-Session-Queries")).toBe(2);
    expect((await response.json()) as LanguageProgress[]).toHaveLength(3);
  });

  it("is empty for a learner without progress, keeps each learner's to themselves and loses a language reset", async () => {
    await complete("de-lesson01");
    await complete("fr-lesson01");
    expect(await summary(await signIn(DEMO.premium.username, DEMO.premium.password))).toEqual([]);
    await call("/api/progress/language/de/reset", { cookie, method: "DELETE" });
    expect((await summary()).map((language) => language.code)).toEqual(["fr"]);
  });

  it("needs a signed-in learner", async () => {
    expect((await call("/api/progress/summary")).status).toBe(401);
  });
});
