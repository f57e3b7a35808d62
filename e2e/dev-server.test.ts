/**
 * The development server behaves as the deployed app does where it matters for safety: its pages
 * carry the headers of public/_headers (and the app still runs under them), and uploads it refuses
 * early do not make it fail other requests. The other journeys run against the built app (decision
 * 062), so this file starts `npm run dev` of its own (or takes its lane's, under E2E_SERVER=dev).
 */
import { readFileSync } from "node:fs";
import { request } from "node:http";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_START_MS, startDevServer, type DevServer } from "../scripts/dev-server";
import { baseUrl as laneUrl, launchBrowser, ownPort, signInAs } from "./browser";

let server: DevServer | undefined;
let origin: string;
beforeAll(async () => {
  if (process.env.E2E_SERVER === "dev") origin = laneUrl();
  else {
    server = await startDevServer(ownPort(5180), `e2e-dev-server-state-${ownPort(5180)}`);
    origin = server.baseUrl;
  }
}, SERVER_START_MS);
afterAll(() => server?.stop());

const baseUrl = () => origin;

/** The headers public/_headers gives every path (its `/*` block). */
function headersForEveryPage(): Map<string, string> {
  const lines = readFileSync("public/_headers", "utf8").split("\n");
  const start = lines.findIndex((line) => line.trim() === "/*");
  const headers = new Map<string, string>();
  for (const line of lines.slice(start + 1)) {
    const header = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (!header) break;
    headers.set(header[1]!.toLowerCase(), header[2]!.trim());
  }
  return headers;
}

describe("the development server's pages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["/", "/languages", "/auth", "/de/lesson/1"])("%s carries the security headers of public/_headers", async (path) => {
    const expected = headersForEveryPage();
    expect(expected.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const response = await fetch(`${baseUrl()}${path}`);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    for (const [name, value] of expected) expect(response.headers.get(name), name).toBe(value);
  });

  it("run the app under that policy, hot reload included, with nothing refused", async () => {
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    page.on("pageerror", (error) => messages.push(error.message));
    await signInAs(page, "learner", "learner-pass-2026");
    await page.goto("/de/lesson/1");
    await page.getByRole("heading", { name: /^Lesson 1:/ }).waitFor();
    await expect.poll(() => messages.some((message) => message.includes("[vite] connected"))).toBe(true);
    expect(messages.filter((message) => /Content Security Policy|Refused to/i.test(message))).toEqual([]);
    await context.close();
  });
});

describe("uploads the development server refuses early", () => {
  it("do not make it fail the requests beside and after them", async () => {
    const body = "x".repeat(200_000);
    const refused = () => fetch(`${baseUrl()}/api/login`, { method: "POST", body, headers: { "Content-Type": "application/json" } });
    const read = () => fetch(`${baseUrl()}/api/languages`);
    const statuses: number[] = [];
    // Eight at a time, as a few tabs and a script would send them.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let round = 0; round < 25; round++) {
          for (const send of [refused, read]) {
            const response = await send();
            await response.arrayBuffer();
            statuses.push(response.status);
          }
        }
      }),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 403)).toHaveLength(200);
  });
});

describe("an address that is not a URL (issue 29)", () => {
  it("gets a 400 page without a stack, and the server goes on", async () => {
    const { hostname, port } = new URL(baseUrl());
    // Sent as typed (fetch would tidy the path): `curl --path-as-is …//%2fevil.example`.
    const bad = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      request({ host: hostname, port, path: "//%2fevil.example" }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      }).on("error", reject).end();
    });
    expect(bad.status).toBe(400);
    expect(bad.body).not.toMatch(/ERR_INVALID_URL|at .*\.(ts|js|mjs):\d+/);
    expect((await fetch(`${baseUrl()}/api/languages`)).status).toBe(200);
  });
});
