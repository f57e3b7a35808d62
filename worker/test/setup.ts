/**
 * Runs before each Worker test file: the real migrations, then, before every test, a database
 * emptied and loaded again with the real course content and the demo accounts, exactly as
 * `npm run dev` prepares them. Storage is shared between the tests of a file, so each test
 * starting from the same state keeps them independent.
 */
import { applyD1Migrations, env, type D1Migration } from "cloudflare:test";
import { beforeEach } from "vitest";
import { seedContent, seedDemoAccounts, type CourseContent } from "../db/seed";
import { forgetContent } from "../db/content-cache";

/** Test-only bindings, added in vitest.config.ts. */
const testEnv = env as typeof env & { TEST_MIGRATIONS: D1Migration[]; TEST_CONTENT: string };
const content = JSON.parse(testEnv.TEST_CONTENT) as CourseContent;

/** Children before parents, for the foreign keys. */
const TABLES = [
  "review_logs",
  "review_cards",
  "lesson_progress",
  "sessions",
  "sign_in_addresses",
  "email_tokens",
  "tutor_conversations",
  "admin_audit",
  "contact_submissions",
  "rate_limits",
  "dev_outbox",
  "users",
  "lesson_drafts",
  "lesson_versions",
  "lessons",
  "languages",
];

await applyD1Migrations(env.DB, testEnv.TEST_MIGRATIONS);

beforeEach(async () => {
  await env.DB.batch(TABLES.map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  await seedContent(env.DB, env.CONTENT, content);
  await seedDemoAccounts(env.DB);
  // The content was loaded again, as by a seed: nothing of the old one may be served from memory.
  forgetContent();
});
