import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { onlyTheScript } from "./font-loading-plugin";

const faces = (css: string) => [...css.matchAll(/\/\* ([\w[\]-]+) \*\//g)].map((match) => match[1]);

describe("a lesson script's font", () => {
  it.each([
    ["noto-sans-kannada", "kannada"],
    ["noto-sans-devanagari", "devanagari"],
  ])("%s keeps its own script and drops the Latin faces that would serve digits and punctuation", (family, script) => {
    const kept = onlyTheScript(readFileSync(`node_modules/@fontsource/${family}/700.css`, "utf8"));
    expect(faces(kept)).toEqual([`${family}-${script}-700-normal`]);
    expect(kept).not.toMatch(/U\+0000-00FF/);
  });

  it("keeps every CJK subset of Noto Sans SC and none of its Latin, Cyrillic or Vietnamese ones", () => {
    const css = readFileSync("node_modules/@fontsource/noto-sans-sc/400.css", "utf8");
    const kept = faces(onlyTheScript(css));
    expect(kept.length).toBeGreaterThan(90);
    expect(kept.every((face) => /^noto-sans-sc-\[\d+\]-400-normal$/.test(face!))).toBe(true);
    expect(kept.length).toBe(faces(css).filter((face) => face!.includes("[")).length);
  });
});
