/**
 * A D1 binding with read replicas, modelled over the local database (which has none). Writes and
 * reads outside a session go to the primary; a session's reads go to the replica near the learner,
 * which answers only once it has caught up to the session's bookmark (the read waits for it), as
 * D1's Sessions API promises. Every write is logged with its commit time; a replica applies a write `lagMs` after it
 * was committed. With a second database as the replica, what a lagging replica answers is really
 * stale (the read-your-writes test); without one, the replica reads the primary's rows and only
 * the cost differs (the latency benchmark). Each round trip is charged to the request's Tally.
 */
import type { Tally } from "./latency-model";

interface LoggedWrite {
  version: number;
  committedAt: number;
  sql: string;
  params: unknown[];
}

/**
 * How many writes the log keeps beyond those every replica read has settled (issue 29): the
 * benchmark's model lives as long as the isolate, and any visitor of a development server can
 * switch it on with a header, so a log of every write ever made grew without bound.
 */
export const KEPT_WRITES = 1000;

/** The primary's history, shared by every request that uses the same modelled database. */
export class Replication {
  version = 0;
  private readonly log: LoggedWrite[] = [];
  private replicaVersion = 0;
  /** Every write up to here has reached the replica and left the log. */
  private settledVersion = 0;

  constructor(
    readonly primary: D1Database,
    /** The replica's own database; without one the replica reads the primary's rows. */
    private readonly replica: D1Database | undefined,
    /** How long a write takes to reach the replica; a test may change it between trials. */
    public lagMs: number,
    readonly now: () => number,
  ) {}

  /** How far the replica has got by now. */
  caughtUpTo(): number {
    const now = this.now();
    let version = Math.max(this.replicaVersion, this.settledVersion);
    for (const write of this.log) if (write.version > version && write.committedAt + this.lagMs <= now) version = write.version;
    return version;
  }

  /** How long a read must wait for the replica to reach `version`. */
  waitFor(version: number): number {
    const write = this.log.find((entry) => entry.version === version);
    return write ? Math.max(0, write.committedAt + this.lagMs - this.now()) : 0;
  }

  committed(sql: string, params: unknown[]): number {
    this.version++;
    this.log.push({ version: this.version, committedAt: this.now(), sql, params });
    if (this.log.length > KEPT_WRITES) this.settle();
    return this.version;
  }

  /** Writes the replica has for good (past the lag, and applied where it has a database) leave the log, oldest first. */
  private settle(): void {
    const now = this.now();
    let settled = 0;
    for (const write of this.log) {
      const reached = write.committedAt + this.lagMs <= now && (!this.replica || write.version <= this.replicaVersion);
      if (!reached || this.log.length - settled <= KEPT_WRITES) break;
      settled++;
      this.settledVersion = write.version;
    }
    this.log.splice(0, settled);
  }

  /** How many writes the log holds, for the test of its bound. */
  get loggedWrites(): number {
    return this.log.length;
  }

  /** The database a replica read runs on, brought up to `version` first. */
  async replicaAt(version: number): Promise<D1Database> {
    if (!this.replica) return this.primary;
    for (const write of this.log) {
      if (write.version <= this.replicaVersion || write.version > version) continue;
      await this.replica.prepare(write.sql).bind(...write.params).run();
      this.replicaVersion = write.version;
    }
    return this.replica;
  }
}

const isRead = (sql: string) => /^\s*(select|with\b(?![\s\S]*\b(insert|update|delete)\b))/i.test(sql);

/** Shaped like D1's own bookmarks, which sort in commit order: the version in the second group. */
const bookmarkOf = (version: number) => `00000000-${version.toString(16).padStart(8, "0")}-00000000-${"0".repeat(32)}`;
const versionOf = (bookmark: string) => (/^00000000-[0-9a-f]{8}-00000000-0{32}$/.test(bookmark) ? parseInt(bookmark.slice(9, 17), 16) : 0);

type Run = "first" | "run" | "all" | "raw" | "rawColumns";

class ModelledStatement {
  constructor(
    private readonly route: Router,
    readonly sql: string,
    readonly params: unknown[] = [],
  ) {}

  bind(...params: unknown[]): ModelledStatement {
    return new ModelledStatement(this.route, this.sql, params);
  }

  private async go(run: Run, column?: string): Promise<unknown> {
    const [result] = await this.route([this], async (db) => {
      const statement = db.prepare(this.sql).bind(...this.params);
      if (run === "first") return [column === undefined ? await statement.first() : await statement.first(column)];
      if (run === "raw") return [await statement.raw()];
      if (run === "rawColumns") return [await statement.raw({ columnNames: true })];
      return [run === "run" ? await statement.run() : await statement.all()];
    });
    return result;
  }

  first(column?: string) {
    return this.go("first", column);
  }
  run() {
    return this.go("run");
  }
  all() {
    return this.go("all");
  }
  raw(options?: { columnNames?: boolean }) {
    return this.go(options?.columnNames ? "rawColumns" : "raw");
  }
}

type Router = (statements: ModelledStatement[], execute: (db: D1Database) => Promise<unknown[]>) => Promise<unknown[]>;

/** One D1 session (or, with `sessionless`, the plain binding, which always reaches the primary). */
class ModelledSession {
  private bookmark: number;
  private firstOnPrimary: boolean;

  constructor(
    private readonly replication: Replication,
    private readonly tally: Tally,
    start: string,
    private readonly sessionless = false,
  ) {
    this.firstOnPrimary = start === "first-primary";
    this.bookmark = start === "first-primary" || start === "first-unconstrained" ? 0 : versionOf(start);
  }

  private readonly route: Router = async (statements, execute) => {
    const writes = statements.filter((statement) => !isRead(statement.sql));
    const onPrimary = this.sessionless || this.firstOnPrimary || writes.length > 0;
    this.firstOnPrimary = false;
    if (!onPrimary) {
      const caughtUp = this.replication.caughtUpTo();
      const wait = caughtUp < this.bookmark ? this.replication.waitFor(this.bookmark) : 0;
      this.tally.add("replica", this.tally.costOf("replica") + wait);
      this.bookmark = Math.max(this.bookmark, caughtUp);
      return execute(await this.replication.replicaAt(this.bookmark));
    }
    this.tally.add("primary");
    const results = await execute(this.replication.primary);
    for (const write of writes) this.replication.committed(write.sql, write.params);
    this.bookmark = Math.max(this.bookmark, this.replication.version);
    return results;
  };

  prepare(sql: string): ModelledStatement {
    return new ModelledStatement(this.route, sql);
  }

  batch(statements: ModelledStatement[]): Promise<unknown[]> {
    return this.route(statements, async (db) => db.batch(statements.map((statement) => db.prepare(statement.sql).bind(...statement.params))));
  }

  getBookmark(): string | null {
    return this.bookmark === 0 ? null : bookmarkOf(this.bookmark);
  }
}

/** The binding one request sees: its queries are charged to `tally`. */
export function modelledD1(replication: Replication, tally: Tally): D1Database {
  const plain = new ModelledSession(replication, tally, "first-primary", true);
  return {
    prepare: (sql: string) => plain.prepare(sql),
    batch: (statements: ModelledStatement[]) => plain.batch(statements),
    exec: (sql: string) => {
      tally.add("primary");
      return replication.primary.exec(sql);
    },
    withSession: (start = "first-unconstrained") => new ModelledSession(replication, tally, start),
    dump: () => replication.primary.dump(),
  } as unknown as D1Database;
}
