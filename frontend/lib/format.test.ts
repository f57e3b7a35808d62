import { describe, expect, it } from "vitest";
import languages from "../../content/languages.json";
import { formatSpeakers, formatTimeSpent } from "./format";

describe("speaker counts", () => {
  it("come from the languages' data, which holds the spec's table", () => {
    // docs: German 130, French 267, Spanish 543, Hindi 602, Chinese 1117, Japanese 122 (millions).
    const speakers = Object.fromEntries(languages.map((language) => [language.code, language.speakers]));
    expect(speakers).toMatchObject({ de: 130, fr: 267, es: 543, hi: 602, zh: 1117, ja: 122 });
    for (const language of languages) expect(language.speakers, language.code).toBeGreaterThan(0);
  });

  it("read in millions", () => {
    expect(formatSpeakers(130)).toBe("130M speakers");
    expect(formatSpeakers(59)).toBe("59M speakers");
  });

  it("switch to billions with one decimal above 999 million", () => {
    expect(formatSpeakers(1117)).toBe("1.1B speakers");
    expect(formatSpeakers(999)).toBe("999M speakers");
    expect(formatSpeakers(1000)).toBe("1.0B speakers");
  });

  it("are 0 for a language without a count", () => {
    expect(formatSpeakers(null)).toBe("0M speakers");
    expect(formatSpeakers(undefined)).toBe("0M speakers");
  });
});

describe("time spent", () => {
  it("reads in minutes under an hour", () => {
    expect(formatTimeSpent(0)).toBe("0 min");
    expect(formatTimeSpent(45)).toBe("45 min");
    expect(formatTimeSpent(59)).toBe("59 min");
  });

  it("reads in hours and minutes from an hour on", () => {
    expect(formatTimeSpent(60)).toBe("1 h");
    expect(formatTimeSpent(65)).toBe("1 h 5 min");
    expect(formatTimeSpent(150)).toBe("2 h 30 min");
  });

  it("rounds odd minutes and never shows a negative time", () => {
    expect(formatTimeSpent(59.6)).toBe("1 h");
    expect(formatTimeSpent(-3)).toBe("0 min");
    expect(formatTimeSpent(Number.NaN)).toBe("0 min");
  });
});
