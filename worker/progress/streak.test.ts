import { describe, expect, it } from "vitest";
import { dayIn } from "../../contract/calendar-day";
import { computeStreak, previousDay } from "./streak";

describe("streaks", () => {
  it("count back from today when today has activity", () => {
    expect(computeStreak(["2026-11-20", "2026-11-21", "2026-11-22"], "2026-11-22")).toEqual({ current: 3, longest: 3 });
  });

  it("count back from yesterday when the last activity was yesterday", () => {
    expect(computeStreak(["2026-11-20", "2026-11-21"], "2026-11-22")).toEqual({ current: 2, longest: 2 });
  });

  it("are 0 after a missed day, while the longest run is kept", () => {
    expect(computeStreak(["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-20"], "2026-11-22")).toEqual({ current: 0, longest: 3 });
  });

  it("break on a gap", () => {
    expect(computeStreak(["2026-11-19", "2026-11-21", "2026-11-22"], "2026-11-22")).toEqual({ current: 2, longest: 2 });
  });

  it("run across month and year ends", () => {
    expect(computeStreak(["2025-12-31", "2026-01-01", "2026-01-02"], "2026-01-02")).toEqual({ current: 3, longest: 3 });
    expect(computeStreak(["2026-02-28", "2026-03-01"], "2026-03-01")).toEqual({ current: 2, longest: 2 });
    expect(previousDay("2024-03-01")).toBe("2024-02-29");
  });

  it("are 0 for a learner with no activity", () => {
    expect(computeStreak([], "2026-11-22")).toEqual({ current: 0, longest: 0 });
  });

  it("use the learner's own calendar day: 23:30 in New York is already tomorrow in UTC and Tokyo", () => {
    const instant = new Date("2026-11-23T04:30:00Z");
    expect(dayIn("America/New_York", instant)).toBe("2026-11-22");
    expect(dayIn("UTC", instant)).toBe("2026-11-23");
    expect(dayIn("Asia/Tokyo", instant)).toBe("2026-11-23");
  });
});
