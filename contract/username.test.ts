import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { Username } from "./schemas";
import { NOT_USERNAME_CHARACTERS, usesOneScript } from "./username";

describe("usernames", () => {
  it.each([
    ["learner", true],
    ["ana.maria_2", true],
    ["Иван", true],
    ["田中たろう", true],
    ["tanaka田中", true], // Japanese is written with Latin letters too
    ["김민준kim", true],
    ["हिंदी", true],
    ["аdmin", false], // Cyrillic а
    ["Ηello", false], // Greek Η
    ["ಕನ್ನಡhindiहि", false],
    ["Иванὀ", false],
  ])("%s is written in one script: %s", (name, expected) => {
    expect(usesOneScript(name)).toBe(expected);
  });

  it("are compared in their NFKC form", () => {
    expect(v.parse(v.object({ username: Username }), { username: " ａｄｍｉｎ " })).toEqual({ username: "admin" });
  });

  it("keep a script's vowel signs but not a free-floating accent", () => {
    expect(v.is(Username, "हिंदी")).toBe(true);
    expect(v.is(Username, "admin\u0336")).toBe(false); // a combining stroke that composes with nothing
    expect(v.is(Username, "\u093fab")).toBe(false); // a vowel sign cannot start a name
    expect("Ana María!\u0301".replace(NOT_USERNAME_CHARACTERS, "")).toBe("AnaMaría");
  });
});
