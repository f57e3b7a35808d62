/**
 * Issue 29, item 9: a bookmark the Worker did not report is never handed to D1. Bookmarks travel
 * signed; a made-up one (future-dated above all, which would hold every read of the learner until
 * a replica reached it) sends the request to the primary and is replaced by a signed one reached.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookmarkPart, isBookmark, newestBookmark } from "../../contract/bookmark";
import { D1_BOOKMARK_HEADER } from "../../contract/constants";
import type { ProgressRecord } from "../../contract/wire";
import { signSessionPass } from "../auth/session-pass";
import { DEMO } from "../test/client";
import { Browser, modelledEdge, type ModelledEdge } from "../test/modelled-edge";
import { signBookmark, verifiedBookmark } from "./bookmark-cookie";

const LESSON = "de-lesson01";
/** Shaped as the model's bookmarks are, far beyond anything the model's database has written. */
const FUTURE = `00000000-0000ffff-00000000-${"0".repeat(32)}`;
const development = { ENVIRONMENT: "development" } as const;

async function signedIn(edge: ModelledEdge): Promise<Browser> {
  const browser = new Browser();
  const { response } = await edge.fetch("/api/login", browser, { json: { username: DEMO.learner.username, password: DEMO.learner.password } });
  expect(response.status).toBe(200);
  return browser;
}

/** What a browser would send after someone edited its cookie. */
function withCookie(browser: Browser, value: string): void {
  browser.keep(new Response(null, { headers: { "Set-Cookie": `d1-bookmark=${value}; Path=/` } }));
}

function bookmarkCookieOf(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith("d1-bookmark="));
  return header?.split(";")[0]!.slice("d1-bookmark=".length);
}

describe("signed bookmarks", () => {
  it("verify only with the Worker's signature over that very bookmark", async () => {
    const reached = `00000000-00000003-00000000-${"0".repeat(32)}`;
    const signed = (await signBookmark(development, reached))!;
    expect(isBookmark(signed)).toBe(true);
    expect(bookmarkPart(signed)).toBe(reached);
    expect(await verifiedBookmark(development, signed)).toBe(reached);
    // The same signature on a later bookmark, a bare bookmark, a changed signature: none count.
    expect(await verifiedBookmark(development, `${FUTURE}${signed.slice(reached.length)}`)).toBeUndefined();
    expect(await verifiedBookmark(development, FUTURE)).toBeUndefined();
    expect(await verifiedBookmark(development, `${signed.slice(0, -1)}${signed.endsWith("A") ? "B" : "A"}`)).toBeUndefined();
    // Another key (another deployment) does not vouch for it either.
    expect(await verifiedBookmark({ ENVIRONMENT: "production", SESSION_PASS_KEY: "another key" }, signed)).toBeUndefined();
  });

  it("are not session passes: a pass's signature never signs a bookmark", async () => {
    const pass = (await signSessionPass(development, { sessionId: "a".repeat(64), userId: 1, until: 1 }))!;
    const signature = pass.slice(pass.lastIndexOf(".") + 1);
    expect(await verifiedBookmark(development, `${FUTURE}.${signature}`)).toBeUndefined();
  });

  it("order by the bookmark, not by the signature", () => {
    const older = `00000000-00000002-00000000-${"0".repeat(32)}.${"z".repeat(43)}`;
    const newer = `00000000-00000003-00000000-${"0".repeat(32)}.${"A".repeat(43)}`;
    expect(newestBookmark(older, newer)).toBe(newer);
    expect(newestBookmark(newer, older)).toBe(newer);
  });

  it("go out bare in production without the secret, and nothing bare is ever vouched for", async () => {
    const production = { ENVIRONMENT: "production", SESSION_PASS_KEY: "" };
    const reached = `00000000-00000003-00000000-${"0".repeat(32)}`;
    expect(await signBookmark(production, reached)).toBe(reached);
    expect(await verifiedBookmark(production, reached)).toBeUndefined();
  });
});

describe("a bookmark the Worker did not sign", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-01T10:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is not kept when future-dated: the read goes to the primary, sees the learner's write, and the answer puts a signed reached bookmark in its place", async () => {
    const edge = await modelledEdge(2000);
    const browser = await signedIn(edge);
    expect((await edge.fetch(`/api/progress/lesson/${LESSON}/complete`, browser, { method: "POST" })).response.status).toBe(200);
    withCookie(browser, FUTURE);
    const read = await edge.fetch("/api/progress/language/de", browser);
    expect(read.response.status).toBe(200);
    expect(((await read.response.json()) as ProgressRecord[]).some((record) => record.lessonId === LESSON && record.completed)).toBe(true);
    expect(read.tally.trips.primary).toBeGreaterThan(0);
    const replaced = bookmarkCookieOf(read.response);
    expect(replaced).toBeDefined();
    expect(await verifiedBookmark(env, replaced)).toBe(bookmarkPart(replaced!));
    expect(bookmarkPart(replaced!) < FUTURE).toBe(true);
    expect(bookmarkPart(replaced!)).toBe(`00000000-${edge.replication.version.toString(16).padStart(8, "0")}-00000000-${"0".repeat(32)}`);
  }, 60_000);

  it("in the header is not handed to D1 either: the read goes to the primary and answers at once", async () => {
    const edge = await modelledEdge(2000);
    const browser = await signedIn(edge);
    const read = await edge.fetch("/api/progress/language/de", browser, { headers: { [D1_BOOKMARK_HEADER]: FUTURE } });
    expect(read.response.status).toBe(200);
    expect(read.tally.trips.primary).toBeGreaterThan(0);
    // Nor does it become the cookie: the learner's next request starts from what was reached.
    const cookie = bookmarkCookieOf(read.response);
    if (cookie) expect(bookmarkPart(cookie) < FUTURE).toBe(true);
  }, 60_000);

  it("signed, is where the next read starts: a replica read, no primary", async () => {
    const edge = await modelledEdge(0);
    const browser = await signedIn(edge);
    const write = await edge.fetch(`/api/progress/lesson/${LESSON}/complete`, browser, { method: "POST" });
    const signed = bookmarkCookieOf(write.response)!;
    expect(await verifiedBookmark(env, signed)).toBeDefined();
    const read = await edge.fetch("/api/progress/language/de", browser);
    expect(read.response.status).toBe(200);
    expect(read.tally.trips.primary).toBe(0);
  }, 60_000);
});
