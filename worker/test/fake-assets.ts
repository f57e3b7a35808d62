/**
 * The static-assets binding in the Worker tests, which run without a build: the app's shell (with
 * one of the security headers Cloudflare adds from public/_headers, to see it kept), the build's
 * list of the lesson screen's code, and stand-ins for the drawn pages (scripts/prerender-plugin.ts):
 * each names its address, and the lesson template has the real template's slots. Any other path
 * gets the shell, as the SPA fallback does.
 */
import { BUILT_PAGES, DRAWN, LESSON_TEMPLATE, type PrerenderedPage } from "../../contract/prerendered-pages.ts";

export const TEST_SHELL = '<!doctype html><html lang="en"><head><title>Parlo</title></head><body><div id="root"></div></body></html>';

export const TEST_LESSON_CHUNKS = { lesson: { modules: ["/assets/LessonPage-test.js"], styles: ["/assets/LessonPage-test.css"] } };

const TEST_LESSON_SCREEN =
  `<main><h1 ${DRAWN.lessonHeading}="">Lesson 1: </h1><div ${DRAWN.listenBar}=""><p>Press the speaker</p></div>` +
  `<article ${DRAWN.lessonText}="" aria-label="Lesson text: " data-language="de"></article></main>`;

/** The stand-in for a drawn page: the shell with a root that says which page it is. */
export function testDrawnPage(page: PrerenderedPage): string {
  const screen = page === LESSON_TEMPLATE ? TEST_LESSON_SCREEN : `<p>drawn: ${page.path}</p>`;
  return TEST_SHELL.replace('<div id="root"></div>', `<div id="root" ${DRAWN.path}="${page.path}" ${DRAWN.drawnFor}="${page.drawnFor}">${screen}</div>`);
}

const drawn = new Map(BUILT_PAGES.map((page) => [page.asset, testDrawnPage(page)]));

const html = (body: string) => new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", "X-Frame-Options": "DENY", ETag: '"test"' } });

export function fakeAssets(request: Request): Response {
  const { pathname } = new URL(request.url);
  if (pathname === "/route-chunks.json") {
    return new Response(JSON.stringify(TEST_LESSON_CHUNKS), { headers: { "Content-Type": "application/json" } });
  }
  return html(drawn.get(pathname) ?? TEST_SHELL);
}
