import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { minifyPageInit } from "./page-init-plugin";

describe("page-init.js as the build sends it", () => {
  const source = readFileSync("public/page-init.js", "utf8");
  const minified = minifyPageInit(source);

  it("keeps what the page needs (the theme, the session hint's read, the app's modules after the first contentful paint) in half the bytes or less", () => {
    for (const kept of ["theme", "has-session=1", "/api/user", 'meta[name="app-modules"]', "first-contentful-paint", "modulepreload"]) expect(minified).toContain(kept);
    expect(minified).not.toContain("decision 023");
    expect(gzipSync(minified).length).toBeLessThanOrEqual(gzipSync(source).length / 2 + 50);
  });

  it("still sets the saved theme when run", () => {
    const classes = new Set<string>();
    const documentStub = {
      documentElement: { classList: { toggle: (name: string, on: boolean) => void (on ? classes.add(name) : classes.delete(name)) } },
      querySelector: () => null,
      cookie: "",
      addEventListener: () => undefined,
      head: { appendChild: () => undefined },
    };
    new Function("localStorage", "document", "window", minified)({ getItem: () => "light" }, documentStub, { addEventListener: () => undefined });
    expect([...classes]).toEqual(["light"]);
  });
});
