/**
 * Counting the D1 statements one request runs, for the benchmark and the query-budget test
 * (docs/decisions/011-api-benchmarks.md). Only in development and tests, and only when the request
 * asks with `X-Count-D1-Queries: 1`: then the request gets a counting D1 binding and the answer says
 * how many statements ran (`X-D1-Queries`), how many of them were the session lookup or its renewal
 * (`X-D1-Session-Queries`), and in how many round trips (`X-D1-Round-Trips`; a batch is one).
 * Production never wraps the binding.
 */
import { createMiddleware } from "hono/factory";
import { isDevelopment, type AppEnv } from "../app-env";

export const COUNT_QUERIES_REQUEST_HEADER = "X-Count-D1-Queries";
export const QUERIES_HEADER = "X-D1-Queries";
export const SESSION_QUERIES_HEADER = "X-D1-Session-Queries";
export const ROUND_TRIPS_HEADER = "X-D1-Round-Trips";

interface Tally {
  statements: string[];
  roundTrips: number;
}

class CountedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    readonly sql: string,
    private readonly tally: Tally,
  ) {}

  private ran(): void {
    this.tally.statements.push(this.sql);
    this.tally.roundTrips++;
  }

  bind(...values: unknown[]): CountedStatement {
    return new CountedStatement(this.inner.bind(...values), this.sql, this.tally);
  }

  first(column?: string): Promise<unknown> {
    this.ran();
    return column === undefined ? this.inner.first() : this.inner.first(column);
  }

  run(): Promise<D1Result> {
    this.ran();
    return this.inner.run();
  }

  all(): Promise<D1Result> {
    this.ran();
    return this.inner.all();
  }

  raw(options?: { columnNames?: boolean }): Promise<unknown[]> {
    this.ran();
    return options?.columnNames ? this.inner.raw({ columnNames: true }) : this.inner.raw();
  }
}

/** Counts what runs through `d1`, a binding or one of its sessions. */
function counting<T extends Pick<D1Database, "prepare" | "batch">>(d1: T, tally: Tally) {
  return {
    prepare: (sql: string) => new CountedStatement(d1.prepare(sql), sql, tally),
    batch: (statements: D1PreparedStatement[]) => {
      tally.roundTrips++;
      return d1.batch(
        statements.map((statement) => {
          if (!(statement instanceof CountedStatement)) return statement;
          tally.statements.push(statement.sql);
          return statement.inner;
        }),
      );
    },
  };
}

function countingD1(d1: D1Database, tally: Tally): D1Database {
  const counted = {
    ...counting(d1, tally),
    exec: (sql: string) => {
      tally.statements.push(sql);
      tally.roundTrips++;
      return d1.exec(sql);
    },
    // The request's database is a D1 session (decision 025): what runs through it counts too.
    withSession: (start?: string) => {
      const session = d1.withSession(start);
      return { ...counting(session, tally), getBookmark: () => session.getBookmark() };
    },
    dump: d1.dump.bind(d1),
  };
  return counted as unknown as D1Database;
}

/** The session lookup (guards.ts → validateSessionToken) and its renewal touch only `sessions` this way. */
const isSessionStatement = (sql: string) => /\b(from|update|into)\s+"sessions"/i.test(sql);

/** Must run before anything reads `c.env.DB` (the drizzle client, the rate limiter). */
export const countD1Queries = createMiddleware<AppEnv>(async (c, next) => {
  if (!isDevelopment(c.env) || c.req.header(COUNT_QUERIES_REQUEST_HEADER) !== "1") return next();
  const tally: Tally = { statements: [], roundTrips: 0 };
  c.env = { ...c.env, DB: countingD1(c.env.DB, tally) };
  await next();
  c.res.headers.set(QUERIES_HEADER, String(tally.statements.length));
  c.res.headers.set(SESSION_QUERIES_HEADER, String(tally.statements.filter(isSessionStatement).length));
  c.res.headers.set(ROUND_TRIPS_HEADER, String(tally.roundTrips));
});
