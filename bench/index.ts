/**
 * npm run bench — builds the app, serves it with `npm run preview` (the built Worker in workerd,
 * local data migrated and seeded) and prints what each screen costs a learner to load: the gzip
 * bytes of the JavaScript and CSS the landing page, /languages and a lesson page load (lazy
 * chunks counted when the route loads them). Budgets (issue 10): landing ≤ 100 KB, lesson ≤ 170 KB.
 * Writes the figures to bench/results.json.
 *
 * Still to come (issue 10): Lighthouse scores and the API throughput ratios.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { launchChromium, PHONE } from "../scripts/chromium";
import { startPreviewServer } from "../scripts/dev-server";

const BUDGETS_KB: Record<string, number> = { landing: 100, lesson: 170 };

async function assetBytes(page: Page, path: string, ready: () => Promise<unknown>): Promise<{ js: number; css: number }> {
  const seen = new Map<string, "js" | "css">();
  const onResponse = (response: import("playwright-core").Response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet") seen.set(response.url(), type === "script" ? "js" : "css");
  };
  page.on("response", onResponse);
  await page.goto(path);
  await ready();
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  const totals = { js: 0, css: 0 };
  for (const [url, kind] of seen) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    totals[kind] += gzipSync(body, { level: 9 }).length;
  }
  return totals;
}

const server = await startPreviewServer(4175, "bench-preview");
const browser = await launchChromium();
try {
  const results: Record<string, { js: number; css: number; totalKb: number; budgetKb?: number }> = {};
  const measure = async (name: string, path: string, signedIn: boolean, ready: (page: Page) => Promise<unknown>) => {
    // A fresh context per screen: nothing cached, as for a first visit.
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE, serviceWorkers: "block" });
    const page = await context.newPage();
    if (signedIn) {
      const login = await context.request.post("/api/login", { data: { username: "learner", password: "learner-pass-2026" }, headers: { Origin: server.baseUrl } });
      if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    }
    const bytes = await assetBytes(page, path, () => ready(page));
    results[name] = { ...bytes, totalKb: Math.round(((bytes.js + bytes.css) / 1024) * 10) / 10, budgetKb: BUDGETS_KB[name] };
    await context.close();
  };
  await measure("landing", "/", false, (page) => page.getByRole("heading", { name: "Learn Languages The Smart Way" }).waitFor());
  await measure("languages", "/languages", true, (page) => page.getByRole("heading", { name: "Choose Your Language Adventure" }).waitFor());
  await measure("lesson", "/de/lesson/1", true, (page) => page.getByRole("heading", { name: /^Lesson 1:/ }).waitFor());

  mkdirSync("bench", { recursive: true });
  writeFileSync("bench/results.json", JSON.stringify({ measuredAt: new Date().toISOString(), bundles: results }, null, 2));
  console.log("bundle sizes (gzip, first visit on a phone)");
  for (const [name, { js, css, totalKb, budgetKb }] of Object.entries(results)) {
    const verdict = budgetKb ? (totalKb <= budgetKb ? `within ${budgetKb} KB` : `OVER ${budgetKb} KB budget`) : "";
    console.log(`  ${name.padEnd(10)} ${totalKb.toFixed(1).padStart(6)} KB  (JS ${(js / 1024).toFixed(1)} KB, CSS ${(css / 1024).toFixed(1)} KB)  ${verdict}`);
  }
} finally {
  await browser.close();
  server.stop();
}
process.exit(0);
