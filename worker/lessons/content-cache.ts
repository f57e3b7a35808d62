/**
 * The course content, kept by each isolate for a minute (decision 011). Languages, lessons and lesson
 * texts change only when content is seeded (a deploy, `npm run seed`), yet every visit reads the
 * catalogue and every lesson view, progress write and tutor call reads its lesson: served from
 * memory they cost no D1 or R2 round trip. A text is kept with the version (`updatedAt`) of the row
 * it was read for, so a lesson and its text always change together. What learners own (sessions,
 * progress, conversations) is never cached. Beneath this memory, the language list, the lesson
 * indexes and the lesson texts are also kept once per colo (edge/colo-cache.ts, decision 025); a
 * content publish calls invalidateLessonContent.
 */
import { asc, eq } from "drizzle-orm";
import { lessonLanguage, renderLesson } from "./markdown";
import type { Language, LessonSummary } from "../../contract/wire";
import { coloCache, forgetColoGeneration, throughColo, type ColoCache } from "../edge/colo-cache";
import type { Database } from "../db/client";
import { languages, lessons } from "../db/schema";

export const CONTENT_TTL_MS = 60_000;

export type LessonRow = typeof lessons.$inferSelect;
/** A lesson with its language's name (the tutor introduces the lesson with it). */
export type CachedLesson = LessonRow & { languageName: string | null };

interface Kept<T> {
  value: T;
  expiresAt: number;
}

let catalogue: Kept<readonly Language[]> | undefined;
/** A language's lessons in order; null for a language that does not exist. */
const lessonIndexes = new Map<string, Kept<LessonSummary[] | null>>();
const lessonRows = new Map<string, Kept<CachedLesson>>();
/**
 * A lesson's markdown and the HTML the app shows, rendered once per isolate rather than per request,
 * with the texts it marks as the lesson's language (the only ones its speech route reads aloud).
 */
export interface LessonBody {
  content: string;
  html: string;
  sayings: readonly string[];
}


const lessonBodies = new Map<string, Kept<LessonBody> & { version: number }>();

const fresh = <T>(kept: Kept<T> | undefined, now: number): kept is Kept<T> => kept !== undefined && kept.expiresAt > now;

/**
 * How many entries each of this isolate's maps keeps (issue 29): the index map also remembers codes
 * that name no language, which anyone can make up, so every map drops its oldest entry past its bound.
 */
export const ISOLATE_CACHE_BOUNDS = { lessonIndexes: 64, lessonRows: 1000, lessonBodies: 300 } as const;

function keepBounded<K, V>(map: Map<K, V>, key: K, value: V, bound: number): void {
  map.delete(key);
  if (map.size >= bound) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/** The sizes of this isolate's maps, for the test that shows them bounded. */
export function isolateContentSizes(): Record<keyof typeof ISOLATE_CACHE_BOUNDS, number> {
  return { lessonIndexes: lessonIndexes.size, lessonRows: lessonRows.size, lessonBodies: lessonBodies.size };
}

/** Every language in course order. */
export async function cachedCatalogue(db: Database, colo: ColoCache): Promise<readonly Language[]> {
  const now = Date.now();
  if (fresh(catalogue, now)) return catalogue.value;
  const rows = await throughColo(colo, "languages", CONTENT_TTL_MS, () =>
    db
      .select({ id: languages.id, code: languages.code, name: languages.name, flagCode: languages.flagCode, speakers: languages.speakers })
      .from(languages)
      .orderBy(asc(languages.sortOrder), asc(languages.name)),
  );
  catalogue = { value: rows, expiresAt: now + CONTENT_TTL_MS };
  return rows;
}

/** A language's lessons in course order, or null when there is no such language. */
export async function cachedLessonIndex(db: Database, code: string, colo: ColoCache): Promise<LessonSummary[] | null> {
  const now = Date.now();
  const kept = lessonIndexes.get(code);
  if (fresh(kept, now)) return kept.value;
  const index = await throughColo(colo, `lessons/${code}`, CONTENT_TTL_MS, async () => {
    // One round trip: the language (to tell "unknown" from "no lessons yet") and its lessons.
    const [found, rows] = await db.batch([
      db.select({ code: languages.code }).from(languages).where(eq(languages.code, code)).limit(1),
      db
        .select({ lessonId: lessons.id, title: lessons.title, languageCode: lessons.languageCode, number: lessons.number })
        .from(lessons)
        .where(eq(lessons.languageCode, code))
        .orderBy(asc(lessons.number)),
    ]);
    return found.length === 0 ? null : rows;
  });
  keepBounded(lessonIndexes, code, { value: index, expiresAt: now + CONTENT_TTL_MS }, ISOLATE_CACHE_BOUNDS.lessonIndexes);
  return index;
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
  keepBounded(lessonRows, lessonId, { value: lesson, expiresAt: now + CONTENT_TTL_MS }, ISOLATE_CACHE_BOUNDS.lessonRows);
  return lesson;
}

/**
 * A lesson's body; `read` fetches its markdown from R2 when neither this isolate nor the colo has
 * it for the lesson's version.
 */
export async function cachedLessonBody(
  lesson: Pick<CachedLesson, "id" | "updatedAt" | "languageCode" | "languageName" | "exercises">,
  read: () => Promise<string>,
  colo: ColoCache,
): Promise<LessonBody> {
  const now = Date.now();
  const version = lesson.updatedAt.getTime();
  const kept = lessonBodies.get(lesson.id);
  if (fresh(kept, now) && kept.version === version) return kept.value;
  const inColo = await colo.read<{ version: number; content: string }>(`body/${lesson.id}`);
  const content = inColo?.version === version ? inColo.content : await read();
  if (inColo?.version !== version) await colo.keep(`body/${lesson.id}`, { version, content }, CONTENT_TTL_MS);
  const language = lessonLanguage(lesson.languageCode, lesson.languageName ?? lesson.languageCode, lesson.exercises);
  const body = { content, ...renderLesson(content, language) };
  keepBounded(lessonBodies, lesson.id, { value: body, version, expiresAt: now + CONTENT_TTL_MS }, ISOLATE_CACHE_BOUNDS.lessonBodies);
  return body;
}

/**
 * What a content publish calls once a language's lessons (or one lesson) changed: this isolate and
 * this colo forget the language list, the language's lesson index and the lesson (every lesson of
 * the language without `lessonId`). Other isolates and colos follow within CONTENT_TTL_MS; a lesson
 * text kept anywhere is tied to its version, so a republished lesson's text changes with its row.
 */
export async function invalidateLessonContent(languageCode: string, lessonId?: string): Promise<void> {
  catalogue = undefined;
  lessonIndexes.delete(languageCode);
  const changed = (id: string) => (lessonId ? id === lessonId : id.startsWith(`${languageCode}-`));
  for (const id of lessonRows.keys()) if (changed(id)) lessonRows.delete(id);
  for (const id of lessonBodies.keys()) if (changed(id)) lessonBodies.delete(id);
  const colo = coloCache();
  await Promise.all([colo.forget("languages"), colo.forget(`lessons/${languageCode}`), lessonId ? colo.forget(`body/${lessonId}`) : undefined]);
}

/** Forgets what this isolate keeps (as a new isolate starts out); the colo keeps its entries. */
export function forgetIsolateContent(): void {
  catalogue = undefined;
  lessonIndexes.clear();
  lessonRows.clear();
  lessonBodies.clear();
}

/** Forgets everything kept, the colo's entries too: for tests, which seed the content again before each test. */
export function forgetContent(): void {
  forgetIsolateContent();
  forgetColoGeneration();
}
