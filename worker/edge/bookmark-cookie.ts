/**
 * The learner's D1 bookmark: where the database stood after their last write. It rides in a cookie
 * (HttpOnly, SameSite=Lax, Path=/, Secure with the `__Host-` prefix on https) so that the next
 * request, whichever replica answers it, reads at least that far. The app may also send one in the
 * `x-d1-bookmark` header: the bookmark of a tutor turn over the socket, whose frames never pass the
 * Worker. Anything that is not a bookmark, in either place, is ignored rather than handed to D1.
 *
 * Issue 29: a bookmark travels signed (`<bookmark>.<HMAC-SHA-256>`, the session pass's key), and
 * only a bookmark whose signature holds is handed to D1. Local D1 cannot tell a bookmark it never
 * reached (its `getBookmark()` answers the one the session started from), so the rule is not "the
 * database has reached it" but "the Worker or the tutor reported it": every bookmark the Worker
 * signs came from D1's own `getBookmark()`, so it was reached. A well-formed bookmark without a
 * valid signature (made up, future-dated, or from before this rule) sends the request's reads to
 * the primary, which has every write, and the answer puts a signed bookmark in its place.
 */
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { bookmarkPart, isBookmark, isD1Bookmark, newestBookmark } from "../../contract/bookmark";
import { D1_BOOKMARK_HEADER } from "../../contract/constants";
import type { AppEnv, Bindings } from "../app-env";
import { signingKey } from "../auth/session-pass";

type KeyEnv = Pick<Bindings, "SESSION_PASS_KEY" | "ENVIRONMENT">;

const payloadOf = (bookmark: string) => new TextEncoder().encode(`d1-bookmark.v1.${bookmark}`);

/** The bookmark with the Worker's signature; the bare bookmark when there is no key (production without the secret). */
export async function signBookmark(env: KeyEnv, bookmark: string): Promise<string | undefined> {
  if (!isD1Bookmark(bookmark)) return undefined;
  const key = signingKey(env);
  if (!key) return bookmark;
  const signature = await crypto.subtle.sign("HMAC", await key, payloadOf(bookmark));
  return `${bookmark}.${encodeBase64urlNoPadding(new Uint8Array(signature))}`;
}

/** The D1 bookmark a carried value names, when its signature holds; else undefined. */
export async function verifiedBookmark(env: KeyEnv, carried: string | undefined): Promise<string | undefined> {
  const key = signingKey(env);
  if (!key || !isBookmark(carried)) return undefined;
  const bookmark = bookmarkPart(carried);
  if (bookmark === carried) return undefined;
  const signature = decodeBase64urlIgnorePadding(carried.slice(bookmark.length + 1));
  return (await crypto.subtle.verify("HMAC", await key, signature, payloadOf(bookmark))) ? bookmark : undefined;
}

function cookieName(c: Context): { name: string; secure: boolean } {
  const secure = new URL(c.req.url).protocol === "https:";
  return { name: secure ? "__Host-d1-bookmark" : "d1-bookmark", secure };
}

export interface CarriedBookmarks {
  /** The cookie's bookmark, when signed by the Worker. */
  cookie: string | undefined;
  /** The newest signed one of cookie and header: where the request's session starts. */
  newest: string | undefined;
  /** A well-formed bookmark came that the Worker cannot vouch for: the request reads the primary. */
  unvouched: boolean;
}

/** What the learner carries, checked: only signed bookmarks count. */
export async function carriedBookmarks(c: Context<AppEnv>): Promise<CarriedBookmarks> {
  const values = [getCookie(c, cookieName(c).name), c.req.header(D1_BOOKMARK_HEADER)];
  const [cookie, header] = await Promise.all(values.map((value) => verifiedBookmark(c.env, value)));
  const unvouched = values.some((value, index) => isBookmark(value) && [cookie, header][index] === undefined);
  return { cookie, newest: newestBookmark(cookie, header), unvouched };
}

/** A browser-session cookie: a bookmark only matters while a replica could still lag behind it. */
export async function writeBookmarkCookie(c: Context<AppEnv>, bookmark: string): Promise<void> {
  const signed = await signBookmark(c.env, bookmark);
  if (!signed) return;
  const { name, secure } = cookieName(c);
  setCookie(c, name, signed, { httpOnly: true, secure, sameSite: "Lax", path: "/" });
}
