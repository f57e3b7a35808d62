/**
 * npm run seed            loads content/ (and the demo accounts) into the local D1 and R2
 * npm run seed -- --remote loads content/ into the Cloudflare D1 and R2 named in wrangler.toml, then
 *                          has Workers AI speak each lesson's marked sentences ahead, for the
 *                          languages it has a voice for, into R2's speech cache (scripts/speak-ahead.ts)
 *
 * Both are idempotent upserts. Demo accounts are seeded locally only (docs/product/operations.md).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadContent } from "./content";
import { localStateDir } from "./local-state";
import { contentStatements, seedContent, seedDemoAccounts, type CourseContent, type SeedStatement } from "../worker/db/seed";
import { lessonObjectKey } from "../worker/lessons/r2-keys";
import { workersAiProvider } from "../worker/tutor/providers/workers-ai";
import { speakAhead, type SpeechStore } from "./speak-ahead";

const remote = process.argv.includes("--remote");

/**
 * wrangler.toml with only the storage the seed writes (D1 and R2). The full file also names the
 * Durable Objects, whose classes live in the Worker the seed does not run, and workerd would warn
 * "no such Durable Object class" on every `npm run dev`.
 */
async function storageOnlyConfig(): Promise<string> {
  const { experimental_readRawConfig } = await import("wrangler");
  const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
  const { name, compatibility_date, compatibility_flags, d1_databases, r2_buckets } = rawConfig;
  const file = join(mkdtempSync(join(tmpdir(), "parlo-seed-config-")), "wrangler.json");
  writeFileSync(file, JSON.stringify({ name, compatibility_date, compatibility_flags, d1_databases, r2_buckets }));
  return file;
}

async function seedLocal() {
  const content = await loadContent();
  const { getPlatformProxy } = await import("wrangler");
  const proxy = await getPlatformProxy<Env>({ remoteBindings: false, configPath: await storageOnlyConfig(), persist: { path: join(localStateDir(), "v3") } });
  try {
    await seedContent(proxy.env.DB, proxy.env.CONTENT, content);
    await seedDemoAccounts(proxy.env.DB);
  } finally {
    await proxy.dispose();
  }
  console.log(`seed: ${content.languages.length} languages, ${content.lessons.length} lessons, demo accounts (local)`);
}

function sqlLiteral(value: SeedStatement["params"][number]): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

function toSqlFile(statements: SeedStatement[]): string {
  return statements
    .map(({ sql, params }) => {
      let index = 0;
      return sql.replace(/\?/g, () => sqlLiteral(params[index++]!)) + ";";
    })
    .join("\n");
}

async function seedRemote() {
  const content = await loadContent();
  const dir = mkdtempSync(join(tmpdir(), "parlo-seed-"));
  const sqlFile = join(dir, "content.sql");
  writeFileSync(sqlFile, toSqlFile(contentStatements(content)));
  const wrangler = (...args: string[]) => execFileSync("npx", ["wrangler", ...args], { stdio: "inherit" });
  wrangler("d1", "execute", "DB", "--remote", `--file=${sqlFile}`);
  for (const lesson of content.lessons) {
    const file = join(dir, `${lesson.id}.md`);
    writeFileSync(file, lesson.markdown);
    wrangler("r2", "object", "put", `parlo-content/${lessonObjectKey(lesson.id)}`, "--remote", `--file=${file}`, "--content-type=text/markdown; charset=utf-8");
  }
  console.log(`seed: ${content.languages.length} languages, ${content.lessons.length} lessons (remote)`);
  await speakLessonsAhead(content, dir, wrangler);
}

/** Workers AI (always remote, even from a local proxy) speaks; the speech goes to the remote R2 bucket. */
async function speakLessonsAhead(content: CourseContent, dir: string, wrangler: (...args: string[]) => void) {
  const { getPlatformProxy } = await import("wrangler");
  const proxy = await getPlatformProxy<Env>({ remoteBindings: true });
  const bucketPath = (key: string) => `parlo-content/${key}`;
  const store: SpeechStore = {
    async has(key) {
      try {
        execFileSync("npx", ["wrangler", "r2", "object", "get", bucketPath(key), "--remote", "--pipe"], { stdio: "ignore" });
        return true;
      } catch {
        return false;
      }
    },
    async put(key, audio, mediaType) {
      const file = join(dir, "speech.clip");
      writeFileSync(file, audio);
      wrangler("r2", "object", "put", bucketPath(key), "--remote", `--file=${file}`, `--content-type=${mediaType}`);
    },
  };
  try {
    const { made, kept, withoutVoice } = await speakAhead(content, workersAiProvider(proxy.env), store);
    console.log(`seed: lesson speech ${made} made, ${kept} already kept; the browser's voice for ${withoutVoice.join(", ")}`);
  } finally {
    await proxy.dispose();
  }
}

await (remote ? seedRemote() : seedLocal());
