/**
 * The learner's active time on a lesson: the page is visible and the learner has done something
 * (scrolled, typed, tapped) within the idle limit. Time is kept in milliseconds and handed out in
 * whole minutes, so what is reported is an integer and never more than the clock moved.
 */
import { ACTIVE_TIME } from "../../../contract/constants";

const MINUTE_MS = 60_000;

export interface ActiveTimeMeter {
  /** The page was shown or hidden; coming back to it counts as an action. */
  setVisible(visible: boolean, now: number): void;
  /** The learner did something on the page. */
  noteActivity(now: number): void;
  /** The whole minutes not handed out yet, at most `max` of them; the rest stays for later. */
  takeMinutes(now: number, max?: number): number;
}

export function activeTimeMeter(start: number, visible: boolean, idleAfterMs: number = ACTIVE_TIME.idleAfterMs): ActiveTimeMeter {
  let shown = visible;
  let lastActivity = start;
  let checkedAt = start;
  let activeMs = 0;
  let handedOut = 0;

  // Adds the part of [checkedAt, now] in which the page was visible and the learner not idle.
  const catchUp = (now: number) => {
    if (shown) activeMs += Math.max(0, Math.min(now, lastActivity + idleAfterMs) - checkedAt);
    checkedAt = Math.max(checkedAt, now);
  };

  return {
    setVisible(nowVisible, now) {
      catchUp(now);
      shown = nowVisible;
      if (nowVisible) lastActivity = now;
    },
    noteActivity(now) {
      catchUp(now);
      lastActivity = Math.max(lastActivity, now);
    },
    takeMinutes(now, max = Number.POSITIVE_INFINITY) {
      catchUp(now);
      const minutes = Math.min(Math.floor(activeMs / MINUTE_MS) - handedOut, max);
      handedOut += minutes;
      return minutes;
    },
  };
}
