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
