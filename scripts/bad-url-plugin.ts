/**
 * A request whose address is not a URL (`//%2fevil.example`, taken as a host that cannot exist) is
 * answered 400 before any other middleware of `npm run dev` or `npm run preview` sees it. Further
 * down, code that parses the address threw: inside a promise it ended the dev server, elsewhere it
 * became a 500 page with a stack trace (issue 29).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Connect, Plugin } from "vite";

export const BAD_URL_PAGE = "<!doctype html><title>Bad request</title><h1>Bad request</h1><p>This address is not a valid URL.</p>";

/** Whether the server's own code can read this request's address, as `new URL(req.url, origin)` does. */
export function readableUrl(url: string | undefined): boolean {
  return URL.canParse(url ?? "/", "http://localhost");
}

export function refuseBadUrl(req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction): void {
  if (readableUrl(req.url)) return next();
  res.statusCode = 400;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(BAD_URL_PAGE);
}

export function refuseBadUrls(): Plugin {
  return {
    name: "parlo:refuse-bad-urls",
    // Added directly (not returned), so this runs before Vite's own middlewares and every other plugin's.
    configureServer(server) {
      server.middlewares.use(refuseBadUrl);
    },
    configurePreviewServer(server) {
      server.middlewares.use(refuseBadUrl);
    },
  };
}
