import { describe, expect, it } from "vitest";
import type { Language, LanguageProgress } from "../../../contract/wire";
import { courseOf, encouragement, formatLastActivity, overallOf } from "./profile-stats";

const GERMAN: Language = { id: 1, code: "de", name: "German", flagCode: "de", speakers: null };
/** German as the Worker sums it up (how: contract/course-progress.test.ts). */
const summary = (patch: Partial<LanguageProgress> = {}): LanguageProgress => ({
  code: "de",
  completed: 1,
  total: 4,
  percent: 25,
  timeSpent: 65,
  lastActivity: null,
  lessons: [],
  next: null,
  current: null,
  practised: 0,
  ...patch,
});

describe("the encouragement line", () => {
  it.each([
    [0, "Starting your journey!"],
    [9, "Starting your journey!"],
    [10, "Building foundations!"],
    [24, "Building foundations!"],
    [25, "Making good progress!"],
    [49, "Making good progress!"],
    [50, "Becoming multilingual!"],
    [74, "Becoming multilingual!"],
    [75, "Nearly fluent!"],
    [89, "Nearly fluent!"],
    [90, "Multilingual Master!"],
    [100, "Multilingual Master!"],
  ])("at %i%% reads %s", (percent, text) => {
    expect(encouragement(percent)).toBe(text);
  });
});

describe("a language on the profile", () => {
  it("takes the summary's figures beside the catalogue's language, its last activity as a date", () => {
    const course = courseOf(GERMAN, summary({ lastActivity: "2026-03-04T08:00:00.000Z" }));
    expect(course).toMatchObject({ language: GERMAN, completed: 1, total: 4, percent: 25, timeSpent: 65 });
    expect(course.lastActivity?.toISOString()).toBe("2026-03-04T08:00:00.000Z");
    expect(courseOf(GERMAN, summary()).lastActivity).toBeNull();
  });

  it("says when that was, or 'Never'", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(formatLastActivity(new Date("2026-03-07T12:00:00Z"), now)).toBe("3 days ago");
    expect(formatLastActivity(null, now)).toBe("Never");
  });

  it("averages the languages into the overall figure", () => {
    const half = courseOf(GERMAN, summary({ completed: 2, percent: 50 }));
    const quarter = courseOf(GERMAN, summary());
    expect(overallOf([half, quarter])).toBe(38);
  });
});
