/**
 * The database's own tables, read from `sqlite_master`: a table a new migration adds is emptied
 * between tests and watched by the fuzzer without anyone remembering to list it.
 */
import { env } from "cloudflare:test";

export async function databaseTables(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'd1_migrations' ORDER BY name",
  ).all<{ name: string }>();
  return results.map((row) => row.name);
}

/** Every row of every table, in one transaction; foreign keys are checked at its end, when nothing is left. */
export async function emptyDatabase(): Promise<void> {
  const tables = await databaseTables();
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = ON"),
    ...tables.map((table) => env.DB.prepare(`DELETE FROM "${table}"`)),
  ]);
}
