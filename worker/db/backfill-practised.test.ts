import { env, type D1Migration } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { call, DEMO, signIn } from "../test/client";

const testEnv = env as typeof env & { TEST_MIGRATIONS: D1Migration[] };

let cookie: string;
beforeEach(async () => {
  cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
});

async function answers(lessonId: string): Promise<string[]> {
  const row = await env.DB.prepare("SELECT exercises FROM lessons WHERE id = ?").bind(lessonId).first<{ exercises: string }>();
  return (JSON.parse(row!.exercises) as { answers: string[] }[]).map((exercise) => exercise.answers[0]!);
}

const practisedAt = async (lessonId: string) =>
  (await env.DB.prepare("SELECT practised_at FROM lesson_progress WHERE lesson_id = ?").bind(lessonId).first<{ practised_at: number | null }>())?.practised_at;

describe("migration 0010: lessons completed before practised_at existed", () => {
  it("counts as practised a lesson every sentence of which is a review card, and leaves one only marked done as read", async () => {
    await call("/api/chat/init", { cookie, json: { lessonId: "de-lesson01" } });
    for (const answer of await answers("de-lesson01")) {
      await call("/api/chat", { cookie, json: { lessonId: "de-lesson01", conversation: [{ role: "user", content: answer }], scratchPad: {} } });
    }
    await call("/api/progress/lesson/de-lesson02/complete", { cookie, method: "POST" });
    // As the rows stood before migration 0008: no lesson known as practised.
    await env.DB.prepare("UPDATE lesson_progress SET practised_at = NULL").run();

    const backfill = testEnv.TEST_MIGRATIONS.find((migration) => migration.name.startsWith("0010_"))!;
    for (const query of backfill.queries) await env.DB.prepare(query).run();

    const completedAt = await env.DB.prepare("SELECT completed_at FROM lesson_progress WHERE lesson_id = 'de-lesson01'").first<{ completed_at: number }>();
    expect(await practisedAt("de-lesson01")).toBe(completedAt!.completed_at);
    expect(await practisedAt("de-lesson02")).toBeNull();
  });
});
