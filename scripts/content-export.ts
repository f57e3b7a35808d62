/**
 * npm run content:export [-- --out DIR]
 *
 * Writes the published lessons of the local D1 and R2 (what learners see, drafts never) back to
 * content/{code}/{NN}-{slug}.md, so the repository can follow what admins changed in the browser;
 * `npm run seed` then gives a fresh machine the same course. A lesson whose slug changed leaves its
 * old file behind only if --out is another directory (in content/ the old name is removed).
 */
import { readdir, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Exercise } from "../contract/lesson-source.ts";
import { localStateDir } from "./local-state.ts";
import { formatLessonFile, lessonFileName, styleOf } from "./lesson-file.ts";
import { lessonObjectKey } from "../worker/lessons/r2-keys.ts";

interface PublishedRow {
  id: string;
  language_code: string;
  number: number;
  slug: string;
  title: string;
  structures: string;
  exercises: string;
  body_key: string | null;
}

/** The files of one language as they should be, given the files there now (for their style and stale names). */
export function languageFiles(rows: readonly (Omit<PublishedRow, "structures" | "exercises"> & { structures: string[]; exercises: Exercise[]; markdown: string })[], present: ReadonlyMap<string, string>) {
  const files = new Map<string, string>();
  for (const row of rows) {
    const name = lessonFileName(row);
    const before = present.get(name) ?? [...present].find(([file]) => file.startsWith(name.slice(0, 3)))?.[1];
    files.set(name, formatLessonFile(row, before === undefined ? undefined : styleOf(before)));
  }
  const stale = [...present.keys()].filter((name) => !files.has(name) && rows.some((row) => name.startsWith(lessonFileName(row).slice(0, 3))));
  return { files, stale };
}

async function main() {
  const outIndex = process.argv.indexOf("--out");
  const root = resolve(outIndex > 0 ? process.argv[outIndex + 1]! : join(import.meta.dirname, "..", "content"));
  const { getPlatformProxy } = await import("wrangler");
  const proxy = await getPlatformProxy<Env>({ remoteBindings: false, persist: { path: join(localStateDir(), "v3") } });
  try {
    const { results } = await proxy.env.DB.prepare(
      "SELECT id, language_code, number, slug, title, structures, exercises, body_key FROM lessons ORDER BY language_code, number",
    ).all<PublishedRow>();
    const byLanguage = Map.groupBy(results, (row) => row.language_code);
    let written = 0;
    for (const [code, rows] of byLanguage) {
      const dir = join(root, code);
      await mkdir(dir, { recursive: true });
      const names = (await readdir(dir)).filter((name) => name.endsWith(".md"));
      const present = new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(dir, name), "utf8")] as const)));
      const lessons = await Promise.all(
        rows.map(async (row) => {
          const object = await proxy.env.CONTENT.get(row.body_key ?? lessonObjectKey(row.id));
          if (!object) throw new Error(`${row.id}: its published text is missing from R2`);
          return { ...row, structures: JSON.parse(row.structures) as string[], exercises: JSON.parse(row.exercises) as Exercise[], markdown: await object.text() };
        }),
      );
      const { files, stale } = languageFiles(lessons, present);
      for (const [name, text] of files) {
        if (present.get(name) === text) continue;
        await writeFile(join(dir, name), text);
        written++;
      }
      for (const name of stale) await rm(join(dir, name));
    }
    console.log(`content:export: ${results.length} published lessons, ${written} file(s) written to ${root}`);
  } finally {
    await proxy.dispose();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
