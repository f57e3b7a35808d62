/**
 * The learner's D1 bookmark: where the database stood after their last write. It rides in a cookie
 * (HttpOnly, SameSite=Lax, Path=/, Secure with the `__Host-` prefix on https) so that the next
 * request, whichever replica answers it, reads at least that far. Bookmarks are opaque strings that
 * sort in commit order; anything else in the cookie is ignored rather than handed to D1.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

function cookieName(c: Context): { name: string; secure: boolean } {
  const secure = new URL(c.req.url).protocol === "https:";
  return { name: secure ? "__Host-d1-bookmark" : "d1-bookmark", secure };
}

export function readBookmarkCookie(c: Context): string | undefined {
  const value = getCookie(c, cookieName(c).name);
  return value && BOOKMARK.test(value) ? value : undefined;
}

/** The later of two bookmarks (they sort in commit order). */
export function newerBookmark(a: string | null | undefined, b: string | null | undefined): string | undefined {
  if (!a) return b ?? undefined;
  if (!b) return a;
  return a >= b ? a : b;
}

/** A browser-session cookie: a bookmark only matters while a replica could still lag behind it. */
export function writeBookmarkCookie(c: Context, bookmark: string): void {
  if (!BOOKMARK.test(bookmark)) return;
  const { name, secure } = cookieName(c);
  setCookie(c, name, bookmark, { httpOnly: true, secure, sameSite: "Lax", path: "/" });
}
