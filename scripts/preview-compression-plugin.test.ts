import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previewCompression } from "./preview-compression-plugin";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

let baseUrl = "";
const server = createServer();

beforeAll(async () => {
  const middlewares: Middleware[] = [];
  const plugin = previewCompression();
  (plugin.configurePreviewServer as (server: unknown) => void)({ middlewares: { use: (handler: Middleware) => middlewares.push(handler) } });
  // What the Worker would answer: a large JavaScript file, or a tutor reply streamed as events.
  server.on("request", (req, res) =>
    middlewares[0]!(req, res, () => {
      res.setHeader("Content-Type", req.url!.startsWith("/api/") ? "text/event-stream" : "text/javascript");
      res.end("x".repeat(20_000));
    }),
  );
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

const encodingOf = async (path: string) => (await fetch(`${baseUrl}${path}`, { headers: { "Accept-Encoding": "gzip" } })).headers.get("Content-Encoding");

describe("the preview server's compression", () => {
  it("gzips the app's static files, as Cloudflare's edge does", async () => {
    expect(await encodingOf("/assets/index-abc.js")).toBe("gzip");
  });

  it("leaves API answers and sockets alone, so streamed tutor replies are not held back", async () => {
    expect(await encodingOf("/api/chat")).toBeNull();
    expect(await encodingOf("/ws/tutor/de-lesson01")).toBeNull();
  });
});
