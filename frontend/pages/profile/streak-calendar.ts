/**
 * The streak card's pure parts: the month grid of the activity calendar (7 columns, weeks start
 * on Sunday, docs/product/lessons.md) and the reward milestones (docs/product/lessons.md). Days are the server's YYYY-MM-DD
 * strings in the learner's time zone, so no time zone maths happens here.
 */
import type { StreakDay } from "../../../contract/wire";

export interface Month {
  year: number;
  /** 0 = January. */
  month: number;
}

export interface CalendarDay {
  /** YYYY-MM-DD. */
  date: string;
  day: number;
  isToday: boolean;
  lessons: StreakDay["lessons"];
  /** Answers on the review screen that day. */
  reviews?: number;
}

/** A week of the grid: 7 cells, Sunday first; null where the day belongs to another month. */
export type CalendarWeek = (CalendarDay | null)[];

export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

const pad = (value: number) => String(value).padStart(2, "0");

export function dayKey(year: number, month: number, day: number): string {
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

/** The month a YYYY-MM-DD day falls in (the current month if the text cannot be read). */
export function monthOf(date: string): Month {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date);
  if (!match) {
    const now = new Date();
    return { year: now.getFullYear(), month: now.getMonth() };
  }
  return { year: Number(match[1]), month: Number(match[2]) - 1 };
}

export function shiftMonth({ year, month }: Month, by: number): Month {
  const index = year * 12 + month + by;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

export function compareMonths(a: Month, b: Month): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function monthGrid({ year, month }: Month, days: readonly StreakDay[], today: string): CalendarWeek[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: (CalendarDay | null)[] = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= length; day++) {
    const date = dayKey(year, month, day);
    const active = byDate.get(date);
    cells.push({ date, day, isToday: date === today, lessons: active?.lessons ?? [], reviews: active?.reviews ?? 0 });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: CalendarWeek[] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** A lesson completed or a review card answered makes the day count for the streak. */
export function isActiveDay(day: Pick<CalendarDay, "lessons" | "reviews">): boolean {
  return day.lessons.length > 0 || (day.reviews ?? 0) > 0;
}

/** The tooltip lines of a day: "German: Greetings", "3 review cards", or "No lessons completed". */
export function dayLines(day: Pick<CalendarDay, "lessons" | "reviews">): string[] {
  const reviews = day.reviews ?? 0;
  const lines = [
    ...day.lessons.map((lesson) => `${lesson.language}: ${lesson.title}`),
    ...(reviews > 0 ? [reviews === 1 ? "1 review card" : `${reviews} review cards`] : []),
  ];
  return lines.length ? lines : ["No lessons completed"];
}

export interface Milestone {
  title: string;
  days: number;
  reached: boolean;
  status: string;
}

/**
 * docs/product/lessons.md: '3-Day Streak' is Earned from 3 days ('In progress' before), '7-Day Streak' is
 * Unlocked from 7 ('Locked' before). Measured on the longest streak since the last reset, so a
 * reward once earned stays earned after a missed day.
 */
export function streakMilestones(streak: number): Milestone[] {
  return [
    { title: "3-Day Streak", days: 3, reached: streak >= 3, status: streak >= 3 ? "Earned" : "In progress" },
    { title: "7-Day Streak", days: 7, reached: streak >= 7, status: streak >= 7 ? "Unlocked" : "Locked" },
  ];
}
