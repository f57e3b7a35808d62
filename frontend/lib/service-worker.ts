/**
 * The service worker (spec "Offline and install behaviour"): registered at /service-worker.js with
 * a cache-busting query; never registered, and removed, on the verify page or while an email
 * verification is under way; an update is offered at most once every 5 minutes.
 */
import { verificationInProgress } from "./verification-state";

export const UPDATE_PROMPT_INTERVAL_MS = 5 * 60 * 1000;
const UPDATE_PROMPTED_KEY = "sw-update-prompted-at";

export function verificationUnderWay(pathname = window.location.pathname): boolean {
  return pathname.startsWith("/verify-email") || verificationInProgress();
}

export async function unregisterServiceWorkers(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

/** May an update prompt show now? At most once per 5 minutes, never during verification. */
export function mayPromptUpdate(now = Date.now(), storage: Pick<Storage, "getItem" | "setItem"> = localStorage): boolean {
  if (verificationUnderWay()) return false;
  const last = Number(storage.getItem(UPDATE_PROMPTED_KEY) ?? 0);
  if (now - last < UPDATE_PROMPT_INTERVAL_MS) return false;
  storage.setItem(UPDATE_PROMPTED_KEY, String(now));
  return true;
}

/** Registers the worker; `onUpdate` receives a function that switches to the waiting version. */
export async function registerServiceWorker(onUpdate: (apply: () => void) => void): Promise<void> {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  if (verificationUnderWay()) return unregisterServiceWorkers();
  // Loaded when the app registers the worker, after the first render: no screen waits for it.
  const { Workbox } = await import("workbox-window");
  const worker = new Workbox(`/service-worker.js?v=${__BUILD_ID__}`, { scope: "/" });
  worker.addEventListener("waiting", () => {
    if (mayPromptUpdate()) {
      onUpdate(() => {
        worker.addEventListener("controlling", () => window.location.reload());
        worker.messageSkipWaiting();
      });
    }
  });
  await worker.register();
}
