/**
 * GET /{language}/lesson/{n}, the page itself (not the API). For a learner who may open the lesson,
 * the lesson screen as the build drew it (scripts/prerender-plugin.ts) with the lesson's heading and
 * text written in, so the text is the first paint (decision 023), and in its head the lesson's
 * read, which the app needs to take the page over: a phone fetches it while it is still downloading
 * the main bundle (decision 015; the screen's code too where nothing is drawn). The app reads the same URL
 * (contract/read-urls.ts), so the browser hands it the preloaded answer. The paywall is the lessons
 * API's own (lessons/lookup.ts): a locked lesson's page carries no text.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { lessonIdFor, lessonNumberFromRoute, lessonPath } from "../../contract/lesson-ids";
import { lessonPageTitle } from "../../contract/page-titles";
import { DRAWN, hasSayings, LESSON_TEMPLATE, lessonHeading, lessonTextLabel } from "../../contract/prerendered-pages";
import { lessonUrl } from "../../contract/read-urls";
import { ROUTE_CHUNKS_PATH, type RouteChunks, type ScreenChunks } from "../../contract/route-chunks";
import type { AppEnv, UserRow } from "../app-env";
import { readSessionCookie } from "../auth/cookie";
import { signedInUser } from "../auth/guards";
import { cachedLessonBody } from "../lessons/content-cache";
import { drawLessonControls } from "../lessons/drawn-controls";
import { coloCacheFor } from "../edge/colo-cache";
import { ApiError } from "../http/errors";
import { openLesson, readLessonText } from "../lessons/lookup";
import { appShell, drawnPage, isHtml, withCookies, writtenForLearner } from "./pages";

const NO_CHUNKS: ScreenChunks = { modules: [], styles: [] };

/**
 * The build's list, read once per isolate. A development server has none (its answer is the HTML
 * shell) and preloads only the read; a failed fetch is asked again on the next page.
 */
let lessonChunksOnce: Promise<ScreenChunks> | undefined;

function lessonChunks(assets: Fetcher, pageUrl: string): Promise<ScreenChunks> {
  lessonChunksOnce ??= assets
    .fetch(new URL(ROUTE_CHUNKS_PATH, pageUrl))
    .then(async (response) => {
      const isList = response.ok && response.headers.get("Content-Type")?.includes("json");
      return isList ? ((await response.json()) as RouteChunks).lesson : NO_CHUNKS;
    })
    .catch(() => {
      lessonChunksOnce = undefined;
      return NO_CHUNKS;
    });
  return lessonChunksOnce;
}

/**
 * The screen's read, and its stylesheets: linked on a drawn lesson, whose text is the first paint
 * and must be painted as it stays (decision 047), only preloaded on the shell, where the app links
 * them before it draws the screen. The screen's code is preloaded on the shell only: on a drawn
 * lesson a dozen and a half module preloads shared a phone's slow link with the style sheets and
 * the font the text is painted with (Lighthouse's LCP 2.4 s; 1.8 s without them), while the app,
 * which only takes the drawn text over, fetches them itself after the first paint (decision 056).
 */
function preloadLinks(chunks: ScreenChunks, reads: string[], drawn: boolean): string {
  return [
    ...chunks.styles.map((href) => (drawn ? `<link rel="stylesheet" crossorigin href="${href}">` : `<link rel="preload" as="style" crossorigin href="${href}">`)),
    // Low: the screen's code runs only after the main bundle, which must not wait behind it.
    ...(drawn ? [] : chunks.modules.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`)),
    ...reads.map((href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`),
  ].join("");
}

interface ShownLesson {
  number: number;
  languageCode: string;
  title: string;
  /** The lesson's HTML with its speakers and "Try it" rows drawn in. */
  html: string;
}

/** The lesson as the lessons API would answer it to this learner, or null when it would refuse or fail. */
async function lessonFor(c: Context<AppEnv>, user: UserRow, lessonId: string): Promise<ShownLesson | null> {
  try {
    const lesson = await openLesson(c.var.db, user, lessonId);
    const { html } = await cachedLessonBody(lesson, () => readLessonText(c.env.CONTENT, lesson), coloCacheFor(c));
    // Drawn with the controls the app would add, so nothing moves when it starts (decisions 063, 064).
    return { number: lesson.number, languageCode: lesson.languageCode, title: lesson.title, html: await drawLessonControls(html) };
  } catch (error) {
    // Locked, unknown or unreadable: the app shows that screen from the lesson's read, as it always has.
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** The drawn lesson screen with this lesson's title, heading and text written into its slots. */
function writeLesson(rewriter: HTMLRewriter, path: string, lessonId: string, lesson: ShownLesson): HTMLRewriter {
  return rewriter
    .on("title", { element: (title) => void title.setInnerContent(lessonPageTitle(lesson.languageCode, lesson.number, lesson.title)) })
    .on("#root", {
      element: (root) => {
        root.setAttribute(DRAWN.path, path);
        root.setAttribute(DRAWN.reads, lessonUrl(lessonId));
      },
    })
    .on(`[${DRAWN.lessonHeading}]`, { element: (heading) => void heading.setInnerContent(lessonHeading(lesson.number, lesson.title)) })
    .on(`[${DRAWN.lessonText}]`, {
      element: (article) => {
        article.setAttribute("aria-label", lessonTextLabel(lesson.title));
        article.setAttribute("data-language", lesson.languageCode);
        article.setInnerContent(lesson.html, { html: true });
      },
    })
    .on(`[${DRAWN.listenBar}]`, { element: (bar) => void (hasSayings(lesson.html) || bar.remove()) });
}

export const lessonPageRoutes = new Hono<AppEnv>().get("/:language/lesson/:lessonNumber", async (c) => {
  const requested = c.req.param("lessonNumber");
  const lessonNumber = lessonNumberFromRoute(requested);
  const language = c.req.param("language");
  // One address per lesson: /de/lesson/1 and /de/lesson/001 move to /de/lesson/01 for good.
  if (lessonNumber !== null && /^[a-z]{2}$/.test(language) && lessonPath(language, lessonNumber) !== `/${language}/lesson/${requested}`) {
    return c.redirect(lessonPath(language, lessonNumber) + new URL(c.req.url).search, 301);
  }
  // Other addresses get the app's not-found screen, and a visitor without a (verified) session is
  // sent on by the app: the plain shell, so nothing is fetched for a screen they will not see.
  if (!readSessionCookie(c) || lessonNumber === null || !/^[a-z]{2}$/.test(language)) return appShell(c);
  const user = await signedInUser(c);
  if (!user?.emailVerified) return withCookies(c, await appShell(c));

  const lessonId = lessonIdFor(language, lessonNumber);
  const [chunks, lesson] = await Promise.all([lessonChunks(c.env.ASSETS, c.req.url), lessonFor(c, user, lessonId)]);
  const page = lesson && (await drawnPage(c, LESSON_TEMPLATE.asset, { fresh: true }));
  const html = page ?? (await appShell(c));
  if (!isHtml(html)) return withCookies(c, html);

  const links = preloadLinks(chunks, [lessonUrl(lessonId)], Boolean(lesson && page));
  let rewriter = new HTMLRewriter().on("head", { element: (head) => void head.append(links, { html: true }) });
  if (lesson && page) rewriter = writeLesson(rewriter, c.req.path, lessonId, lesson);
  const answer = new Response(rewriter.transform(html).body, html);
  return withCookies(c, page ? writtenForLearner(answer) : answer);
});
