import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CONVERSATION_MIGRATIONS, ConversationStore } from "../tutor/conversation-store";
import { appliedVersion, MIGRATIONS_TABLE, migrateObjectStorage, type ObjectMigration } from "./object-migrations";

/**
 * The tables exactly as every conversation created them before migrations existed (until decision 055),
 * written out again on purpose: copied from migration 1, an edit of it would go unnoticed here.
 */
function createPreMigrationTables(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      role TEXT NOT NULL,
      content TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      audio_key TEXT
    )`);
  sql.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
}

/** A later change of the kind migrations exist for: it fails if run twice (the column exists). */
const ADD_LANGUAGE: ObjectMigration = {
  version: CONVERSATION_MIGRATIONS.length + 1,
  name: "messages know their language",
  up: (sql) => void sql.exec("ALTER TABLE messages ADD COLUMN language TEXT"),
};

let objects = 0;
/** A conversation object of its own, so no test sees another's storage. */
const freshObject = () => env.TUTOR.getByName(`object-migrations:${++objects}`);

const tables = (sql: SqlStorage) =>
  sql
    .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name")
    .toArray()
    .map((row) => row.name);
const columns = (sql: SqlStorage, table: string) =>
  sql
    .exec<{ name: string }>(`PRAGMA table_info(${table})`)
    .toArray()
    .map((row) => row.name);
const versions = (sql: SqlStorage) =>
  sql
    .exec<{ version: number }>(`SELECT version FROM ${MIGRATIONS_TABLE} ORDER BY version`)
    .toArray()
    .map((row) => row.version);

/** An object as one created before migrations: the old tables with a conversation in them, no versions. */
function asBeforeMigrations(storage: DurableObjectStorage): ConversationStore {
  for (const table of tables(storage.sql)) storage.sql.exec(`DROP TABLE ${table}`);
  createPreMigrationTables(storage.sql);
  const store = new ConversationStore(storage.sql);
  store.append("assistant", "Hallo! Wie sagt man „Das ist gut.“?", 1_000);
  store.append("user", "Das ist gut.", 2_000);
  store.write("progress", { exerciseIndex: 1, misses: 0 });
  return store;
}

describe("a Durable Object's storage migrations", () => {
  it("gives a new conversation the latest schema, every version recorded once", async () => {
    await runInDurableObject(freshObject(), (_object, state) => {
      expect(tables(state.storage.sql)).toEqual([MIGRATIONS_TABLE, "messages", "meta"]);
      expect(columns(state.storage.sql, "messages")).toEqual(["id", "role", "content", "created_at", "audio_key"]);
      expect(columns(state.storage.sql, "meta")).toEqual(["key", "value"]);
      expect(versions(state.storage.sql)).toEqual(CONVERSATION_MIGRATIONS.map((migration) => migration.version));
    });
  });

  it("migrates a conversation created with the old IF NOT EXISTS tables without losing its messages or state", async () => {
    await runInDurableObject(freshObject(), async (conversation, state) => {
      asBeforeMigrations(state.storage);
      expect(appliedVersion(state.storage)).toBe(0);

      // What the object's constructor runs when it starts again with this code.
      expect(migrateObjectStorage(state.storage, CONVERSATION_MIGRATIONS)).toEqual([1]);
      const { messages, total } = await conversation.history(1);
      expect(total).toBe(2);
      expect(messages.map((message) => message.content)).toEqual(["Hallo! Wie sagt man „Das ist gut.“?", "Das ist gut."]);

      // A later migration changes the table under the rows already there.
      expect(migrateObjectStorage(state.storage, [...CONVERSATION_MIGRATIONS, ADD_LANGUAGE])).toEqual([ADD_LANGUAGE.version]);
      const store = new ConversationStore(state.storage.sql);
      expect(store.recent(10).map((message) => [message.role, message.content, message.createdAt])).toEqual([
        ["assistant", "Hallo! Wie sagt man „Das ist gut.“?", new Date(1_000).toISOString()],
        ["user", "Das ist gut.", new Date(2_000).toISOString()],
      ]);
      expect(store.read("progress", null)).toEqual({ exerciseIndex: 1, misses: 0 });
      expect(columns(state.storage.sql, "messages")).toContain("language");
    });
  });

  it("applies nothing twice when the object starts again", async () => {
    await runInDurableObject(freshObject(), (_object, state) => {
      const all = [...CONVERSATION_MIGRATIONS, ADD_LANGUAGE];
      expect(migrateObjectStorage(state.storage, all)).toEqual([ADD_LANGUAGE.version]);
      // ADD_LANGUAGE would throw ("duplicate column") if it ran again.
      expect(migrateObjectStorage(state.storage, all)).toEqual([]);
      expect(versions(state.storage.sql)).toEqual([1, 2]);
    });
  });

  it("leaves the storage at the last whole version when a migration fails, and applies it once it is fixed", async () => {
    await runInDurableObject(freshObject(), (_object, state) => {
      const failing: ObjectMigration = {
        version: 2,
        name: "half done",
        up(sql) {
          sql.exec("CREATE TABLE drafts (id INTEGER PRIMARY KEY)");
          throw new Error("the second statement failed");
        },
      };
      expect(() => migrateObjectStorage(state.storage, [...CONVERSATION_MIGRATIONS, failing])).toThrow("the second statement failed");
      expect(appliedVersion(state.storage)).toBe(1);
      expect(tables(state.storage.sql)).not.toContain("drafts");

      expect(migrateObjectStorage(state.storage, [...CONVERSATION_MIGRATIONS, ADD_LANGUAGE])).toEqual([2]);
    });
  });

  it("refuses migrations with a gap or a repeated number", async () => {
    await runInDurableObject(freshObject(), (_object, state) => {
      const skipped = { ...ADD_LANGUAGE, version: 3 };
      expect(() => migrateObjectStorage(state.storage, [...CONVERSATION_MIGRATIONS, skipped])).toThrow(/numbered 3; expected 2/);
      const repeated = { ...ADD_LANGUAGE, version: 1 };
      expect(() => migrateObjectStorage(state.storage, [...CONVERSATION_MIGRATIONS, repeated])).toThrow(/numbered 1; expected 2/);
      expect(columns(state.storage.sql, "messages")).not.toContain("language");
    });
  });
});
