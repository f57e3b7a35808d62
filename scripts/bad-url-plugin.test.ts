/** Issue 29, item 5: a bad address gets a 400 page from the dev and preview servers, never a crash or a stack. */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { appIcons } from "./app-icons-plugin";
import { refuseBadUrls } from "./bad-url-plugin";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => unknown;

/** Middlewares called in turn as connect calls them (a throw becomes a 500), and nothing awaited. */
function chain() {
  const stack: Middleware[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    let index = 0;
    const next = (error?: unknown) => {
      const middleware = stack[index++];
      if (error || !middleware) {
        res.statusCode = error ? 500 : 404;
        return res.end(error ? String(error) : "");
      }
      try {
        middleware(req, res, next);
      } catch (thrown) {
        next(thrown);
      }
    };
    next();
  };
  return { use: (middleware: Middleware) => stack.push(middleware), handle };
}

let server: Server | undefined;
afterEach(() => server?.close());

/** A connect app with the plugins' dev middlewares, then one that parses the address as the Cloudflare plugin does. */
async function devStack(withGuard: boolean, hook: "configureServer" | "configurePreviewServer" = "configureServer"): Promise<number> {
  const app = chain();
  const fake = { middlewares: app } as never;
  if (withGuard) (refuseBadUrls()[hook] as (server: never) => void)(fake);
  (appIcons().configureServer as (server: never) => void)(fake);
  // As the Cloudflare plugin's middleware does: an async handler that parses the address.
  app.use((req, res) => Promise.resolve().then(() => res.end(new URL(req.url ?? "/", "http://127.0.0.1").pathname)));
  server = createServer(app.handle);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as { port: number }).port;
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    }).on("error", reject).end();
  });
}

describe("a request whose address is not a URL", () => {
  it("gets a 400 page, and the server goes on answering", async () => {
    const port = await devStack(true);
    const bad = await get(port, "//%2fevil.example");
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("Bad request");
    expect(bad.body).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(await get(port, "/icons/icon-64.png")).toMatchObject({ status: 200 });
    expect(await get(port, "/languages")).toEqual({ status: 200, body: "/languages" });
  });

  it("gets the same 400 page from the preview server", async () => {
    const port = await devStack(true, "configurePreviewServer");
    expect(await get(port, "//%2fevil.example")).toMatchObject({ status: 400 });
  });

  it.each([
    ["without the guard, the failure is left uncaught (what ended npm run dev)", false, 1],
    ["with the guard, nothing is left uncaught", true, 0],
  ])("%s", async (_case, withGuard, expected) => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("unhandledRejection", onUncaught);
    try {
      const port = await devStack(withGuard);
      void get(port, "//%2fevil.example").catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(uncaught).toHaveLength(expected);
    } finally {
      process.off("unhandledRejection", onUncaught);
    }
  });
});
