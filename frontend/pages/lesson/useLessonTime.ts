/**
 * Progress while a lesson is open: opening it records a visit (its last activity, for the profile
 * and the streak), then the learner's active time is reported in whole minutes as they accrue
 * (active-time.ts). Opening a lesson does not complete it. Failures are only logged.
 */
import { useEffect, useRef } from "react";
import { ACTIVE_TIME, LESSON_VISIT } from "../../../contract/constants";
import { inTaskOfItsOwn } from "../../lib/after-page-load";
import { apiUrl, send } from "../../lib/api";
import { activeTimeMeter } from "./active-time";

/** What the learner does on a page that shows they are still there. */
const ACTIVITY_EVENTS = ["scroll", "keydown", "pointerdown", "pointermove", "wheel", "touchstart"] as const;

const isVisible = () => document.visibilityState === "visible";

function report(lessonId: string, body: { score: number; timeSpent: number }) {
  send("POST", apiUrl("/api/progress/lesson/:lessonId", { lessonId }), body).catch((error: unknown) =>
    console.error("Failed to update lesson progress", error),
  );
}

/** Records the visit (once per view) and meters the active time; answers the function that stops it. */
function startMeter(lessonId: string, visited: { current: string | null }): () => void {
  if (visited.current !== lessonId) {
    visited.current = lessonId;
    report(lessonId, LESSON_VISIT);
  }
  const meter = activeTimeMeter(Date.now(), isVisible());
  const reportMinutes = () => {
    const minutes = meter.takeMinutes(Date.now(), ACTIVE_TIME.maxMinutesPerReport);
    if (minutes > 0) report(lessonId, { score: 0, timeSpent: minutes });
  };
  const onActivity = () => {
    meter.noteActivity(Date.now());
    reportMinutes();
  };
  const onVisibility = () => {
    meter.setVisible(isVisible(), Date.now());
    reportMinutes();
  };
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
  document.addEventListener("visibilitychange", onVisibility);
  // A learner reading quietly still gets their minutes, up to the idle limit.
  const timer = setInterval(reportMinutes, ACTIVE_TIME.checkEveryMs);
  return () => {
    clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    document.removeEventListener("visibilitychange", onVisibility);
    reportMinutes();
  };
}

export function useLessonTime(lessonId: string | null): void {
  // One visit per view: the ref stops StrictMode's second effect run, yet a later return to the same lesson counts.
  const visited = useRef<string | null>(null);

  useEffect(() => {
    if (!lessonId) {
      visited.current = null;
      return;
    }
    let stop: (() => void) | undefined;
    // Not in the task that takes the page over: nothing on screen waits for the visit or the meter.
    const cancel = inTaskOfItsOwn(() => {
      stop = startMeter(lessonId, visited);
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [lessonId]);
}
