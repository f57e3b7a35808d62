import { describe, expect, it } from "vitest";
import { dayLines, isActiveDay, monthGrid, monthOf, shiftMonth, streakMilestones } from "./streak-calendar";

const dates = (weeks: ReturnType<typeof monthGrid>) => weeks.map((week) => week.map((day) => day?.day ?? null));

describe("the month grid", () => {
  it("starts weeks on Sunday and leaves the days of other months blank", () => {
    // March 2026 begins on a Sunday and ends on a Tuesday.
    const march = dates(monthGrid({ year: 2026, month: 2 }, [], "2026-03-10"));
    expect(march).toHaveLength(5);
    expect(march[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(march[4]).toEqual([29, 30, 31, null, null, null, null]);

    // April 2026 begins on a Wednesday and ends on a Thursday.
    const april = dates(monthGrid({ year: 2026, month: 3 }, [], "2026-03-10"));
    expect(april[0]).toEqual([null, null, null, 1, 2, 3, 4]);
    expect(april.at(-1)).toEqual([26, 27, 28, 29, 30, null, null]);
    expect(april.every((week) => week.length === 7)).toBe(true);
  });

  it("knows leap years", () => {
    expect(dates(monthGrid({ year: 2028, month: 1 }, [], "2028-02-01")).flat().filter(Boolean)).toHaveLength(29);
    expect(dates(monthGrid({ year: 2026, month: 1 }, [], "2026-02-01")).flat().filter(Boolean)).toHaveLength(28);
  });

  it("marks today and carries each active day's lessons", () => {
    const lessons = [{ language: "German", title: "Greetings" }];
    const cells = monthGrid({ year: 2026, month: 2 }, [{ date: "2026-03-05", lessons }, { date: "2026-04-01", lessons }], "2026-03-10").flat();
    expect(cells.filter((day) => day?.isToday).map((day) => day!.date)).toEqual(["2026-03-10"]);
    expect(cells.filter((day) => day?.lessons.length).map((day) => day!.date)).toEqual(["2026-03-05"]);
  });

  it("has no today outside today's month", () => {
    expect(monthGrid({ year: 2026, month: 1 }, [], "2026-03-10").flat().some((day) => day?.isToday)).toBe(false);
  });

  it("moves across year ends", () => {
    expect(shiftMonth({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    expect(shiftMonth({ year: 2025, month: 11 }, 1)).toEqual({ year: 2026, month: 0 });
    expect(monthOf("2026-03-10")).toEqual({ year: 2026, month: 2 });
  });

  it("lists a day's lessons as 'Language: title', or says there were none", () => {
    expect(dayLines({ lessons: [{ language: "German", title: "Greetings" }, { language: "Spanish", title: "Numbers" }] })).toEqual([
      "German: Greetings",
      "Spanish: Numbers",
    ]);
    expect(dayLines({ lessons: [] })).toEqual(["No lessons completed"]);
  });

  it("counts a day with only review answers as active, and says how many", () => {
    const [march] = [monthGrid({ year: 2026, month: 2 }, [{ date: "2026-03-05", lessons: [], reviews: 3 }], "2026-03-10").flat()];
    const fifth = march.find((day) => day?.date === "2026-03-05")!;
    expect(isActiveDay(fifth)).toBe(true);
    expect(isActiveDay(march.find((day) => day?.date === "2026-03-06")!)).toBe(false);
    expect(dayLines(fifth)).toEqual(["3 review cards"]);
    expect(dayLines({ lessons: [{ language: "German", title: "Greetings" }], reviews: 1 })).toEqual(["German: Greetings", "1 review card"]);
  });
});

describe("the streak milestones", () => {
  const statuses = (days: number) => streakMilestones(days).map((milestone) => `${milestone.title}: ${milestone.status}`);

  it("are in progress and locked before 3 days", () => {
    expect(statuses(0)).toEqual(["3-Day Streak: In progress", "7-Day Streak: Locked"]);
    expect(statuses(2)).toEqual(["3-Day Streak: In progress", "7-Day Streak: Locked"]);
  });

  it("earn the first at 3 days and unlock the second at 7", () => {
    expect(statuses(3)).toEqual(["3-Day Streak: Earned", "7-Day Streak: Locked"]);
    expect(statuses(6)).toEqual(["3-Day Streak: Earned", "7-Day Streak: Locked"]);
    expect(statuses(7)).toEqual(["3-Day Streak: Earned", "7-Day Streak: Unlocked"]);
  });
});
