import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ACTIVE_TIME } from "../../contract/constants";
import type { DailyGoalToday, ProgressRecord } from "../../contract/wire";
import { learningMinutes, users } from "../db/schema";
import { dailyGoalToday } from "../progress/daily-goal";
import { call, db, DEMO, signIn } from "../test/client";

let cookie: string;
beforeEach(async () => {
  cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
});

const goal = async (timeZone = "UTC") => (await (await call(`/api/goal?timeZone=${encodeURIComponent(timeZone)}`, { cookie })).json()) as DailyGoalToday;
const choose = (json: unknown) => call("/api/goal", { cookie, method: "PUT", json });
const say = (content: string) => call("/api/chat", { cookie, json: { lessonId: "de-lesson01", conversation: [{ role: "user", content }], scratchPad: {} } });

async function firstAnswers(count: number): Promise<string[]> {
  const row = await env.DB.prepare("SELECT exercises FROM lessons WHERE id = 'de-lesson01'").first<{ exercises: string }>();
  return (JSON.parse(row!.exercises) as { answers: string[] }[]).slice(0, count).map((exercise) => exercise.answers[0]!);
}

describe("the daily goal", () => {
  it("is 10 sentences until the learner chooses one, and counts the sentences finished with the tutor today", async () => {
    expect(await goal()).toMatchObject({ kind: "sentences", amount: 10, chosen: false, sentences: 0, minutes: 0, done: 0, met: false });
    await call("/api/chat/init", { cookie, json: { lessonId: "de-lesson01" } });
    for (const answer of await firstAnswers(2)) expect((await say(answer)).status).toBe(200);
    expect(await goal()).toMatchObject({ sentences: 2, done: 2, met: false });
  });

  it("counts a lesson's active minutes towards a goal in minutes, and is met at its amount", async () => {
    const chosen = await choose({ kind: "minutes", amount: 5, timeZone: "Europe/Berlin" });
    expect(chosen.status).toBe(200);
    expect((await chosen.json()) as DailyGoalToday).toMatchObject({ kind: "minutes", amount: 5, chosen: true, done: 0, timeZone: "Europe/Berlin" });
    await call("/api/progress/lesson/de-lesson01", { cookie, json: { score: 0, timeSpent: 3 } });
    expect(await goal()).toMatchObject({ minutes: 3, done: 3, met: false });
    await call("/api/progress/lesson/de-lesson02", { cookie, json: { score: 0, timeSpent: 2 } });
    expect(await goal()).toMatchObject({ minutes: 5, done: 5, met: true });
  });

  it("counts only the minutes a lesson was credited: a report is capped as the lesson's time is", async () => {
    await choose({ kind: "minutes", amount: 10, timeZone: "UTC" });
    const claimed = ACTIVE_TIME.maxMinutesPerReport + 4;
    await call("/api/progress/lesson/de-lesson01", { cookie, json: { score: 0, timeSpent: claimed } });
    const [record] = (await (await call("/api/progress/language/de", { cookie })).json()) as ProgressRecord[];
    expect(record!.timeSpent).toBe(ACTIVE_TIME.maxMinutesPerReport);
    expect(await goal()).toMatchObject({ minutes: ACTIVE_TIME.maxMinutesPerReport, done: ACTIVE_TIME.maxMinutesPerReport });
  });

  it("counts the day in the learner's stored zone, not the one the browser asks with", async () => {
    await choose({ kind: "sentences", amount: 5, timeZone: "Asia/Tokyo" });
    const answer = await goal("America/New_York");
    expect(answer.timeZone).toBe("Asia/Tokyo");
    expect(answer.today).toBe(new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tokyo" }).format(new Date()));
  });

  it("begins the learner's day at their own midnight", async () => {
    const [learner] = await db().select().from(users).where(eq(users.username, DEMO.learner.username));
    // 03:00 UTC on 10 March 2026 is 23:00 on the 9th in New York (daylight time from 8 March), noon on the 10th in Tokyo.
    await db().insert(learningMinutes).values({ userId: learner!.id, quarterStart: Date.UTC(2026, 2, 10, 3), minutes: 7 });
    const now = new Date(Date.UTC(2026, 2, 10, 12));
    expect((await dailyGoalToday(db(), learner!, "Asia/Tokyo", now)).minutes).toBe(7);
    expect((await dailyGoalToday(db(), learner!, "UTC", now)).minutes).toBe(7);
    expect((await dailyGoalToday(db(), learner!, "America/New_York", now)).minutes).toBe(0);
    // A day later it is nobody's today.
    expect((await dailyGoalToday(db(), learner!, "Asia/Tokyo", new Date(Date.UTC(2026, 2, 11, 12)))).minutes).toBe(0);
  });

  it("refuses a goal that is not offered, a kind it does not know and a zone that is none, with the field named", async () => {
    for (const [json, message] of [
      [{ kind: "sentences", amount: 7, timeZone: "UTC" }, "amount must be one of 5, 10, 20, 30 sentences or 5, 10, 15, 20, 30 minutes"],
      [{ kind: "minutes", amount: 30.5, timeZone: "UTC" }, "amount must be one of 5, 10, 20, 30 sentences or 5, 10, 15, 20, 30 minutes"],
      [{ kind: "words", amount: 10, timeZone: "UTC" }, "kind must be sentences or minutes"],
      [{ kind: "minutes", amount: 10, timeZone: "Mars/Olympus" }, "timeZone must be an IANA time zone such as Europe/Berlin"],
    ] as const) {
      const response = await choose(json);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    expect((await goal()).chosen).toBe(false);
    expect((await call("/api/goal?timeZone=Nowhere", { cookie })).status).toBe(400);
  });

  it("needs a signed-in learner", async () => {
    expect((await call("/api/goal")).status).toBe(401);
    expect((await call("/api/goal", { method: "PUT", json: { kind: "minutes", amount: 10, timeZone: "UTC" } })).status).toBe(401);
  });
});
