/**
 * Learning streaks (docs/product/lessons.md): from the distinct days on which the learner completed a
 * lesson (completedAt, else lastAccessedAt), in the learner's own time zone. The longest streak is
 * the longest run of consecutive days; the current one counts back from today if today has
 * activity, from yesterday if the last activity was yesterday, and is 0 otherwise.
 */

/** The day before a YYYY-MM-DD day, across month and year ends. */
export function previousDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export interface Streak {
  current: number;
  longest: number;
}

export function computeStreak(activeDays: Iterable<string>, today: string): Streak {
  const days = new Set(activeDays);
  let longest = 0;
  for (const day of days) {
    if (days.has(previousDay(day))) continue; // not the start of a run
    let length = 1;
    let next = day;
    for (;;) {
      const date = new Date(`${next}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() + 1);
      next = date.toISOString().slice(0, 10);
      if (!days.has(next)) break;
      length++;
    }
    longest = Math.max(longest, length);
  }
  const yesterday = previousDay(today);
  let cursor = days.has(today) ? today : days.has(yesterday) ? yesterday : null;
  let current = 0;
  while (cursor && days.has(cursor)) {
    current++;
    cursor = previousDay(cursor);
  }
  return { current, longest };
}
