/** Issue 29: a request the local runtime loses gets a JSON answer from the dev and preview servers, never connect's stack page. */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { BODY_TOO_LARGE } from "../contract/constants";
import { answerLostRequests, REQUEST_LOST } from "./request-lost-plugin";

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
type ErrorHandler = (error: unknown, req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

let server: Server | undefined;
afterEach(() => server?.close());

/** A connect-like stack: the Cloudflare plugin's forwarding as a handler that fails as miniflare's did, then what the plugin adds last. */
async function lostRequest(headers: Record<string, string>, hook: "configureServer" | "configurePreviewServer", withPlugin = true): Promise<{ status: number; type: string; body: string }> {
  const errorHandlers: ErrorHandler[] = [];
  const fake = { middlewares: { use: (handler: ErrorHandler) => errorHandlers.push(handler) } };
  if (withPlugin) ((answerLostRequests()[hook] as (server: never) => () => void)(fake as never))();
  const forward: Handler = (_req, _res, next) => next(new TypeError("fetch failed"));
  server = createServer((req, res) =>
    forward(req, res, (error) => {
      const handler = errorHandlers[0];
      if (handler) return handler(error, req, res, () => undefined);
      // connect's final handler, as it answered before.
      res.statusCode = 500;
      res.end(`<pre>${(error as Error).stack}</pre>`);
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/api/login", method: "POST", headers }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, type: String(res.headers["content-type"]), body }));
    });
    req.on("error", reject);
    req.end(headers["transfer-encoding"] ? "x".repeat(1000) : undefined);
  });
}

describe("a request the local runtime lost", () => {
  it.each(["configureServer", "configurePreviewServer"] as const)("is answered 413 with the Worker's message when it carried a body (%s)", async (hook) => {
    expect(await lostRequest({ "transfer-encoding": "chunked" }, hook)).toEqual({ status: 413, type: "application/json", body: JSON.stringify({ message: BODY_TOO_LARGE }) });
  });

  it("is answered 502 in JSON when it carried none, and never with a stack", async () => {
    const answer = await lostRequest({}, "configurePreviewServer");
    expect(answer).toEqual({ status: 502, type: "application/json", body: JSON.stringify({ message: REQUEST_LOST }) });
    expect(answer.body).not.toContain("TypeError");
  });

  it("was a page with the stack before", async () => {
    const answer = await lostRequest({ "transfer-encoding": "chunked" }, "configurePreviewServer", false);
    expect(answer.status).toBe(500);
    expect(answer.body).toContain("TypeError: fetch failed");
  });
});
