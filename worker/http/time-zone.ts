/** Days begin at the learner's midnight: the app sends its IANA time zone (`?timeZone=`) to the streak, review and goal reads. */
import type { Context } from "hono";
import { isTimeZone, TIME_ZONE_MESSAGE } from "../../contract/calendar-day";
import { ApiError } from "./errors";

/** The zone the request asks with (UTC when it names none), or a thrown 400 naming the field. */
export function askedTimeZone(c: Context): string {
  const timeZone = c.req.query("timeZone") ?? "UTC";
  if (!isTimeZone(timeZone)) throw new ApiError(400, TIME_ZONE_MESSAGE, { field: "timeZone" });
  return timeZone;
}
