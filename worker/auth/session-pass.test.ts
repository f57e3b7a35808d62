/**
 * The revocation bound of the session pass (decision 025): a replica route trusts a session without
 * a primary round trip for SESSION_PASS_TTL_MS after the primary last found it live. A session ended
 * elsewhere (logout on another device, a password change) is refused from the moment its pass runs
 * out, even by a replica that never hears of the end; the browser that signs out is out at once,
 * the one that changes its password stays in.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_PASS_TTL_MS } from "../../contract/constants";
import { DEMO } from "../test/client";
import { Browser, modelledEdge, type ModelledEdge } from "../test/modelled-edge";

const START = new Date("2026-06-01T10:00:00Z").getTime();

/** Where the learner signs in: a replica that keeps up. */
let home: ModelledEdge;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
  home = await modelledEdge(0);
});
afterEach(() => {
  vi.useRealTimers();
});

async function signIn(): Promise<Browser> {
  const browser = new Browser();
  const { response } = await home.fetch("/api/login", browser, { json: { username: DEMO.learner.username, password: DEMO.learner.password } });
  expect(response.status).toBe(200);
  return browser;
}

/** Another colo whose replica has everything written so far and never hears of anything later. */
const farAway = () => modelledEdge(Number.POSITIVE_INFINITY, "MODEL_REPLICA_FAR");

const readUser = (edge: ModelledEdge, browser: Browser) => edge.fetch("/api/user", browser);

describe("the session pass", () => {
  it("lets a signed-in read skip the primary", async () => {
    const browser = await signIn();
    const { response, tally } = await home.fetch("/api/progress/language/de", browser);
    expect(response.status).toBe(200);
    expect(tally.trips.primary).toBe(0);
    expect(tally.modelledMs).toBeLessThanOrEqual(60);
  });

  it("refuses a session logged out elsewhere from the moment its pass runs out, though the replica still has it", async () => {
    const laptop = await signIn();
    const thief = laptop.copy();
    const far = await farAway();
    const logout = await home.fetch("/api/logout", laptop, { method: "POST" });
    expect(logout.response.status).toBe(200);
    expect(laptop.has("session-pass")).toBe(false);
    expect(laptop.has("session")).toBe(false);

    vi.setSystemTime(START + SESSION_PASS_TTL_MS - 1);
    // Within the bound the copied pass is still trusted by the stale replica: that is the bound.
    expect((await readUser(far, thief)).response.status).toBe(200);
    vi.setSystemTime(START + SESSION_PASS_TTL_MS);
    const refused = await readUser(far, thief);
    expect(refused.response.status).toBe(401);
    expect(refused.tally.trips.primary).toBeGreaterThan(0);
    // And for good: no new pass was issued.
    vi.setSystemTime(START + 5 * SESSION_PASS_TTL_MS);
    expect((await readUser(far, thief)).response.status).toBe(401);
  });

  it("ends every other device's session within the bound after a password change; this browser stays in", async () => {
    const phone = await signIn();
    const laptop = await signIn();
    const far = await farAway();
    const changed = await home.fetch("/api/change-password", laptop, {
      json: { currentPassword: DEMO.learner.password, newPassword: "a new and long pass 2026" },
    });
    expect(changed.response.status).toBe(200);
    vi.setSystemTime(START + SESSION_PASS_TTL_MS);
    expect((await readUser(far, phone)).response.status).toBe(401);
    expect((await readUser(home, laptop)).response.status).toBe(200);
  });

  it("is worthless beside another session's cookie, and when altered", async () => {
    const mine = await signIn();
    const other = await signIn();
    const passOf = (browser: Browser) => /session-pass=([^;]+)/.exec(browser.cookieHeader())![1]!;
    const swapped = mine.copy();
    swapped.keep(new Response(null, { headers: { "Set-Cookie": `session-pass=${passOf(other)}` } }));
    const tampered = mine.copy();
    const stretched = passOf(mine).replace(/\.(\d+)\.([^.]+)$/, (_, until: string, signature: string) => `.${Number(until) + 3_600_000}.${signature}`);
    tampered.keep(new Response(null, { headers: { "Set-Cookie": `session-pass=${stretched}` } }));
    for (const browser of [swapped, tampered]) {
      const { response, tally } = await readUser(home, browser);
      // Not trusted: the primary was asked (and, the session being live, a proper pass issued).
      expect(response.status).toBe(200);
      expect(tally.trips.primary).toBeGreaterThan(0);
    }
    // An altered pass keeps no session alive past its real end, even where the logout is unknown.
    const far = await farAway();
    const stale = mine.copy();
    stale.keep(new Response(null, { headers: { "Set-Cookie": `session-pass=${stretched}` } }));
    await home.fetch("/api/logout", mine, { method: "POST" });
    expect((await readUser(far, stale)).response.status).toBe(401);
  });
});
