/**
 * The learner's time zone as the browser knows it: the server counts streak, review and goal days in
 * it. It is kept in a cookie (TIME_ZONE_COOKIE) for two reasons: the Worker draws home's "Today" in
 * the zone the app will ask with, so the drawn answers are the app's own reads (decision 052); and
 * asking Intl for the zone costs a phone a long task on the first page (Intl's first use loads its
 * data), which the cookie spares every later one. The zone is checked again once the page is idle
 * (`checkTimeZone`), so a learner who travelled counts days where they are from then on; Intl is
 * asked only when the clock's offset from UTC moved, since days begin at the same instant otherwise.
 */
import { readTimeZoneCookie, TIME_ZONE_COOKIE, timeZoneCookieValue } from "../../contract/calendar-day";

/** A year: the zone is checked on every visit anyway. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

let zone: string | undefined;
/** On the server (a page drawn for a learner), the zone the page is drawn in. */
let drawingIn: string | undefined;

function kept(): ReturnType<typeof readTimeZoneCookie> | undefined {
  const pair = document.cookie.split(";").find((part) => part.trim().startsWith(`${TIME_ZONE_COOKIE}=`));
  const value = pair?.slice(pair.indexOf("=") + 1).trim();
  if (!value) return undefined;
  try {
    return readTimeZoneCookie(decodeURIComponent(value));
  } catch {
    return undefined;
  }
}

/** Asks Intl (slow the first time on a page) and keeps the answer with the clock's offset. */
function measureAndKeep(): string {
  let measured = "UTC";
  try {
    measured = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    // An engine without time zone data: days are UTC's.
  }
  const value = encodeURIComponent(timeZoneCookieValue(measured, new Date().getTimezoneOffset()));
  document.cookie = `${TIME_ZONE_COOKIE}=${value}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
  return measured;
}

export function browserTimeZone(): string {
  if (typeof document === "undefined") return drawingIn ?? "UTC";
  zone ??= kept()?.timeZone || measureAndKeep();
  return zone;
}

/**
 * Where the browser is now, kept when it moved: reads made from then on use it, and the next page is
 * drawn in it. Run when the page is idle (start-app.tsx); Intl is asked only if the clock moved.
 */
export function checkTimeZone(): void {
  const cookie = kept();
  if (cookie?.timeZone && cookie.offsetMinutes === new Date().getTimezoneOffset()) return;
  zone = measureAndKeep();
}

/**
 * Draws `render` (synchronous: React's renderToString) as if the browser were in `timeZone`: the
 * server has no browser zone, only the one the page is drawn in (frontend/prerender.tsx).
 */
export function drawnInTimeZone<T>(timeZone: string | undefined, render: () => T): T {
  const before = drawingIn;
  drawingIn = timeZone;
  try {
    return render();
  } finally {
    drawingIn = before;
  }
}
