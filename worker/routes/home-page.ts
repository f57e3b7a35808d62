/**
 * GET /dashboard, the page itself (not the API): a learner's home drawn as HTML with their own
 * progress (decision 052). The "Continue" card is the largest thing on the screen and all the
 * learner's, so a frame drawn at build time could only paint it after the app and its reads had
 * run. Here the Worker reads what the card needs (the catalogue and the learner's progress
 * summary, the answers of GET /api/languages and /api/progress/summary), draws the app's home with
 * React's server renderer into the build's home frame, and writes the answers beside it for the
 * app to take over without asking again (frontend/start-app.tsx). The day's figures (streak, goal,
 * reviews) are counted in the browser's time zone and come after, as before.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { DRAWN, drawnReadsScript, HOME_TEMPLATE, takeLeadingTitle, type PageRenderer } from "../../contract/prerendered-pages";
import { LANGUAGES_URL, PROGRESS_SUMMARY_URL, USER_URL } from "../../contract/read-urls";
import type { AppEnv, UserRow } from "../app-env";
import { signedInUser } from "../auth/guards";
import { toUserView } from "../auth/user-view";
import { coloCacheFor } from "../edge/colo-cache";
import { cachedCatalogue } from "../lessons/content-cache";
import { progressSummary } from "../progress/summary";
import { appShell, drawnPage, withCookies, writtenForLearner } from "./pages";

/** The build's home frame, or null where there is no build (a development server answers with its shell). */
async function homeFrame(c: Context<AppEnv>): Promise<Response | null> {
  const page = await drawnPage(c, HOME_TEMPLATE.asset, { fresh: true });
  if (!page) return null;
  const html = await page.text();
  return html.includes(`${DRAWN.path}="${HOME_TEMPLATE.path}"`) ? new Response(html, page) : null;
}

/** The answers home is drawn with and written beside, by the URLs the app reads them at. */
async function homeReads(c: Context<AppEnv>, user: UserRow): Promise<Record<string, unknown>> {
  const [catalogue, summary] = await Promise.all([cachedCatalogue(c.var.db, coloCacheFor(c)), progressSummary(c.var.db, user)]);
  return { [LANGUAGES_URL]: catalogue, [PROGRESS_SUMMARY_URL]: summary };
}

/**
 * The app's renderer, loaded on the first home drawn in an isolate, so the API's requests never pay
 * for React. The module is the app's (frontend/prerender.tsx), which the Worker's own type check
 * cannot compile (no DOM types here, decision 031): the contract's PageRenderer is its type.
 */
function loadRenderer(): Promise<PageRenderer> {
  return import("../../frontend/prerender" as string) as Promise<PageRenderer>;
}

/** Home drawn for this learner, or null when drawing failed (the frame is shown, and the app fills it). */
async function drawHome(user: UserRow, reads: Record<string, unknown>): Promise<string | null> {
  try {
    const { renderPage } = await loadRenderer();
    // The user too, as the app has them when it takes over (it asks for them itself, not from the page).
    return takeLeadingTitle(await renderPage(HOME_TEMPLATE, { ...reads, [USER_URL]: toUserView(user) })).body;
  } catch (error) {
    console.error("Drawing home failed", error);
    return null;
  }
}

export const homePageRoutes = new Hono<AppEnv>().get(HOME_TEMPLATE.path, async (c) => {
  // Drawn for a learner: anyone else gets the shell, and the app sends them to sign in.
  const user = await signedInUser(c);
  if (!user?.emailVerified) return withCookies(c, await appShell(c));
  const [frame, reads] = await Promise.all([homeFrame(c), homeReads(c, user)]);
  // No build (a development server): the app draws home from the shell.
  if (!frame) return withCookies(c, await appShell(c));
  const markup = await drawHome(user, reads);
  if (markup === null) return withCookies(c, frame);
  const drawn = new HTMLRewriter()
    .on("#root", {
      element: (root) => {
        root.setInnerContent(markup, { html: true });
        root.after(drawnReadsScript(reads), { html: true });
      },
    })
    .transform(frame);
  return withCookies(c, writtenForLearner(new Response(drawn.body, frame)));
});
