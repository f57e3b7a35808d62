/** The course catalogue: languages and their lessons, from D1 (the list of languages kept per isolate). */
import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Language, LessonSummary } from "../../contract/wire";
import type { AppEnv } from "../app-env";
import type { Database } from "../db/client";
import { cachedCatalogue } from "../db/content-cache";
import { languages, lessons } from "../db/schema";
import { jsonError } from "../http/errors";

const LANGUAGE_NOT_FOUND = "Language not found";

const languageColumns = {
  id: languages.id,
  code: languages.code,
  name: languages.name,
  flagCode: languages.flagCode,
  speakers: languages.speakers,
};

async function findLanguage(db: Database, code: string): Promise<Language | undefined> {
  if (!/^[a-z]{2}$/.test(code)) return undefined;
  const [language] = await db.select(languageColumns).from(languages).where(eq(languages.code, code)).limit(1);
  return language;
}

export const languageRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await cachedCatalogue(c.var.db)))
  .get("/:code", async (c) => {
    const language = await findLanguage(c.var.db, c.req.param("code"));
    return language ? c.json(language) : jsonError(c, 404, LANGUAGE_NOT_FOUND);
  })
  .get("/:code/lessons", async (c) => {
    const code = c.req.param("code");
    const db = c.var.db;
    // One round trip: the language (to tell "unknown" from "no lessons yet") and its lessons.
    const [found, rows] = await db.batch([
      db.select({ code: languages.code }).from(languages).where(eq(languages.code, code)).limit(1),
      db
        .select({ lessonId: lessons.id, title: lessons.title, languageCode: lessons.languageCode, number: lessons.number })
        .from(lessons)
        .where(eq(lessons.languageCode, code))
        .orderBy(asc(lessons.number)),
    ]);
    if (found.length === 0) return jsonError(c, 404, LANGUAGE_NOT_FOUND);
    return c.json(rows satisfies LessonSummary[]);
  });
