/**
 * The course content, kept by each isolate for a minute (decision 011). Languages, lessons and lesson
 * texts change only when content is seeded (a deploy, `npm run seed`), yet every visit reads the
 * catalogue and every lesson view, progress write and tutor call reads its lesson: served from
 * memory they cost no D1 or R2 round trip. A text is kept with the version (`updatedAt`) of the row
 * it was read for, so a lesson and its text always change together. What learners own (sessions,
 * progress, conversations) is never cached.
 */
import { asc, eq } from "drizzle-orm";
import { renderLessonMarkdown } from "../../contract/lesson-markdown";
import type { Language } from "../../contract/wire";
import type { Database } from "./client";
import { languages, lessons } from "./schema";

export const CONTENT_TTL_MS = 60_000;

export type LessonRow = typeof lessons.$inferSelect;
/** A lesson with its language's name (the tutor introduces the lesson with it). */
export type CachedLesson = LessonRow & { languageName: string | null };

interface Kept<T> {
  value: T;
  expiresAt: number;
}

let catalogue: Kept<readonly Language[]> | undefined;
const lessonRows = new Map<string, Kept<CachedLesson>>();
/** A lesson's markdown and the HTML the app shows, rendered once per isolate rather than per request. */
export interface LessonBody {
  content: string;
  html: string;
}

const lessonBodies = new Map<string, Kept<LessonBody> & { version: number }>();

const fresh = <T>(kept: Kept<T> | undefined, now: number): kept is Kept<T> => kept !== undefined && kept.expiresAt > now;

/** Every language in course order. */
export async function cachedCatalogue(db: Database): Promise<readonly Language[]> {
  const now = Date.now();
  if (fresh(catalogue, now)) return catalogue.value;
  const rows = await db
    .select({ id: languages.id, code: languages.code, name: languages.name, flagCode: languages.flagCode, speakers: languages.speakers })
    .from(languages)
    .orderBy(asc(languages.sortOrder), asc(languages.name));
  catalogue = { value: rows, expiresAt: now + CONTENT_TTL_MS };
  return rows;
}

/** One lesson with its language's name, or undefined (unknown ids are not kept). */
export async function cachedLesson(db: Database, lessonId: string): Promise<CachedLesson | undefined> {
  const now = Date.now();
  const kept = lessonRows.get(lessonId);
  if (fresh(kept, now)) return kept.value;
  const [row] = await db
    .select({ lesson: lessons, languageName: languages.name })
    .from(lessons)
    .leftJoin(languages, eq(languages.code, lessons.languageCode))
    .where(eq(lessons.id, lessonId))
    .limit(1);
  if (!row) {
    lessonRows.delete(lessonId);
    return undefined;
  }
  const lesson = { ...row.lesson, languageName: row.languageName };
  lessonRows.set(lessonId, { value: lesson, expiresAt: now + CONTENT_TTL_MS });
  return lesson;
}

/** A lesson's body; `read` fetches its markdown when this isolate has none for the lesson's version. */
export async function cachedLessonBody(lesson: Pick<LessonRow, "id" | "updatedAt">, read: () => Promise<string>): Promise<LessonBody> {
  const now = Date.now();
  const version = lesson.updatedAt.getTime();
  const kept = lessonBodies.get(lesson.id);
  if (fresh(kept, now) && kept.version === version) return kept.value;
  const content = await read();
  const body = { content, html: renderLessonMarkdown(content) };
  lessonBodies.set(lesson.id, { value: body, version, expiresAt: now + CONTENT_TTL_MS });
  return body;
}

/**
 * Forgets what this isolate keeps of one lesson, after an admin published or rolled it back, so
 * the next request here reads the new row and text. Other isolates see the change when their minute is up.
 */
export function forgetLesson(lessonId: string): void {
  lessonRows.delete(lessonId);
  lessonBodies.delete(lessonId);
}

/** Forgets everything kept: for tests, which seed the content again before each test. */
export function forgetContent(): void {
  catalogue = undefined;
  lessonRows.clear();
  lessonBodies.clear();
}
