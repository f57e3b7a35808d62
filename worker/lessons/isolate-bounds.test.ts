/** Issue 29: the isolate's content maps stay bounded however many made-up codes a visitor asks for. */
import { describe, expect, it } from "vitest";
import { call } from "../test/client";
import { ISOLATE_CACHE_BOUNDS, isolateContentSizes } from "./content-cache";

describe("the isolate's content maps", () => {
  it(`keep at most ${ISOLATE_CACHE_BOUNDS.lessonIndexes} language indexes after 150 made-up language codes`, { timeout: 60_000 }, async () => {
    const letters = "abcdefghijklmnopqrstuvwxyz";
    // Two letters, as a code must be to be looked up at all: "qa", "qb"… (one or two may be courses).
    const codes = Array.from({ length: 150 }, (_, index) => `${"qvwxyz"[Math.floor(index / 26)]}${letters[index % 26]}`);
    for (const code of codes) await call(`/api/languages/${code}/lessons`);
    expect(isolateContentSizes().lessonIndexes).toBeLessThanOrEqual(ISOLATE_CACHE_BOUNDS.lessonIndexes);
    // A real language is still answered after the flood.
    expect((await call("/api/languages/de/lessons")).status).toBe(200);
  });
});
