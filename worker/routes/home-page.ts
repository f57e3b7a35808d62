/**
 * GET /dashboard, the page itself (not the API): a learner's home drawn as HTML with their own
 * progress (decision 052). The "Continue" card is the largest thing on the screen and all the
 * learner's, so a frame drawn at build time could only paint it after the app and its reads had
 * run. Here the Worker reads what the card needs (the catalogue and the learner's progress
 * summary, the answers of GET /api/languages and /api/progress/summary), draws the app's home with
 * React's server renderer into the build's home frame, and writes the answers beside it for the
 * app to take over without asking again (frontend/start-app.tsx). The day's figures (streak, goal,
 * reviews due) count the learner's calendar day in the browser's zone, which a page request does not
 * carry: the app keeps it in a cookie (TIME_ZONE_COOKIE), and where that is there "Today" is drawn
 * too, with the reads the app makes in that zone. Without it (a first visit from this browser) the
 * app fills "Today" in, as before.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { isTimeZone } from "../../contract/calendar-day";
import { readTimeZoneCookie, TIME_ZONE_COOKIE } from "../../contract/constants";
import { DRAWN, drawnReadsScript, HOME_TEMPLATE, takeLeadingTitle, type PageRenderer } from "../../contract/prerendered-pages";
import { goalUrl, LANGUAGES_URL, PROGRESS_SUMMARY_URL, reviewSummaryUrl, streakUrl, USER_URL } from "../../contract/read-urls";
import type { AppEnv, UserRow } from "../app-env";
import { signedInUser } from "../auth/guards";
import { toUserView } from "../auth/user-view";
import { coloCacheFor } from "../edge/colo-cache";
import { cachedCatalogue } from "../lessons/content-cache";
import { dailyGoalToday } from "../progress/daily-goal";
import { streakSummary } from "../progress/streak-summary";
import { progressSummary } from "../progress/summary";
import { reviewSummary } from "../review/summary";
import { appShell, drawnPage, withCookies, writtenForLearner } from "./pages";

/** The build's home frame, or null where there is no build (a development server answers with its shell). */
async function homeFrame(c: Context<AppEnv>): Promise<Response | null> {
  const page = await drawnPage(c, HOME_TEMPLATE.asset, { fresh: true });
  if (!page) return null;
  const html = await page.text();
  return html.includes(`${DRAWN.path}="${HOME_TEMPLATE.path}"`) ? new Response(html, page) : null;
}

/** The zone the app reads today's figures in, when this browser has told it (a cookie it writes). */
function browserTimeZone(c: Context<AppEnv>): string | null {
  const cookie = getCookie(c, TIME_ZONE_COOKIE);
  const zone = cookie && readTimeZoneCookie(cookie).timeZone;
  return zone && isTimeZone(zone) ? zone : null;
}

/** Today's figures in the browser's zone, by the URLs the app asks them at (GET /api/streak, /api/goal, /api/review/summary). */
async function todayReads(c: Context<AppEnv>, user: UserRow, timeZone: string): Promise<Record<string, unknown>> {
  const { db } = c.var;
  const [streak, goal, reviews] = await Promise.all([
    streakSummary(db, user, timeZone),
    // As GET /api/goal: the zone stored with the goal wins over the browser's.
    dailyGoalToday(db, user, user.timeZone ?? timeZone),
    reviewSummary(db, user, timeZone),
  ]);
  return { [streakUrl(timeZone)]: streak, [goalUrl(timeZone)]: goal, [reviewSummaryUrl(timeZone)]: reviews };
}

/** The answers home is drawn with and written beside, by the URLs the app reads them at. */
async function homeReads(c: Context<AppEnv>, user: UserRow, timeZone: string | null): Promise<Record<string, unknown>> {
  const [catalogue, summary, today] = await Promise.all([
    cachedCatalogue(c.var.db, coloCacheFor(c)),
    progressSummary(c.var.db, user),
    timeZone ? todayReads(c, user, timeZone) : {},
  ]);
  return { [LANGUAGES_URL]: catalogue, [PROGRESS_SUMMARY_URL]: summary, ...today };
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
async function drawHome(user: UserRow, reads: Record<string, unknown>, timeZone: string | null): Promise<string | null> {
  try {
    const { renderPage } = await loadRenderer();
    // The user too, as the app has them when it takes over (it asks for them itself, not from the page).
    return takeLeadingTitle(await renderPage(HOME_TEMPLATE, { ...reads, [USER_URL]: toUserView(user) }, timeZone ?? undefined)).body;
  } catch (error) {
    console.error("Drawing home failed", error);
    return null;
  }
}

export const homePageRoutes = new Hono<AppEnv>().get(HOME_TEMPLATE.path, async (c) => {
  // Drawn for a learner: anyone else gets the shell, and the app sends them to sign in.
  const user = await signedInUser(c);
  if (!user?.emailVerified) return withCookies(c, await appShell(c));
  const timeZone = browserTimeZone(c);
  const [frame, reads] = await Promise.all([homeFrame(c), homeReads(c, user, timeZone)]);
  // No build (a development server): the app draws home from the shell.
  if (!frame) return withCookies(c, await appShell(c));
  const markup = await drawHome(user, reads, timeZone);
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
