/**
 * The request's database (decision 025): a D1 session chosen by what the route needs (edge/reads-where.ts).
 * Replica routes start from the learner's bookmark, or anywhere when they have none; account and
 * admin routes start on the primary. When the request moved the bookmark forward (it wrote, or the
 * tutor's object wrote for it, or the app sent a newer one), the newest bookmark goes back in the
 * cookie, so the learner's next request reads their own write.
 * drizzle needs only `prepare` and `batch`, which a session has.
 */
import { createMiddleware } from "hono/factory";
import { newestBookmark } from "../../contract/bookmark";
import type { AppEnv } from "../app-env";
import { database } from "../db/client";
import { carriedBookmarks, writeBookmarkCookie } from "./bookmark-cookie";
import { readsFrom } from "./reads-where";

/** How far the database must be read for this learner, as the request goes on. */
export interface LearnerBookmark {
  /** The newest bookmark this request knows: carried in, reached by its own queries, or reported. */
  current(): string | undefined;
  /** A bookmark reached outside the request's own session (the tutor's Durable Object wrote). */
  reached(bookmark: string | null | undefined): void;
}

const NO_BOOKMARK: LearnerBookmark = { current: () => undefined, reached: () => undefined };

export const requestDatabase = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.readPath === "primary-only") {
    c.set("db", database(c.env.DB));
    c.set("readsFrom", "primary");
    c.set("bookmark", NO_BOOKMARK);
    return next();
  }
  const where = readsFrom(c.req.method, c.req.path);
  const carried = await carriedBookmarks(c);
  // A bookmark the Worker did not sign is never handed to D1 (issue 29); the primary has every write.
  const start = where === "primary" || carried.unvouched ? "first-primary" : (carried.newest ?? "first-unconstrained");
  const session = c.env.DB.withSession(start);
  let reported: string | undefined;
  const bookmark: LearnerBookmark = {
    current: () => newestBookmark(carried.newest, session.getBookmark(), reported),
    reached: (other) => {
      reported = newestBookmark(reported, other);
    },
  };
  c.set("db", database(session as unknown as D1Database));
  c.set("readsFrom", where);
  c.set("bookmark", bookmark);
  await next();
  const newest = bookmark.current();
  // Only successful API answers carry it: a page or a socket's handshake comes with headers that
  // cannot change, and a refused sign-in must answer exactly as any other refused sign-in.
  if (newest && newest !== carried.cookie && c.res.ok && c.req.path.startsWith("/api/")) await writeBookmarkCookie(c, newest);
});
