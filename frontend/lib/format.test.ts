import { describe, expect, it } from "vitest";
import { formatSpeakers, speakersInMillions } from "./format";

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
