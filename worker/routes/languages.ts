/** The course catalogue: languages and their lessons, from D1 (kept per isolate and per colo, lessons/content-cache.ts). */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Language } from "../../contract/wire";
import type { AppEnv } from "../app-env";
import type { Database } from "../db/client";
import { cachedCatalogue, cachedLessonIndex } from "../lessons/content-cache";
import { languages } from "../db/schema";
import { coloCacheFor } from "../edge/colo-cache";
import { jsonError } from "../http/errors";
import { LANGUAGE_NOT_FOUND } from "../lessons/lookup";

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
  .get("/", async (c) => c.json(await cachedCatalogue(c.var.db, coloCacheFor(c))))
  .get("/:code", async (c) => {
    const language = await findLanguage(c.var.db, c.req.param("code"));
    return language ? c.json(language) : jsonError(c, 404, LANGUAGE_NOT_FOUND);
  })
  .get("/:code/lessons", async (c) => {
    const code = c.req.param("code");
    // Only what can be a language code is looked up (and kept): the cache cannot be filled with junk.
    const index = /^[a-z]{2}$/.test(code) ? await cachedLessonIndex(c.var.db, code, coloCacheFor(c)) : null;
    return index ? c.json(index) : jsonError(c, 404, LANGUAGE_NOT_FOUND);
  });
