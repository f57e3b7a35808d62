/**
 * The static-assets binding in the Worker tests, which run without a build: the app's shell (with
 * one of the security headers Cloudflare adds from public/_headers, to see it kept) and the build's
 * list of the lesson screen's code. Any other path gets the shell, as the SPA fallback does.
 */
export const TEST_SHELL = '<!doctype html><html lang="en"><head><title>Parlo</title></head><body><div id="root"></div></body></html>';

export const TEST_LESSON_CHUNKS = { lesson: { modules: ["/assets/LessonPage-test.js"], styles: ["/assets/LessonPage-test.css"] } };

export function fakeAssets(request: Request): Response {
  if (new URL(request.url).pathname === "/route-chunks.json") {
    return new Response(JSON.stringify(TEST_LESSON_CHUNKS), { headers: { "Content-Type": "application/json" } });
  }
  return new Response(TEST_SHELL, { headers: { "Content-Type": "text/html; charset=utf-8", "X-Frame-Options": "DENY" } });
}
