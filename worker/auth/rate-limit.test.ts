import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addressGroup, DEVELOPMENT_SCALE, hit, hitAll, type Limit } from "./rate-limit";

const limit: Limit = { name: "test", max: 3, windowSeconds: 60 };

describe("rate limits", () => {
  it("allow max hits per window, then refuse with the seconds left in the window", async () => {
    const now = 1_800_000_000_000;
    const results = [];
    for (let index = 0; index < 4; index++) results.push(await hit(env, limit, "someone", now));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await hit(env, limit, "someone", now + 60_000)).allowed).toBe(true); // a new window
    expect((await hit(env, limit, "someone-else", now)).allowed).toBe(true);
  });

  it("refuse when any one of several limits is spent", async () => {
    const tight: Limit = { name: "tight", max: 1, windowSeconds: 60 };
    expect((await hitAll(env, [limit, tight], "a")).allowed).toBe(true);
    expect((await hitAll(env, [limit, tight], "a")).allowed).toBe(false);
  });

  it("are higher on a developer's machine, where every request comes from one address", async () => {
    const development = { ...env, ENVIRONMENT: "development" };
    // One fixed moment: a slow run must not cross into the next window halfway through.
    const now = 1_800_000_000_000;
    for (let index = 0; index < limit.max * DEVELOPMENT_SCALE; index++) expect((await hit(development, limit, "dev", now)).allowed).toBe(true);
    expect((await hit(development, limit, "dev", now)).allowed).toBe(false);
  });

  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:ffff::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8::/64"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["not an address", "not an address"],
  ])("count %s as %s", (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });
});
