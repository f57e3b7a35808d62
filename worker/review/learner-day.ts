/**
 * The learner's calendar days as instants: "due today" and the daily cap follow the learner's own
 * midnight, in the IANA time zone the app sends (as the streak does).
 */
import { dayIn } from "../../contract/calendar-day";
import { LruMap } from "../isolate/lru-map";

/**
 * One format per zone, for the isolate's life. Zones are named by the app, and any spelling of a
 * zone's name in any case is a zone ("europe/BERLIN"), so the map is bounded (issue 29).
 */
export const KEPT_TIME_ZONE_FORMATS = 64;
const formats = new LruMap<string, Intl.DateTimeFormat>(KEPT_TIME_ZONE_FORMATS);

/** How many formats this isolate keeps, for the test of the bound. */
export function keptTimeZoneFormats(): number {
  return formats.size;
}

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** How far the zone's clocks are ahead of UTC at that instant, in ms. */
function offsetAt(timeZone: string, instant: number): number {
  const parts = Object.fromEntries(wallClock(timeZone).formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a YYYY-MM-DD day starts in the zone (the offset is looked up twice, for days that change clocks). */
export function dayStart(timeZone: string, day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  let instant = midnightUtc - offsetAt(timeZone, midnightUtc);
  instant = midnightUtc - offsetAt(timeZone, instant);
  return new Date(instant);
}

export function nextDay(day: string, days = 1): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface LearnerDay {
  timeZone: string;
  today: string;
  start: Date;
  /** The start of tomorrow: what is due before it is due today. */
  end: Date;
}

export function learnerDay(timeZone: string, now: Date): LearnerDay {
  const today = dayIn(timeZone, now);
  return { timeZone, today, start: dayStart(timeZone, today), end: dayStart(timeZone, nextDay(today)) };
}
