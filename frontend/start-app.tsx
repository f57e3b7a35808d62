/**
 * Starts the app on the page the browser has. A page the build or the Worker drew as HTML (decision
 * 023) is hydrated: React takes over the HTML already on screen instead of drawing it again. Before
 * that, the screen's code and the answers the HTML was drawn with must be at hand, so the first
 * render is exactly the HTML. Any other page (the plain shell, a page drawn for a learner when
 * nobody is signed in, an answer that failed) is drawn from scratch.
 */
import { startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { preload } from "swr";
import { DRAWN, DRAWN_READS_ID } from "../contract/prerendered-pages";
import { App } from "./app";
import { load } from "./lib/api";
import { whenAppStarted } from "./lib/app-started";
import { nextTask, whenPageLoadedAndIdle } from "./lib/after-page-load";
import { signedInUser, USER_KEY } from "./lib/auth";
import { checkTimeZone } from "./lib/time-zone";
import { drawnRouterState, loadScreensFor, routes, startDrawnPageReads } from "./routes";

/**
 * The answers a page drawn by the Worker for this learner came with (home, decision 052), handed
 * to swr as if just read, so nothing is asked twice.
 */
function answersWritten(): Record<string, unknown> {
  const text = document.getElementById(DRAWN_READS_ID)?.textContent;
  if (!text) return {};
  const answers = JSON.parse(text) as Record<string, unknown>;
  for (const [url, answer] of Object.entries(answers)) void preload(url, () => Promise.resolve(answer));
  return answers;
}

/** The answers the drawn page was drawn with, or null when it cannot be hydrated (nobody signed in, a read failed). */
async function drawnWith(root: HTMLElement): Promise<Record<string, unknown> | null> {
  if (root.getAttribute(DRAWN.drawnFor) !== "learner") return {};
  const written = answersWritten();
  const [user, reads] = await Promise.all([
    signedInUser(),
    // The same reads the page's head preloads: the browser hands their answers over.
    Promise.all(
      (root.getAttribute(DRAWN.reads) ?? "")
        .split(" ")
        .filter(Boolean)
        .map((url) => preload(url, load).then((answer) => [url, answer] as const, () => null)),
    ),
  ]);
  if (!user?.emailVerified || reads.some((read) => read === null)) return null;
  return { ...written, [USER_KEY]: user, ...Object.fromEntries(reads as (readonly [string, unknown])[]) };
}

export async function startApp(container: HTMLElement): Promise<Root> {
  const { pathname } = window.location;
  // Where the browser is now, asked once the page has nothing better to do (lib/time-zone.ts), and
  // not before the app has taken the page over: a drawn page is taken over in the zone it was drawn in.
  whenAppStarted(() => whenPageLoadedAndIdle(checkTimeZone));
  const drawnHere = container.getAttribute(DRAWN.path) === pathname && container.firstElementChild !== null;
  // The screen's code downloads while the answers are awaited.
  const [reads] = drawnHere ? await Promise.all([drawnWith(container), loadScreensFor(pathname)]) : [null];
  if (reads) {
    startDrawnPageReads(pathname);
    const router = createBrowserRouter(routes, { hydrationData: drawnRouterState(pathname) });
    // The router's start and React's are each a long step on a phone: not one task for both.
    await nextTask();
    const app = <App router={router} reads={reads} />;
    // A transition: React hydrates in slices and yields between them, so taking over a large page
    // never blocks the main thread for long (the screen is already painted; a tap meanwhile is
    // replayed once its part is hydrated).
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    return root!;
  }
  container.replaceChildren();
  const root = createRoot(container);
  root.render(<App router={createBrowserRouter(routes)} />);
  return root;
}
