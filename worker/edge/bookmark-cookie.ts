/**
 * The learner's D1 bookmark: where the database stood after their last write. It rides in a cookie
 * (HttpOnly, SameSite=Lax, Path=/, Secure with the `__Host-` prefix on https) so that the next
 * request, whichever replica answers it, reads at least that far. The app may also send one in the
 * `x-d1-bookmark` header: the bookmark of a tutor turn over the socket, whose frames never pass the
 * Worker. Anything that is not a bookmark, in either place, is ignored rather than handed to D1.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { isBookmark, newestBookmark } from "../../contract/bookmark";
import { D1_BOOKMARK_HEADER } from "../../contract/constants";

function cookieName(c: Context): { name: string; secure: boolean } {
  const secure = new URL(c.req.url).protocol === "https:";
  return { name: secure ? "__Host-d1-bookmark" : "d1-bookmark", secure };
}

/** What the learner carries: the cookie's bookmark, and the newest of it and the app's header. */
export function carriedBookmarks(c: Context): { cookie: string | undefined; newest: string | undefined } {
  const cookie = newestBookmark(getCookie(c, cookieName(c).name));
  return { cookie, newest: newestBookmark(cookie, c.req.header(D1_BOOKMARK_HEADER)) };
}

/** A browser-session cookie: a bookmark only matters while a replica could still lag behind it. */
export function writeBookmarkCookie(c: Context, bookmark: string): void {
  if (!isBookmark(bookmark)) return;
  const { name, secure } = cookieName(c);
  setCookie(c, name, bookmark, { httpOnly: true, secure, sameSite: "Lax", path: "/" });
}
