/**
 * The learner's time zone as the browser knows it: the server counts streak, review and goal days in
 * it. It is kept in a cookie (TIME_ZONE_COOKIE) for two reasons: the Worker draws home's "Today" in
 * the zone the app will ask with, so the drawn answers are the app's own reads (decision 052); and
 * asking Intl for the zone costs a phone a long task on the first page (Intl's first use loads its
 * data), which the cookie spares the start of every later one. The zone is checked again once the
 * page is idle (`checkTimeZone`), so a learner who travelled counts days where they are from then on.
 */
import { TIME_ZONE_COOKIE } from "../../contract/constants";

/** A year: the zone is checked on every visit anyway. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

let zone: string | undefined;
/** On the server (a page drawn for a learner), the zone the page is drawn in. */
let drawingIn: string | undefined;

function measuredTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

function cookieTimeZone(): string | undefined {
  const pair = document.cookie.split(";").find((part) => part.trim().startsWith(`${TIME_ZONE_COOKIE}=`));
  const value = pair?.slice(pair.indexOf("=") + 1).trim();
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function keepTimeZone(timeZone: string): void {
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

export function browserTimeZone(): string {
  if (typeof document === "undefined") return drawingIn ?? "UTC";
  if (zone === undefined) {
    zone = cookieTimeZone();
    if (zone === undefined) {
      zone = measuredTimeZone();
      keepTimeZone(zone);
    }
  }
  return zone;
}

/**
 * Asks Intl where the browser is now and keeps it when it moved: reads made from then on use it, and
 * the next page is drawn in it. Run when the page is idle (start-app.tsx).
 */
export function checkTimeZone(): void {
  const measured = measuredTimeZone();
  if (measured === cookieTimeZone()) return;
  zone = measured;
  keepTimeZone(measured);
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
