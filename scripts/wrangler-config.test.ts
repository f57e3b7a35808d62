import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILT_PAGES } from "../contract/prerendered-pages";

/** wrangler.toml's assets.run_worker_first: the paths the Worker answers before the static assets. */
function workerFirst(): string[] {
  const line = /^run_worker_first = (\[.*\])$/m.exec(readFileSync("wrangler.toml", "utf8"))?.[1];
  if (!line) throw new Error("wrangler.toml has no run_worker_first line");
  return JSON.parse(line) as string[];
}

const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(path);

describe("the Worker runs first", () => {
  it("for every drawn page, or the assets would answer it with the empty shell", () => {
    const patterns = workerFirst();
    for (const { path } of BUILT_PAGES) expect(patterns.some((pattern) => matches(pattern, path)), path).toBe(true);
  });
});
