/**
 * GET /{language}/lesson/{n}, the page itself (not the API): the app's HTML shell and, for a visitor
 * with a session, the lesson screen's code and the lesson's own read named in the head. A phone then
 * fetches them while it is still downloading the main bundle, instead of one after another (decision
 * 015). Only the read the text waits for: the screen's other reads (its language's lessons, the
 * languages) start with the app and would only share the slow link with the text. The app reads the
 * same URL (contract/read-urls.ts), so the browser hands it the preloaded answer.
 */
import { Hono } from "hono";
import { lessonIdFor, lessonNumberFromRoute, lessonPath } from "../../contract/lesson-ids";
import { lessonUrl } from "../../contract/read-urls";
import { ROUTE_CHUNKS_PATH, type RouteChunks, type ScreenChunks } from "../../contract/route-chunks";
import type { AppEnv } from "../app-env";
import { readSessionCookie } from "../auth/cookie";

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

function preloadLinks(chunks: ScreenChunks, reads: string[]): string {
  return [
    // Low: the screen's code runs only after the main bundle, which must not wait behind it.
    ...chunks.modules.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`),
    ...chunks.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ...reads.map((href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`),
  ].join("");
}

export const lessonPageRoutes = new Hono<AppEnv>().get("/:language/lesson/:lessonNumber", async (c) => {
  const requested = c.req.param("lessonNumber");
  const number = lessonNumberFromRoute(requested);
  const code = c.req.param("language");
  // One address per lesson: /de/lesson/1 and /de/lesson/001 move to /de/lesson/01 for good.
  if (number !== null && /^[a-z]{2}$/.test(code) && lessonPath(code, number) !== `/${code}/lesson/${requested}`) {
    return c.redirect(lessonPath(code, number) + new URL(c.req.url).search, 301);
  }
  // "/" is the shell itself; asking for the lesson's own path would also get it, through the SPA fallback.
  const shell = await c.env.ASSETS.fetch(new Request(new URL("/", c.req.url), { headers: c.req.raw.headers }));
  const language = c.req.param("language");
  const lessonNumber = lessonNumberFromRoute(c.req.param("lessonNumber"));
  const isHtml = shell.ok && shell.headers.get("Content-Type")?.includes("text/html");
  // A visitor without a session is sent to sign in, and other addresses get the app's not-found
  // screen: the plain shell, so nothing is fetched for a screen they will not see.
  if (!isHtml || !readSessionCookie(c) || lessonNumber === null || !/^[a-z]{2}$/.test(language)) return shell;
  const links = preloadLinks(await lessonChunks(c.env.ASSETS, c.req.url), [lessonUrl(lessonIdFor(language, lessonNumber))]);
  return new HTMLRewriter().on("head", { element: (head) => void head.append(links, { html: true }) }).transform(shell);
});
