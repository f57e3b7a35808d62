/**
 * For secondary parts of the screen (the header's menus): wait until the page has loaded and the
 * browser is idle, so their code is fetched and run after the screen's own content, not in its way
 * on a slow phone (decision 015).
 */
import { useEffect, useRef, useState } from "react";

/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 1500;

export function whenPageLoadedAndIdle(run: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") idleHandle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else idleHandle = window.setTimeout(run, 0);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

/**
 * False until the page has loaded, the browser has had an idle moment and `prepare` (fetching the
 * part's code) has finished; then true for good. The part is drawn in a task of its own, apart
 * from the one that ran its code. Nothing is fetched while `wanted` is false (a screen without it).
 */
export function useAfterPageLoad(prepare: () => Promise<unknown>, wanted = true): boolean {
  const [ready, setReady] = useState(false);
  const prepareRef = useRef(prepare);
  useEffect(() => {
    if (ready || !wanted) return undefined;
    let live = true;
    const cancel = whenPageLoadedAndIdle(() => {
      void prepareRef.current().then(() => setTimeout(() => live && setReady(true), 0));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [ready, wanted]);
  return ready;
}

/**
 * Runs `run` in a task of its own, after the current one: for the work a screen's start does that
 * nothing on screen waits for (reporting a visit, adding controls below the fold). A phone runs all
 * of a screen's effects in one task; split off, none of them freezes the page for long.
 */
export function inTaskOfItsOwn(run: () => void): () => void {
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
}

/** Resolves in a task of its own: a long start awaits it between steps, so the phone can paint and answer a tap. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inTaskOfItsOwn(resolve));
}
