/**
 * The pages whose first screen is HTML (decision 023): the build renders them with React's server
 * renderer (scripts/prerender-plugin.ts), the Worker answers them at their addresses
 * (worker/routes/pages.ts, worker/routes/lesson-page.ts), and the app hydrates what it finds
 * (frontend/start-app.tsx). The files live under /prerendered/ in the built assets.
 */

/** Who a page was drawn for: a visitor (signed out), or a signed-in learner with a verified email. */
export type DrawnFor = "visitor" | "learner";

export interface PrerenderedPage {
  /** The app's address for the page. */
  path: string;
  /** The built file, as the assets binding serves it (without `.html`). */
  asset: string;
  drawnFor: DrawnFor;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: "/", asset: "/prerendered/landing", drawnFor: "visitor" },
  { path: "/about", asset: "/prerendered/about", drawnFor: "visitor" },
  { path: "/faq", asset: "/prerendered/faq", drawnFor: "visitor" },
  { path: "/contact", asset: "/prerendered/contact", drawnFor: "visitor" },
];

/**
 * The lesson screen drawn around an empty lesson; the Worker writes the lesson's heading and text
 * into it. Drawn at this address (any lesson would do: nothing else on the screen depends on it).
 */
export const LESSON_TEMPLATE = { path: "/de/lesson/01", asset: "/prerendered/lesson", drawnFor: "learner" } as const satisfies PrerenderedPage;

/**
 * Home's frame (the greeting, the cards' places). The Worker draws each learner's home into it with
 * React's server renderer and the learner's reads (worker/routes/home-page.ts, decision 052); the
 * frame alone is what a learner gets if that drawing fails.
 */
export const HOME_TEMPLATE = { path: "/dashboard", asset: "/prerendered/home", drawnFor: "learner" } as const satisfies PrerenderedPage;

/**
 * The language grid's frame: the Worker draws it for each learner with the catalogue and their
 * progress on the cards they have started, as it draws home (decision 052).
 */
export const LANGUAGES_TEMPLATE = { path: "/languages", asset: "/prerendered/languages", drawnFor: "learner" } as const satisfies PrerenderedPage;

/** The pages the Worker draws for each learner with their own reads (worker/routes/learner-pages.ts). */
export const LEARNER_TEMPLATES: readonly PrerenderedPage[] = [HOME_TEMPLATE, LANGUAGES_TEMPLATE];

/** Every page the build draws: the pages served as drawn, and the templates the Worker writes into. */
export const BUILT_PAGES: readonly PrerenderedPage[] = [...PRERENDERED_PAGES, LESSON_TEMPLATE, ...LEARNER_TEMPLATES];

/**
 * The app drawn to HTML (frontend/prerender.tsx): by the build for every page above, and by the
 * Worker for home, with the reads it was drawn with (by URL, as the app's swr keys).
 */
export interface PageRenderer {
  /** `timeZone`: the browser's, which the reads of the learner's day were made in (the app asks in it too). */
  renderPage(page: PrerenderedPage, reads?: Record<string, unknown>, timeZone?: string): Promise<string>;
}

/**
 * React's server renderer writes a screen's <title> ahead of its markup (after the preloads it
 * hoists, such as the header's logo); the title belongs in the head, the preloads stay where
 * hydration finds them.
 */
const LEADING_TITLE = /^((?:<link [^>]*>)*)(<title>[^<]*<\/title>)/;

export function takeLeadingTitle(markup: string): { title: string | undefined; body: string } {
  const leading = LEADING_TITLE.exec(markup);
  if (!leading) return { title: undefined, body: markup };
  return { title: leading[2], body: leading[1] + markup.slice(leading[0].length) };
}

/**
 * The id of the script element (JSON, beside the root) holding the answers a page was drawn with at
 * the Worker, which the app takes over without asking again (frontend/start-app.tsx).
 */
export const DRAWN_READS_ID = "drawn-reads";

/** The answers as the script element's text: nothing in them can close the element. */
export function drawnReadsScript(reads: Record<string, unknown>): string {
  return `<script type="application/json" id="${DRAWN_READS_ID}">${JSON.stringify(reads).replace(/</g, "\\u003c")}</script>`;
}

/** Attributes on the app's root element of a drawn page, which tell the app how to take it over. */
export const DRAWN = {
  /** The address the HTML was drawn for; the app hydrates only at that address. */
  path: "data-drawn-path",
  drawnFor: "data-drawn-for",
  /** The reads the screen was drawn with (space-separated URLs), which the app awaits before hydrating. */
  reads: "data-drawn-with",
  /** The lesson template's slots (LessonHeader's heading, LessonContent's article), filled by the Worker. */
  lessonHeading: "data-lesson-heading",
  lessonText: "data-lesson-text",
  /** The listen bar above a lesson's text: drawn in the template, taken out for a lesson with nothing to hear. */
  listenBar: "data-listen-bar",
} as const;

/** Whether a lesson's HTML has words marked to be heard (worker/lessons/sayings.ts): only then the listen bar shows. */
export function hasSayings(html: string): boolean {
  return html.includes("data-say");
}

/** "Lesson 3: Asking Questions", the lesson screen's heading, in the app and in the Worker's HTML. */
export function lessonHeading(number: number, title: string): string {
  return `Lesson ${number}: ${title}`;
}

/** The accessible name of a lesson's text. */
export function lessonTextLabel(title: string): string {
  return `Lesson text: ${title}`;
}
