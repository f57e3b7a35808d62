/**
 * Versioned migrations for a Durable Object's own SQLite storage (decision 055). D1 has wrangler's
 * migrations; an object's tables have none, and every object migrates itself when it starts. The
 * versions applied are kept in the object's storage (`_migrations`), and each migration runs in one
 * transaction with its version row, so an object that stops half way, or a migration that throws,
 * leaves the storage at the last whole version, to be tried again at the next start.
 */

/** One step of an object's schema: numbered 1, 2, 3… in the order they were written. */
export interface ObjectMigration {
  version: number;
  /** What it does, kept beside the version in the object for whoever reads the storage later. */
  name: string;
  up(sql: SqlStorage): void;
}

/** The part of a Durable Object's storage the migrations need. */
export type MigratedStorage = Pick<DurableObjectStorage, "sql" | "transactionSync">;

/** The table that records which migrations this object has applied. */
export const MIGRATIONS_TABLE = "_migrations";

/** The newest version this object has applied; 0 for an object that has never migrated. */
export function appliedVersion(storage: MigratedStorage): number {
  storage.sql.exec(`CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`);
  return storage.sql.exec<{ version: number | null }>(`SELECT max(version) AS version FROM ${MIGRATIONS_TABLE}`).one().version ?? 0;
}

/**
 * Applies the migrations newer than the object's version, oldest first, and returns the versions it
 * applied. Run it once as the object starts, inside `ctx.blockConcurrencyWhile`, so no request
 * sees a half-migrated object. An object newer than this code (a rolled-back deploy) is left as it is.
 */
export function migrateObjectStorage(storage: MigratedStorage, migrations: readonly ObjectMigration[]): number[] {
  checkNumbering(migrations);
  const from = appliedVersion(storage);
  const applied: number[] = [];
  for (const migration of migrations) {
    if (migration.version <= from) continue;
    storage.transactionSync(() => {
      migration.up(storage.sql);
      storage.sql.exec(`INSERT INTO ${MIGRATIONS_TABLE} (version, name, applied_at) VALUES (?, ?, ?)`, migration.version, migration.name, Date.now());
    });
    applied.push(migration.version);
  }
  return applied;
}

/** A gap or a repeated number would skip or reorder a step on some objects: refuse to start instead. */
function checkNumbering(migrations: readonly ObjectMigration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`Object migration "${migration.name}" is numbered ${migration.version}; expected ${index + 1} (numbered 1, 2, 3… in order)`);
    }
  });
}
