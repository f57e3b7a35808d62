/**
 * A tutor conversation's own storage (the Durable Object's SQLite): its newest messages, and its
 * state by key: the lesson it is about and its version, the learner's place in it, the scratch pad,
 * and notices waiting to be told.
 */
import type { ChatMessage } from "../../contract/wire";
import type { ObjectMigration } from "../db/object-migrations";

/**
 * The conversation's tables, one migration per change (worker/db/object-migrations.ts). Migration 1
 * is the schema objects were created with before migrations existed, word for word, `IF NOT EXISTS`
 * included: an object that already holds it records version 1 and keeps its rows. A change to the
 * tables is a new migration at the end, never an edit of one already deployed.
 */
export const CONVERSATION_MIGRATIONS: readonly ObjectMigration[] = [
  {
    version: 1,
    name: "messages and meta",
    up(sql) {
      sql.exec(`CREATE TABLE IF NOT EXISTS messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      role TEXT NOT NULL,
      content TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      audio_key TEXT
    )`);
      sql.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    },
  },
];

export class ConversationStore {
  constructor(private readonly sql: SqlStorage) {}

  read<T>(key: string, fallback: T): T {
    const row = this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0];
    return row ? (JSON.parse(row.value) as T) : fallback;
  }

  write(key: string, value: unknown): void {
    this.sql.exec("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", key, JSON.stringify(value));
  }

  forget(...keys: string[]): void {
    this.sql.exec(`DELETE FROM meta WHERE key IN (${keys.map(() => "?").join(", ")})`, ...keys);
  }

  append(role: ChatMessage["role"], content: string, createdAt = Date.now()): ChatMessage {
    this.sql.exec("INSERT INTO messages (role, content, created_at) VALUES (?, ?, ?)", role, content, createdAt);
    return { role, content, createdAt: new Date(createdAt).toISOString() };
  }

  messageCount(): number {
    return this.sql.exec<{ count: number }>("SELECT count(*) AS count FROM messages").one().count;
  }

  /** The newest `limit` messages after skipping `skip` newer ones, oldest first. */
  recent(limit: number, skip = 0): ChatMessage[] {
    return this.sql
      .exec<{ role: ChatMessage["role"]; content: string; created_at: number }>(
        "SELECT role, content, created_at FROM (SELECT * FROM messages ORDER BY id DESC LIMIT ? OFFSET ?) ORDER BY id",
        limit,
        skip,
      )
      .toArray()
      .map((row) => ({ role: row.role, content: row.content, createdAt: new Date(row.created_at).toISOString() }));
  }

  tutorMessages(): string[] {
    return this.sql
      .exec<{ content: string }>("SELECT content FROM messages WHERE role = 'assistant'")
      .toArray()
      .map((row) => row.content);
  }

  /** Drops all but the newest `kept` messages. */
  keepNewest(kept: number): void {
    this.sql.exec("DELETE FROM messages WHERE id <= (SELECT id FROM messages ORDER BY id DESC LIMIT 1 OFFSET ?)", kept);
  }

  clearMessages(): void {
    this.sql.exec("DELETE FROM messages");
  }
}
