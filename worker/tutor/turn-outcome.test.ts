import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { LanguageProgress, ReviewQueue, ReviewSummary } from "../../contract/wire";
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

async function sentencesDone(): Promise<number | null | undefined> {
  const row = await env.DB.prepare("SELECT sentences_done FROM lesson_progress WHERE lesson_id = 'de-lesson01'").first<{ sentences_done: number | null }>();
  return row?.sentences_done;
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
    expect(await sentencesDone()).toBe(1);
    for (const exercise of lesson.slice(1, -1)) expect((await say(exercise.answers[0]!)).status).toBe(200);
    expect(await sentencesDone()).toBe(lesson.length - 1);
    expect(await completed()).toBe(false);
    await say(lesson.at(-1)!.answers[0]!);
    expect(await completed()).toBe(true);
    expect(await sentencesDone()).toBe(lesson.length);
    // Done with the tutor: practised, which the profile counts apart from lessons only read.
    const [german] = (await (await call("/api/progress/summary", { cookie })).json()) as LanguageProgress[];
    expect(german).toMatchObject({ completed: 1, practised: 1 });
    // "again" after the last sentence starts the lesson over: the place goes back to its start.
    await say("again");
    expect(await sentencesDone()).toBe(0);

    const summary = (await (await call("/api/review/summary", { cookie })).json()) as ReviewSummary;
    expect(summary.total).toBe(lesson.length);
    const queue = (await (await call("/api/review/queue", { cookie })).json()) as ReviewQueue;
    // New cards are still in their learning steps today (FSRS); the revealed sentence comes first.
    expect(queue.cards).toHaveLength(lesson.length);
    expect(queue.cards[0]!.prompt).toBe(lesson[0]!.prompt);
  });

  it("keeps the learner's place in the lesson, where home's Continue picks up", async () => {
    const lesson = await exercises();
    await call("/api/chat/init", { cookie, json: { lessonId: "de-lesson01" } });
    expect(await sentencesDone()).toBeUndefined();
    await say("Der Hund schläft im Garten");
    expect(await sentencesDone()).toBeUndefined();
    await say(lesson[0]!.answers[0]!);
    await say(lesson[1]!.answers[0]!);
    expect(await sentencesDone()).toBe(2);
    const [german] = (await (await call("/api/progress/summary", { cookie })).json()) as LanguageProgress[];
    expect(german!.current).toMatchObject({ lessonId: "de-lesson01", sentencesDone: 2, sentences: lesson.length });
  });
});
