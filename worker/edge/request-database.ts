/**
 * The request's database (decision 025): a D1 session chosen by what the route needs (edge/reads-where.ts).
 * Replica routes start from the learner's bookmark, or anywhere when they have none; account and
 * admin routes start on the primary. When the request moved the bookmark forward (it wrote), the
 * newer bookmark goes back in the cookie, so the learner's next request reads their own write.
 * drizzle needs only `prepare` and `batch`, which a session has.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { database } from "../db/client";
import { newerBookmark, readBookmarkCookie, writeBookmarkCookie } from "./bookmark-cookie";
import { readsFrom } from "./reads-where";

export const requestDatabase = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.readPath === "primary-only") {
    c.set("db", database(c.env.DB));
    c.set("readsFrom", "primary");
    return next();
  }
  const where = readsFrom(c.req.method, c.req.path);
  const carried = readBookmarkCookie(c);
  const session = c.env.DB.withSession(where === "primary" ? "first-primary" : (carried ?? "first-unconstrained"));
  c.set("db", database(session as unknown as D1Database));
  c.set("readsFrom", where);
  await next();
  const reached = session.getBookmark();
  const newest = newerBookmark(carried, reached);
  // Only successful API answers carry it: a page or a socket's handshake comes with headers that
  // cannot change, and a refused sign-in must answer exactly as any other refused sign-in.
  if (newest && newest !== carried && c.res.ok && c.req.path.startsWith("/api/")) writeBookmarkCookie(c, newest);
});
