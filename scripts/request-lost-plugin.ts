/**
 * The last word of `npm run dev` and `npm run preview` on a request the local runtime lost on its way
 * to the Worker: an answer as the Worker gives it, never connect's page with a stack trace. Measured
 * (issue 29): a chunked body far over the Worker's limit, which the Worker stops reading after
 * REFUSED_BODY_DRAIN_MAX_BYTES (worker/http/request-body.ts), sometimes ends miniflare's forwarding with
 * "fetch failed"; the Cloudflare plugin hands that to connect, which printed a 500 with the stack.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Plugin } from "vite";
import { BODY_TOO_LARGE } from "../contract/constants.ts";

export const REQUEST_LOST = "The local server lost this request on its way to the Worker. Please try again.";

/** connect's error middleware: a request with a body was lost because the Worker refused the body (413); any other, 502. */
export function answerLostRequest(_error: unknown, req: IncomingMessage, res: ServerResponse, _next: (error?: unknown) => void): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const withBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
  res.statusCode = withBody ? 413 : 502;
  res.setHeader("Content-Type", "application/json");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify({ message: withBody ? BODY_TOO_LARGE : REQUEST_LOST }));
}

/** Last in the plugin list: its middleware is added after every other one, the Cloudflare plugin's included. */
export function answerLostRequests(): Plugin {
  // A returned function runs after Vite's own middlewares are in place: the error middleware ends the stack.
  const addLast = (server: { middlewares: { use(handler: typeof answerLostRequest): unknown } }) => () => void server.middlewares.use(answerLostRequest);
  return { name: "parlo:answer-lost-requests", configureServer: addLast, configurePreviewServer: addLast };
}
