import { describe, expect, it } from "vitest";
import { foldLatinAccents, slugOf } from "./fold";

describe("foldLatinAccents", () => {
  it.each([
    ["Ana María", "Ana Maria"],
    ["Ça fait deux ans", "Ca fait deux ans"],
    ["Nguyễn", "Nguyen"],
    ["Ångström", "Angstrom"],
    // An accent written as its own mark after the letter folds the same.
    ["cafe\u0301", "cafe"],
  ])("folds %s to %s", (text, folded) => {
    expect(foldLatinAccents(text)).toBe(folded);
  });

  it.each(["Straße", "हिन्दी", "がっこう", "Йогурт", "ಕನ್ನಡ"])("leaves %s, whose marks are not on Latin letters, as it is", (text) => {
    expect(foldLatinAccents(text)).toBe(text.normalize("NFC"));
  });
});

describe("slugOf", () => {
  it.each([
    ["At the Station", "at-the-station"],
    ["Über Uns", "uber-uns"],
    ["Ça va ? Très bien !", "ca-va-tres-bien"],
    ["Ｆｕｌｌ ｗｉｄｔｈ", "full-width"],
    ["日本語", "lesson"],
  ])("makes %s into %s", (title, slug) => {
    expect(slugOf(title)).toBe(slug);
  });
});
