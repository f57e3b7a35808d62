/**
 * The app tells the page it has taken over (decision 062). Until then public/page-init.js holds the
 * taps and submits a learner makes on a page drawn as HTML, and replays them once the app is there:
 * a drawn button does nothing without the app, and a drawn form would be sent by the browser itself,
 * its fields (a password too) in the address. page-init.js is plain script and names these two
 * itself; app-started.dom.test.ts runs it against them.
 */
import { useEffect } from "react";

export const APP_STARTED_ATTRIBUTE = "data-app-started";
export const APP_STARTED_EVENT = "parlo:app-started";

export function markAppStarted(): void {
  const root = document.documentElement;
  if (root.hasAttribute(APP_STARTED_ATTRIBUTE)) return;
  root.setAttribute(APP_STARTED_ATTRIBUTE, "");
  document.dispatchEvent(new Event(APP_STARTED_EVENT));
}

/** Runs `run` once the app has taken over the page (at once if it has). */
export function whenAppStarted(run: () => void): void {
  if (document.documentElement.hasAttribute(APP_STARTED_ATTRIBUTE)) run();
  else document.addEventListener(APP_STARTED_EVENT, run, { once: true });
}

/**
 * Rendered once at the app's root: its effect runs after the first commit, when React has taken over
 * the page (for a hydrated page, when the root is hydrated; a part still waiting for its code is
 * hydrated at once when a replayed tap reaches it). Never during the build's or the Worker's drawing.
 */
export function AppStarted(): null {
  useEffect(markAppStarted, []);
  return null;
}
