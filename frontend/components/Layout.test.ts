import { describe, expect, it } from "vitest";
import { footerVisible } from "./Layout";

describe("footer visibility", () => {
  it("shows to signed-out visitors outside lessons only", () => {
    expect(footerVisible("/", false)).toBe(true);
    expect(footerVisible("/about", false)).toBe(true);
    expect(footerVisible("/de/lesson/01", false)).toBe(false);
    expect(footerVisible("/lesson/de-lesson01", false)).toBe(false);
    expect(footerVisible("/", true)).toBe(false);
  });
});
