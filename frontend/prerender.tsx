/**
 * The drawn pages (decision 023): renders a page of the app to HTML with React's server renderer,
 * as the browser's first render will draw it (start-app.tsx). Run at build time by
 * scripts/prerender-plugin.ts, and by the Worker for a learner's home (worker/routes/home-page.ts,
 * decision 052); never shipped to the browser.
 */
import { renderToString } from "react-dom/server";
import { createMemoryRouter } from "react-router";
import { LESSON_TEMPLATE, type PageRenderer, type PrerenderedPage } from "../contract/prerendered-pages";
import { lessonUrl } from "../contract/read-urls";
import type { Lesson, User } from "../contract/wire";
import { App } from "./app";
import { USER_KEY } from "./lib/auth";
import { drawnInTimeZone } from "./lib/time-zone";
import { drawnRouterState, loadScreensFor, routes } from "./routes";

/** Who a learner's page is drawn for: nothing on those screens shows who it is before the menus load. */
const ANY_LEARNER: User = {
  id: 0,
  username: "",
  email: "",
  emailVerified: true,
  isAdmin: false,
  subscriptionTier: "free",
  subscriptionExpiry: null,
};

/**
 * The lesson the template is drawn around: the Worker writes the real heading and text into it. It
 * has a word to hear, so the listen bar is drawn; the Worker takes it out for a lesson without one.
 */
const EMPTY_LESSON: Lesson = { lessonId: "de-lesson01", title: "", languageCode: "de", number: 1, content: "", html: '<span lang="de-DE" data-say=""></span>' };

function readsFor(page: PrerenderedPage): Record<string, unknown> {
  if (page.drawnFor === "visitor") return {};
  const reads: Record<string, unknown> = { [USER_KEY]: ANY_LEARNER };
  if (page.path === LESSON_TEMPLATE.path) reads[lessonUrl(EMPTY_LESSON.lessonId)] = EMPTY_LESSON;
  return reads;
}

/** The app's markup for `page`, for inside its root element; `reads` are the learner's own answers, by URL. */
export const renderPage: PageRenderer["renderPage"] = async (page, reads = {}, timeZone) => {
  await loadScreensFor(page.path);
  const router = createMemoryRouter(routes, { initialEntries: [page.path], hydrationData: drawnRouterState(page.path) });
  return drawnInTimeZone(timeZone, () => renderToString(<App router={router} reads={{ ...readsFor(page), ...reads }} />));
};
