import { describe, expect, it, vi } from "vitest";
import { saveLessonsForOffline } from "./offline-lessons";

describe("saving lessons for offline use", () => {
  it("asks for each lesson in turn and counts the ones saved", async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) => new Response("{}", { status: String(url).endsWith("03") ? 402 : 200 }));
    const seen: string[] = [];
    const result = await saveLessonsForOffline(["de-lesson01", "de-lesson02", "de-lesson03"], (p) => seen.push(`${p.done}/${p.total}`), fetcher as typeof fetch);
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual(["/api/lessons/de-lesson01", "/api/lessons/de-lesson02", "/api/lessons/de-lesson03"]);
    expect(result).toEqual({ done: 3, total: 3, saved: 2 });
    expect(seen).toEqual(["0/3", "1/3", "2/3", "3/3"]);
  });

  it("carries on past a network failure", async () => {
    const fetcher = vi.fn().mockRejectedValueOnce(new TypeError("offline")).mockResolvedValue(new Response("{}"));
    expect(await saveLessonsForOffline(["a", "b"], () => {}, fetcher)).toEqual({ done: 2, total: 2, saved: 1 });
  });
});
