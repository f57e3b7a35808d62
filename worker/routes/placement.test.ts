import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { PLACEMENT } from "../../contract/constants";
import type { LanguageProgress, PlacementItem, PlacementResult, ProgressRecord } from "../../contract/wire";
import { startAfter } from "../progress/placement";
import { call, DEMO, signIn } from "../test/client";

let cookie: string;
let premium: string;
beforeEach(async () => {
  cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
  premium = await signIn(DEMO.premium.username, DEMO.premium.password);
});

/** The first accepted answer of each placement lesson's first sentence, from the lesson rows. */
async function rightAnswers(code: string): Promise<string[]> {
  const answers: string[] = [];
  for (const number of PLACEMENT.lessons) {
    const row = await env.DB.prepare("SELECT exercises FROM lessons WHERE language_code = ? AND number = ?").bind(code, number).first<{ exercises: string }>();
    answers.push((JSON.parse(row!.exercises) as { answers: string[] }[])[0]!.answers[0]!);
  }
  return answers;
}

const place = (session: string, answers: string[], code = "de") => call(`/api/placement/${code}`, { cookie: session, json: { answers } });

describe("onboarding's placement", () => {
  it("asks one sentence of each placement lesson, in English, without its answers", async () => {
    const response = await call("/api/placement/de", { cookie });
    expect(response.status).toBe(200);
    const items = (await response.json()) as PlacementItem[];
    expect(items.map((item) => item.lessonNumber)).toEqual([...PLACEMENT.lessons]);
    const answers = await rightAnswers("de");
    for (const [index, item] of items.entries()) {
      expect(item.prompt.length).toBeGreaterThan(0);
      expect(JSON.stringify(item)).not.toContain(answers[index]!);
    }
  });

  it("starts the learner after the run of right answers and marks the lessons before it skipped, not done", async () => {
    const [three, six] = await rightAnswers("de");
    const response = await place(premium, [three!, six!, "Ich weiß nicht", "", ""]);
    expect(response.status).toBe(200);
    const placed = (await response.json()) as PlacementResult;
    expect(placed).toMatchObject({ start: { lessonId: "de-lesson07", number: 7 }, skipped: 6, locked: false });
    expect(placed.results.map((result) => result.right)).toEqual([true, true, false, false, false]);

    const records = (await (await call("/api/progress/language/de", { cookie: premium })).json()) as ProgressRecord[];
    expect(records).toHaveLength(6);
    expect(records.every((record) => record.skipped && !record.completed)).toBe(true);
    const [german] = (await (await call("/api/progress/summary", { cookie: premium })).json()) as LanguageProgress[];
    expect(german).toMatchObject({ completed: 0, next: { lessonId: "de-lesson07" }, current: null, lessons: [] });
  });

  it("keeps a new learner at the first lesson when the first sentence is not right, and skips nothing", async () => {
    const placed = (await (await place(cookie, ["", "", "", "", ""])).json()) as PlacementResult;
    expect(placed).toMatchObject({ start: { number: 1 }, skipped: 0, locked: false });
  });

  it("says when the start lesson comes with a subscription the learner does not have", async () => {
    const answers = await rightAnswers("de");
    const placed = (await (await place(cookie, answers)).json()) as PlacementResult;
    expect(placed).toMatchObject({ start: { number: PLACEMENT.lessons.at(-1)! + 1 }, locked: true });
  });

  it("leaves a completed lesson completed", async () => {
    await call("/api/progress/lesson/de-lesson01/complete", { cookie: premium, method: "POST" });
    const [three] = await rightAnswers("de");
    await place(premium, [three!]);
    const records = (await (await call("/api/progress/language/de", { cookie: premium })).json()) as ProgressRecord[];
    expect(records.find((record) => record.lessonId === "de-lesson01")).toMatchObject({ completed: true });
    expect(records.filter((record) => !record.completed).map((record) => record.lessonId)).toEqual(["de-lesson02", "de-lesson03"]);
  });

  it("refuses a language that does not exist, too many answers and answers that are not text, with a 4xx message", async () => {
    expect((await call("/api/placement/xx", { cookie })).status).toBe(404);
    expect((await place(cookie, [], "xx")).status).toBe(404);
    const tooMany = await place(cookie, ["a", "b", "c", "d", "e", "f"]);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toBe("answers must have at most 5 sentences");
    const notText = await call("/api/placement/de", { cookie, json: { answers: [42] } });
    expect(notText.status).toBe(400);
    expect((await call("/api/placement/de", { json: { answers: [] } })).status).toBe(401);
  });
});

describe("where the placement starts", () => {
  it("is after the last lesson of the unbroken run of right answers", () => {
    const results = (rights: boolean[]) => rights.map((right, index) => ({ lessonNumber: PLACEMENT.lessons[index]!, right }));
    expect(startAfter(results([false, true, true, true, true]))).toBe(1);
    expect(startAfter(results([true, false, true, true, true]))).toBe(4);
    expect(startAfter(results([true, true, true, true, true]))).toBe(16);
    expect(startAfter([])).toBe(1);
  });
});
