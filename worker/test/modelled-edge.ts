/**
 * The Worker behind the latency model (worker/edge/), for tests: a primary (the test database) and a
 * replica (a second database, MODEL_REPLICA) that receives each write `lagMs` after it was committed,
 * on a clock the test moves; and a browser that keeps its cookies between requests.
 */
import { applyD1Migrations, createExecutionContext, env, runInDurableObject, waitOnExecutionContext, type D1Migration } from "cloudflare:test";
import { app } from "../app";
import { REGIONS, Tally } from "../edge/latency-model";
import { charged } from "../edge/modelled-bindings";
import { modelledD1, Replication } from "../edge/modelled-d1";
import { tutorConversationName, type TutorConversation } from "../tutor/tutor-conversation";
import { ORIGIN } from "./client";

type ReplicaName = "MODEL_REPLICA" | "MODEL_REPLICA_FAR";
const testEnv = env as typeof env & Record<ReplicaName, D1Database> & { TEST_MIGRATIONS: D1Migration[] };

/** Parents before children, for the foreign keys. */
const TABLES = ["languages", "lessons", "users", "sessions", "lesson_progress", "review_cards", "review_logs", "tutor_conversations", "rate_limits"];

/** The replica starts as a copy of the primary as it is now. */
async function copyPrimaryTo(replica: D1Database): Promise<void> {
  await applyD1Migrations(replica, testEnv.TEST_MIGRATIONS);
  await replica.batch([...TABLES].reverse().map((table) => replica.prepare(`DELETE FROM ${table}`)));
  for (const table of TABLES) {
    const { results } = await env.DB.prepare(`SELECT * FROM ${table}`).all<Record<string, unknown>>();
    if (results.length === 0) continue;
    const columns = Object.keys(results[0]!);
    const insert = `INSERT INTO ${table} (${columns.map((column) => `"${column}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
    await replica.batch(results.map((row) => replica.prepare(insert).bind(...columns.map((column) => row[column]))));
  }
}

export interface ModelledEdge {
  replication: Replication;
  /** The test's clock (ms); writes reach the replica `replication.lagMs` after their commit on it. */
  clock: { now: number };
  /** The database as a content publish or an admin writes it: on the primary, replicated like any write. */
  primary: D1Database;
  fetch(path: string, browser: Browser, init?: { method?: string; json?: unknown; headers?: Record<string, string> }): Promise<{ response: Response; tally: Tally }>;
  /**
   * The learner's tutor conversation for a lesson, its D1 writes going through the model too (in
   * production the object has its own D1 binding; here it is handed this edge's). Open it first.
   */
  tutor(userId: number, lessonId: string): Promise<DurableObjectStub<TutorConversation>>;
}

/**
 * A colo with its own replica. Two edges share the primary but not their logs: what one writes never
 * reaches the other's replica (a replica far away that has not heard of a write yet).
 */
export async function modelledEdge(lagMs: number, replica: ReplicaName = "MODEL_REPLICA"): Promise<ModelledEdge> {
  await copyPrimaryTo(testEnv[replica]);
  const clock = { now: 0 };
  const replication = new Replication(env.DB, testEnv[replica], lagMs, () => clock.now);
  return {
    replication,
    clock,
    primary: modelledD1(replication, new Tally(REGIONS.sydney)),
    async fetch(path, browser, init = {}) {
      const tally = new Tally(REGIONS.sydney);
      const headers = new Headers({ ...init.headers, Origin: ORIGIN, Cookie: browser.cookieHeader() });
      if (init.json !== undefined) headers.set("Content-Type", "application/json");
      const request = new Request(`${ORIGIN}${path}`, {
        method: init.method ?? (init.json === undefined ? "GET" : "POST"),
        headers,
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      const ctx = createExecutionContext();
      const response = await app.fetch(request, { ...env, DB: modelledD1(replication, tally), CONTENT: charged(env.CONTENT, tally, "r2") }, ctx);
      await waitOnExecutionContext(ctx);
      browser.keep(response);
      return { response, tally };
    },
    async tutor(userId, lessonId) {
      const stub = env.TUTOR.getByName(tutorConversationName(userId, lessonId));
      await runInDurableObject(stub, (conversation) => {
        const object = conversation as unknown as { env: Env };
        object.env = { ...object.env, DB: modelledD1(replication, new Tally(REGIONS.sydney)) };
      });
      return stub;
    },
  };
}

/** A browser's cookie jar: what the answers set, sent back with every request. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  keep(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const [name, value] = [pair!.slice(0, pair!.indexOf("=")), pair!.slice(pair!.indexOf("=") + 1)];
      const gone = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === "";
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  forget(name: string): void {
    this.cookies.delete(name);
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  /** Another device with the same cookies (a copied cookie jar: the thief of the revocation tests). */
  copy(): Browser {
    const copy = new Browser();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}
