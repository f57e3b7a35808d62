/**
 * A D1 bookmark: where the database stood after a write, so that a later read, whichever replica
 * answers it, waits until it has got at least that far. D1's bookmarks are fixed-width lowercase
 * hex groups (8-8-8-32) that sort in commit order as plain strings within one database; anything
 * else (another length, upper case, junk) cannot be ordered that way, so it is never taken for one.
 * The Worker keeps the learner's newest in a cookie; the app keeps the newest a tutor socket told
 * it and sends it back in the `x-d1-bookmark` header.
 *
 * What travels (cookie, header, socket frame) is the bookmark followed by the Worker's signature,
 * `<bookmark>.<signature>` (issue 29): only a bookmark the Worker or the tutor itself reported is
 * handed to D1, never one made up (a future one would hold every read). The app only compares them.
 */

// A plain pattern rather than a valibot schema: the app's API module, on every page's first load,
// uses it, and valibot would add some 2 KB (gzip) to that load for one test.
const D1_BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
const CARRIED_BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}(?:\.[A-Za-z0-9_-]{43})?$/;
/** The length of the bookmark itself, before any signature. */
const D1_BOOKMARK_LENGTH = 59;

/** A bookmark as D1 writes it, with nothing after it: the only shape handed to D1. */
export function isD1Bookmark(value: unknown): value is string {
  return typeof value === "string" && D1_BOOKMARK.test(value);
}

/** A bookmark as it travels: D1's own, or D1's followed by a signature. */
export function isBookmark(value: unknown): value is string {
  return typeof value === "string" && CARRIED_BOOKMARK.test(value);
}

/** The D1 bookmark a carried one names (its signature dropped). */
export function bookmarkPart(value: string): string {
  return value.slice(0, D1_BOOKMARK_LENGTH);
}

/** The newest of the bookmarks given, as given; values that are not bookmarks are passed over. */
export function newestBookmark(...candidates: unknown[]): string | undefined {
  let newest: string | undefined;
  for (const candidate of candidates) {
    if (isBookmark(candidate) && (newest === undefined || bookmarkPart(candidate) > bookmarkPart(newest))) newest = candidate;
  }
  return newest;
}
