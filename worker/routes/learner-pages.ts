/**
 * The pages the Worker draws for each learner (decision 052): GET /dashboard (home) and GET
 * /languages (the language grid), the pages themselves, not the API. Their largest parts are the
 * learner's own (home's "Continue" card, the grid's cards with the learner's progress), so a frame
 * drawn at build time could only paint them after the app and its reads had run. Here the Worker
 * reads what the page needs (the answers of GET /api/languages and /api/progress/summary, and for
 * home the day's figures), draws the app's screen with React's server renderer into the build's
 * frame, and writes the answers beside it for the app to take over without asking again
 * (frontend/start-app.tsx). The day's figures (streak, goal, reviews due) count the learner's
 * calendar day in the browser's zone, which a page request does not carry: the app keeps it in a
 * cookie (TIME_ZONE_COOKIE), and where that is there "Today" is drawn too, with the reads the app
 * makes in that zone. Without it (a first visit from this browser) the app fills "Today" in.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { isTimeZone, readTimeZoneCookie, TIME_ZONE_COOKIE } from "../../contract/calendar-day";
import { DRAWN, drawnReadsScript, HOME_TEMPLATE, LANGUAGES_TEMPLATE, takeLeadingTitle, type PageRenderer, type PrerenderedPage } from "../../contract/prerendered-pages";
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

/** The build's frame for `template`, or null where there is no build (a development server answers with its shell). */
async function frameOf(c: Context<AppEnv>, template: PrerenderedPage): Promise<Response | null> {
  const page = await drawnPage(c, template.asset, { fresh: true });
  if (!page) return null;
  const html = await page.text();
  return html.includes(`${DRAWN.path}="${template.path}"`) ? new Response(html, page) : null;
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

/** The catalogue and the learner's progress in each language, by the URLs the app reads them at. */
async function progressReads(c: Context<AppEnv>, user: UserRow): Promise<Record<string, unknown>> {
  const [catalogue, summary] = await Promise.all([cachedCatalogue(c.var.db, coloCacheFor(c)), progressSummary(c.var.db, user)]);
  return { [LANGUAGES_URL]: catalogue, [PROGRESS_SUMMARY_URL]: summary };
}

/** Home's answers: the progress, and today's figures where the browser's zone is known. */
async function homeReads(c: Context<AppEnv>, user: UserRow, timeZone: string | null): Promise<Record<string, unknown>> {
  const [progress, today] = await Promise.all([progressReads(c, user), timeZone ? todayReads(c, user, timeZone) : {}]);
  return { ...progress, ...today };
}

/**
 * The app's renderer, loaded on the first page drawn in an isolate, so the API's requests never pay
 * for React. The module is the app's (frontend/prerender.tsx), which the Worker's own type check
 * cannot compile (no DOM types here, decision 031): the contract's PageRenderer is its type.
 */
function loadRenderer(): Promise<PageRenderer> {
  return import("../../frontend/prerender" as string) as Promise<PageRenderer>;
}

/** The screen drawn for this learner, or null when drawing failed (the frame is shown, and the app fills it). */
async function drawScreen(template: PrerenderedPage, user: UserRow, reads: Record<string, unknown>, timeZone: string | null): Promise<string | null> {
  try {
    const { renderPage } = await loadRenderer();
    // The user too, as the app has them when it takes over (it asks for them itself, not from the page).
    return takeLeadingTitle(await renderPage(template, { ...reads, [USER_URL]: toUserView(user) }, timeZone ?? undefined)).body;
  } catch (error) {
    console.error(`Drawing ${template.path} failed`, error);
    return null;
  }
}

type LearnerReads = (c: Context<AppEnv>, user: UserRow, timeZone: string | null) => Promise<Record<string, unknown>>;

async function learnerPage(c: Context<AppEnv>, template: PrerenderedPage, readsFor: LearnerReads): Promise<Response> {
  // Drawn for a learner: anyone else gets the shell, and the app sends them to sign in.
  const user = await signedInUser(c);
  if (!user?.emailVerified) return withCookies(c, await appShell(c));
  const timeZone = browserTimeZone(c);
  const [frame, reads] = await Promise.all([frameOf(c, template), readsFor(c, user, timeZone)]);
  // No build (a development server): the app draws the screen from the shell.
  if (!frame) return withCookies(c, await appShell(c));
  const markup = await drawScreen(template, user, reads, timeZone);
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
}

export const learnerPageRoutes = new Hono<AppEnv>()
  .get(HOME_TEMPLATE.path, (c) => learnerPage(c, HOME_TEMPLATE, homeReads))
  .get(LANGUAGES_TEMPLATE.path, (c) => learnerPage(c, LANGUAGES_TEMPLATE, progressReads));
