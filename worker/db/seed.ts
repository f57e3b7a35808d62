/**
 * Loads the course content and the demo accounts into D1 and R2. Runs wherever the bindings are:
 * from `npm run seed` (Node, through wrangler's local platform proxy) and in the Worker tests.
 * Every statement is an upsert, so seeding again changes nothing a learner did, and a lesson an
 * admin has published in the browser (version > 0) is left as they published it: a deploy's seed
 * must not undo their work (`npm run content:export` brings it into content/ instead).
 */
import { hashPassword } from "../auth/password";
import { lookAlikeKeys } from "../auth/username-look-alike";
import { lessonObjectKey } from "../lessons/r2-keys";

export interface LessonContent {
  id: string;
  languageCode: string;
  number: number;
  slug: string;
  title: string;
  structures: string[];
  exercises: unknown[];
  /** The lesson body without its front matter. */
  markdown: string;
}

export interface LanguageContent {
  code: string;
  name: string;
  flagCode: string;
  speakers?: number;
}

export interface CourseContent {
  languages: LanguageContent[];
  lessons: LessonContent[];
}

export interface SeedStatement {
  sql: string;
  params: (string | number | null)[];
}

export function contentStatements(content: CourseContent, now = Date.now()): SeedStatement[] {
  const languageRows = content.languages.map((language, index) => ({
    sql: `INSERT INTO languages (code, name, flag_code, speakers, sort_order) VALUES (?, ?, ?, ?, ?)
          ON CONFLICT (code) DO UPDATE SET name = excluded.name, flag_code = excluded.flag_code,
          speakers = excluded.speakers, sort_order = excluded.sort_order`,
    params: [language.code, language.name, language.flagCode, language.speakers ?? null, index],
  }));
  const lessonRows = content.lessons.map((lesson) => ({
    sql: `INSERT INTO lessons (id, language_code, number, slug, title, structures, exercises, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (id) DO UPDATE SET number = excluded.number, slug = excluded.slug, title = excluded.title,
          structures = excluded.structures, exercises = excluded.exercises, updated_at = excluded.updated_at
          WHERE lessons.version = 0`,
    params: [
      lesson.id,
      lesson.languageCode,
      lesson.number,
      lesson.slug,
      lesson.title,
      JSON.stringify(lesson.structures),
      JSON.stringify(lesson.exercises),
      now,
    ],
  }));
  return [...languageRows, ...lessonRows];
}

/** The languages and lesson rows (not the texts), in one batch. */
export async function seedContentRows(db: D1Database, content: CourseContent): Promise<void> {
  await db.batch(contentStatements(content).map(({ sql, params }) => db.prepare(sql).bind(...params)));
}

export async function seedContent(db: D1Database, bucket: R2Bucket, content: CourseContent): Promise<void> {
  await seedContentRows(db, content);
  await Promise.all(
    content.lessons.map((lesson) =>
      bucket.put(lessonObjectKey(lesson.id), lesson.markdown, {
        httpMetadata: { contentType: "text/markdown; charset=utf-8" },
      }),
    ),
  );
}

/** The local-only demo accounts of docs/product/operations.md. Never seeded on deploy. */
export const DEMO_ACCOUNTS = [
  { username: "learner", email: "learner@example.com", password: "learner-pass-2026", tier: "free", isAdmin: false },
  { username: "premium", email: "premium@example.com", password: "premium-pass-2026", tier: "premium", isAdmin: false },
  { username: "admin", email: "admin@example.com", password: "admin-pass-2026", tier: "free", isAdmin: true },
] as const;

/** Hashed once per process: seeding is then cheap enough to repeat before every Worker test. */
let demoHashes: Promise<string[]> | undefined;

export async function seedDemoAccounts(db: D1Database): Promise<void> {
  demoHashes ??= Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  const hashes = await demoHashes;
  await db.batch(
    DEMO_ACCOUNTS.map((account, index) =>
      db
        .prepare(
          `INSERT OR IGNORE INTO users (username, email, password_hash, email_verified, is_admin, subscription_tier, username_look_alike, username_look_alike_caps)
           VALUES (?, ?, ?, 1, ?, ?, ?, ?)`,
        )
        .bind(account.username, account.email, hashes[index]!, account.isAdmin ? 1 : 0, account.tier, lookAlikeKeys(account.username).usernameLookAlike, lookAlikeKeys(account.username).usernameLookAlikeCaps),
    ),
  );
}
