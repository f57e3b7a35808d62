import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { ReviewQueue, ReviewSummary } from "../../contract/wire";
import { call, DEMO, signIn } from "../test/client";

let cookie: string;
beforeEach(async () => {
  cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
});

const say = (content: string) => call("/api/chat", { cookie, json: { lessonId: "de-lesson01", conversation: [{ role: "user", content }], scratchPad: {} } });

async function exercises(): Promise<{ prompt: string; answers: string[] }[]> {
  const row = await env.DB.prepare("SELECT exercises FROM lessons WHERE id = 'de-lesson01'").first<{ exercises: string }>();
  return JSON.parse(row!.exercises) as { prompt: string; answers: string[] }[];
}

async function completed(): Promise<boolean> {
  const row = await env.DB.prepare("SELECT completed FROM lesson_progress WHERE lesson_id = 'de-lesson01'").first<{ completed: number }>();
  return Boolean(row?.completed);
}

describe("what a tutor turn means outside the conversation", () => {
  it("turns each finished sentence into a review card, the missed one first in the queue, and completes the lesson at its last sentence", async () => {
    const lesson = await exercises();
    await call("/api/chat/init", { cookie, json: { lessonId: "de-lesson01" } });
    // The first answers of a lesson file are plain sentences. The first sentence is missed until revealed.
    for (let miss = 0; miss < 4; miss++) expect((await say("Der Hund schläft im Garten")).status).toBe(200);
    // The learner says the revealed sentence once: it finishes that sentence, still rated as revealed.
    expect((await say(lesson[0]!.answers[0]!)).status).toBe(200);
    for (const exercise of lesson.slice(1, -1)) expect((await say(exercise.answers[0]!)).status).toBe(200);
    expect(await completed()).toBe(false);
    await say(lesson.at(-1)!.answers[0]!);
    expect(await completed()).toBe(true);

    const summary = (await (await call("/api/review/summary", { cookie })).json()) as ReviewSummary;
    expect(summary.total).toBe(lesson.length);
    const queue = (await (await call("/api/review/queue", { cookie })).json()) as ReviewQueue;
    // New cards are still in their learning steps today (FSRS); the revealed sentence comes first.
    expect(queue.cards).toHaveLength(lesson.length);
    expect(queue.cards[0]!.prompt).toBe(lesson[0]!.prompt);
  });
});
