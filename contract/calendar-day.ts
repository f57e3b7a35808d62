/** Calendar days in a learner's own time zone: the streak, the review queue and the daily goal count them. */

/** The calendar day (YYYY-MM-DD) of an instant in an IANA time zone. */
export function dayIn(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/** A zone whose calendar day can be told: Intl refuses the names it does not know. */
export function isTimeZone(value: string): boolean {
  try {
    dayIn(value, new Date());
    return true;
  } catch {
    return false;
  }
}

/** What a request that names no such zone is told (the query's `timeZone`, the goal's body). */
export const TIME_ZONE_MESSAGE = "timeZone must be an IANA time zone such as Europe/Berlin";

/**
 * The browser's IANA time zone and the clock's offset it was measured at, written by the app
 * (frontend/lib/time-zone.ts) so that a page the Worker draws for a learner (home, decision 052)
 * counts today's streak, goal and reviews in the same zone the app would ask with: the drawn answers
 * are then the app's own reads. Its value is `timeZoneCookieValue`'s.
 */
export const TIME_ZONE_COOKIE = "time-zone";

/** "Europe/Berlin,-60": the zone, and Date's getTimezoneOffset() when it was measured. */
export function timeZoneCookieValue(timeZone: string, offsetMinutes: number): string {
  return `${timeZone},${offsetMinutes}`;
}

export function readTimeZoneCookie(value: string): { timeZone: string; offsetMinutes: number | null } {
  const comma = value.lastIndexOf(",");
  if (comma < 0) return { timeZone: value, offsetMinutes: null };
  const offset = Number(value.slice(comma + 1));
  return { timeZone: value.slice(0, comma), offsetMinutes: Number.isInteger(offset) ? offset : null };
}
