/** The learner's streak from the app's side: where it is read, in the browser's time zone. */
import { streakUrl as streakUrlIn } from "../../contract/read-urls";
import { browserTimeZone } from "./time-zone";

export const streakUrl = (timeZone = browserTimeZone()) => streakUrlIn(timeZone);
