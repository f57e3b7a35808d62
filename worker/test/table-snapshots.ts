/**
 * The fuzzer's "nothing written": a copy of each watched table (every row with its rowid) kept in the
 * database beside it, compared inside SQLite after each case. Reading every row of every table out of
 * the database after each case, as before, was most of the fuzzer's time (decision 059); the comparison
 * is as strict: any row added, removed or changed (an UPDATE too), or moved to another rowid, shows.
 */
import { env } from "cloudflare:test";

const SNAPSHOT_PREFIX = "fuzz_snapshot_";

/** A table's copy; the tables' names are read from sqlite_master (worker/test/tables.ts), never from input. */
const copyOf = (table: string) => `"${SNAPSHOT_PREFIX}${table}"`;

/** Whether a table is one of these copies (they must not be watched themselves). */
export const isSnapshot = (table: string) => table.startsWith(SNAPSHOT_PREFIX);

/** Copies the tables' rows as they are now. */
export async function takeSnapshots(tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  await env.DB.batch(
    tables.flatMap((table) => [
      env.DB.prepare(`DROP TABLE IF EXISTS ${copyOf(table)}`),
      env.DB.prepare(`CREATE TABLE ${copyOf(table)} AS SELECT rowid AS fuzz_rowid, * FROM "${table}"`),
    ]),
  );
}

/** The tables whose rows differ from their copies, in either direction: one statement for all of them. */
export async function changedSinceSnapshots(tables: readonly string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const differs = tables.map(
    (table, index) =>
      `(EXISTS (SELECT rowid, * FROM "${table}" EXCEPT SELECT * FROM ${copyOf(table)})
         OR EXISTS (SELECT * FROM ${copyOf(table)} EXCEPT SELECT rowid, * FROM "${table}")) AS t${index}`,
  );
  const row = await env.DB.prepare(`SELECT ${differs.join(", ")}`).first<Record<string, number>>();
  return tables.filter((_table, index) => row![`t${index}`] === 1);
}

export async function dropSnapshots(tables: readonly string[]): Promise<void> {
  if (tables.length > 0) await env.DB.batch(tables.map((table) => env.DB.prepare(`DROP TABLE IF EXISTS ${copyOf(table)}`)));
}
