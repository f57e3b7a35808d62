/**
 * Runs before each Worker test file: the real migrations, then, before every test, a database
 * emptied and loaded again with the real course content and the demo accounts, exactly as
 * `npm run dev` prepares them. Storage is shared between the tests of a file, so each test
 * starting from the same state keeps them independent.
 */
import { applyD1Migrations, env, type D1Migration } from "cloudflare:test";
import { beforeEach } from "vitest";
import { seedContentRows, seedDemoAccounts, type CourseContent } from "../db/seed";
import { forgetContent } from "../lessons/content-cache";
import { lessonObjectKey } from "../lessons/r2-keys";
import { emptyDatabase } from "./tables";

/** Test-only bindings, added in vitest.config.ts. */
const testEnv = env as typeof env & { TEST_MIGRATIONS: D1Migration[]; TEST_CONTENT: string };
const content = JSON.parse(testEnv.TEST_CONTENT) as CourseContent;

await applyD1Migrations(env.DB, testEnv.TEST_MIGRATIONS);

/** The etag of each lesson text as this file last wrote it, by R2 key. */
const writtenLessonTexts = new Map<string, string>();

/**
 * Puts back only the lesson texts a test changed or removed, and removes those a test added: writing
 * all 140 texts before every test was most of a Worker test's time, while one listing costs almost nothing.
 */
async function restoreLessonTexts(): Promise<void> {
  const present = new Map<string, string>();
  let cursor: string | undefined;
  do {
    const page = await env.CONTENT.list({ prefix: "lessons/", cursor });
    for (const object of page.objects) present.set(object.key, object.etag);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  const expected = new Set<string>();
  await Promise.all(
    content.lessons.map(async (lesson) => {
      const key = lessonObjectKey(lesson.id);
      expected.add(key);
      if (present.get(key) !== undefined && present.get(key) === writtenLessonTexts.get(key)) return;
      const written = await env.CONTENT.put(key, lesson.markdown, {
        httpMetadata: { contentType: "text/markdown; charset=utf-8" },
      });
      writtenLessonTexts.set(key, written.etag);
    }),
  );
  const added = [...present.keys()].filter((key) => !expected.has(key));
  if (added.length > 0) await env.CONTENT.delete(added);
}

beforeEach(async () => {
  await emptyDatabase();
  await seedContentRows(env.DB, content);
  await restoreLessonTexts();
  await seedDemoAccounts(env.DB);
  // The content was loaded again, as by a seed: nothing of the old one may be served from memory.
  forgetContent();
});
