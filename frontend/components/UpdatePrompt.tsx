/** Offers a new version of the app (at most once per 5 minutes, never during email verification). */
import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { whenPageLoadedAndIdle } from "../lib/after-page-load";
import { registerServiceWorker, unregisterServiceWorkers, verificationUnderWay } from "../lib/service-worker";

export const UPDATE_TEXT = {
  title: "A new version of Parlo is ready",
  reload: "Reload",
  later: "Later",
};

export function UpdatePrompt() {
  const [apply, setApply] = useState<(() => void) | null>(null);
  const { pathname } = useLocation();

  // Once the page has loaded and is idle, as Workbox advises: the worker's install fetches and
  // caches the app, which must not compete with the screen's own start.
  useEffect(
    () =>
      whenPageLoadedAndIdle(() => {
        void registerServiceWorker((applyUpdate) => setApply(() => applyUpdate)).catch((error) => console.error("service worker registration failed", error));
      }),
    [],
  );

  useEffect(() => {
    // Arriving on the verify page inside the app removes the worker too.
    // The offer goes with the worker it would have applied.
    if (verificationUnderWay(pathname)) void unregisterServiceWorkers().finally(() => setApply(null));
  }, [pathname]);

  if (!apply) return null;
  return (
    <div role="status" className="card fixed bottom-4 left-4 right-4 z-40 mx-auto flex max-w-md items-center gap-3 p-4 shadow-xl sm:left-auto">
      <RefreshCw className="shrink-0 text-accent" size={20} aria-hidden />
      <p className="flex-1 font-medium">{UPDATE_TEXT.title}</p>
      <button type="button" className="btn-ghost py-2" onClick={() => setApply(null)}>{UPDATE_TEXT.later}</button>
      <button type="button" className="btn-primary py-2" onClick={apply}>{UPDATE_TEXT.reload}</button>
    </div>
  );
}
