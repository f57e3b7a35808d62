/**
 * A D1 bookmark: where the database stood after a write, so that a later read, whichever replica
 * answers it, waits until it has got at least that far. D1's bookmarks are fixed-width lowercase
 * hex groups (8-8-8-32) that sort in commit order as plain strings within one database; anything
 * else (another length, upper case, junk) cannot be ordered that way, so it is never taken for one.
 * The Worker keeps the learner's newest in a cookie; the app keeps the newest a tutor socket told
 * it and sends it back in the `x-d1-bookmark` header.
 */

// A plain pattern rather than a valibot schema: the app's API module, on every page's first load,
// uses it, and valibot would add some 2 KB (gzip) to that load for one test.
const D1_BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

export function isBookmark(value: unknown): value is string {
  return typeof value === "string" && D1_BOOKMARK.test(value);
}

/** The newest of the bookmarks given; values that are not bookmarks are passed over. */
export function newestBookmark(...candidates: unknown[]): string | undefined {
  let newest: string | undefined;
  for (const candidate of candidates) if (isBookmark(candidate) && (newest === undefined || candidate > newest)) newest = candidate;
  return newest;
}
