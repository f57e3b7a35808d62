import { describe, expect, it } from "vitest";
import { isBookmark, newestBookmark } from "./bookmark";

/** D1's shape: 8-8-8-32 lowercase hex; the commit position grows in the leading groups. */
const at = (version: number) => `00000000-${version.toString(16).padStart(8, "0")}-00000000-${"0".repeat(32)}`;

describe("D1 bookmarks", () => {
  it("takes the later commit as the newest, whatever the order given, across a change of digit count", () => {
    expect(newestBookmark(at(9), at(0x10))).toBe(at(0x10));
    expect(newestBookmark(at(0x10), at(9))).toBe(at(0x10));
    expect(newestBookmark(undefined, at(0xfff), null, at(0x1000))).toBe(at(0x1000));
  });

  it("never takes anything else for a bookmark, even what would sort after every real one", () => {
    const real = at(0xabc);
    for (const bogus of ["zzzz", real.toUpperCase(), `${real}0`, real.slice(1), `f${real}`, `${real}\n`, 42, null, {}]) {
      expect(isBookmark(bogus)).toBe(false);
      expect(newestBookmark(real, bogus)).toBe(real);
      expect(newestBookmark(bogus)).toBeUndefined();
    }
  });
});
