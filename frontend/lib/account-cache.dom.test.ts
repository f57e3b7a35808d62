/** Issue 29, item 4: the offline copies of premium lessons do not outlive the learner's access to them. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { API_CACHE } from "../../contract/constants";
import type { User } from "../../contract/wire";
import { forgetCachedApiRead, keepCachedApiReadsFor } from "./account-cache";
import { installFakeCacheStorage } from "./fake-cache-storage";

const premium: User = { id: 7, username: "ana", email: "ana@example.com", emailVerified: true, isAdmin: false, subscriptionTier: "premium", subscriptionExpiry: null };
const LOCKED_LESSON = new URL("/api/lessons/de-lesson03", window.location.href).href;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the offline cache and the learner's access", () => {
  it("is emptied when the same learner's access goes down (a downgrade or an expired subscription)", async () => {
    const cache = installFakeCacheStorage();
    expect(await keepCachedApiReadsFor(premium)).toBe(true);
    cache.keep(API_CACHE.name, LOCKED_LESSON);
    expect(await keepCachedApiReadsFor(premium)).toBe(false);
    expect(cache.urls(API_CACHE.name)).toEqual([LOCKED_LESSON]);

    expect(await keepCachedApiReadsFor({ ...premium, subscriptionTier: "free" })).toBe(true);
    expect(cache.urls(API_CACHE.name)).toEqual([]);

    cache.keep(API_CACHE.name, LOCKED_LESSON);
    await keepCachedApiReadsFor(premium);
    expect(await keepCachedApiReadsFor({ ...premium, subscriptionExpiry: "2020-01-01T00:00:00.000Z" })).toBe(true);
    expect(cache.urls(API_CACHE.name)).toEqual([]);
  });

  it("is kept when the access stays or goes up", async () => {
    const cache = installFakeCacheStorage();
    const free = { ...premium, subscriptionTier: "free" as const };
    await keepCachedApiReadsFor(free);
    cache.keep(API_CACHE.name, LOCKED_LESSON);
    expect(await keepCachedApiReadsFor(premium)).toBe(false);
    expect(cache.urls(API_CACHE.name)).toEqual([LOCKED_LESSON]);
  });

  it("drops one read on request, as after a 402 for it", async () => {
    const cache = installFakeCacheStorage();
    cache.keep(API_CACHE.name, LOCKED_LESSON);
    await forgetCachedApiRead("/api/lessons/de-lesson03");
    expect(cache.urls(API_CACHE.name)).toEqual([]);
  });
});

describe("a read answered 402", () => {
  it("takes that read out of the offline cache, and only that one", async () => {
    const cache = installFakeCacheStorage();
    const freeLesson = new URL("/api/lessons/de-lesson01", window.location.href).href;
    cache.keep(API_CACHE.name, LOCKED_LESSON);
    cache.keep(API_CACHE.name, freeLesson);
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ message: "Upgrade to Premium" }, { status: 402 })));
    const { load } = await import("./api");
    await expect(load("/api/lessons/de-lesson03")).rejects.toMatchObject({ status: 402 });
    expect(cache.urls(API_CACHE.name)).toEqual([freeLesson]);
  });
});
