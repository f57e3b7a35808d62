import { describe, expect, it } from "vitest";
import { formatSpeakers, formatTimeSpent, speakersInMillions } from "./format";

describe("speaker counts", () => {
  it("uses the spec's table for the languages it names", () => {
    expect(formatSpeakers(speakersInMillions("de", null))).toBe("130M speakers");
    expect(formatSpeakers(speakersInMillions("es", 1))).toBe("543M speakers");
    expect(formatSpeakers(speakersInMillions("ja", null))).toBe("122M speakers");
  });

  it("switches to billions with one decimal above 999 million", () => {
    expect(formatSpeakers(speakersInMillions("zh", null))).toBe("1.1B speakers");
    expect(formatSpeakers(999)).toBe("999M speakers");
    expect(formatSpeakers(1000)).toBe("1.0B speakers");
  });

  it("uses the language's own speakers field otherwise, else 0", () => {
    expect(formatSpeakers(speakersInMillions("kn", 59))).toBe("59M speakers");
    expect(formatSpeakers(speakersInMillions("xx", null))).toBe("0M speakers");
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
