/**
 * What each screen costs a learner to load: the gzip bytes of the JavaScript and CSS the landing
 * page, /languages and a lesson page load on a first visit from a phone (lazy chunks counted when
 * the route loads them). Budgets (issue 18, React bundled): landing ≤ 130 KB, lesson ≤ 170 KB.
 */
import { gzipSync } from "node:zlib";
import type { Browser, Page, Response } from "playwright-core";
import { PHONE } from "../scripts/chromium";
import { DEMO_LEARNER } from "./demo-learner";

const BUDGETS_KB: Record<string, number> = { landing: 130, lesson: 170 };

export interface BundleFigures {
  js: number;
  css: number;
  totalKb: number;
  budgetKb?: number;
  pass: boolean;
}

async function assetBytes(page: Page, path: string, ready: () => Promise<unknown>): Promise<{ js: number; css: number }> {
  const seen = new Map<string, "js" | "css">();
  const onResponse = (response: Response) => {
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
    const body = Buffer.from(await (await fetch(url, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer());
    totals[kind] += gzipSync(body, { level: 9 }).length;
  }
  return totals;
}

export async function measureBundles(browser: Browser, baseUrl: string): Promise<Record<string, BundleFigures>> {
  const results: Record<string, BundleFigures> = {};
  const measure = async (name: string, path: string, signedIn: boolean, ready: (page: Page) => Promise<unknown>) => {
    // A fresh context per screen: nothing cached, as for a first visit.
    const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, serviceWorkers: "block" });
    const page = await context.newPage();
    if (signedIn) {
      const login = await context.request.post("/api/login", { data: DEMO_LEARNER, headers: { Origin: baseUrl } });
      if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    }
    const bytes = await assetBytes(page, path, () => ready(page));
    const totalKb = Math.round(((bytes.js + bytes.css) / 1024) * 10) / 10;
    const budgetKb = BUDGETS_KB[name];
    results[name] = { ...bytes, totalKb, budgetKb, pass: budgetKb === undefined || totalKb <= budgetKb };
    await context.close();
  };
  await measure("landing", "/", false, (page) => page.getByRole("heading", { name: "Learn Languages The Smart Way" }).waitFor());
  await measure("languages", "/languages", true, (page) => page.getByRole("heading", { name: "Choose Your Language Adventure" }).waitFor());
  await measure("lesson", "/de/lesson/01", true, (page) => page.getByRole("heading", { name: /^Lesson 1:/ }).waitFor());
  return results;
}

export function printBundles(results: Record<string, BundleFigures>): void {
  console.log("Bundle sizes (gzip, first visit on a phone)");
  for (const [name, { js, css, totalKb, budgetKb, pass }] of Object.entries(results)) {
    const verdict = budgetKb ? (pass ? `within ${budgetKb} KB` : `OVER ${budgetKb} KB budget`) : "";
    console.log(`  ${name.padEnd(10)} ${totalKb.toFixed(1).padStart(6)} KB  (JS ${(js / 1024).toFixed(1)} KB, CSS ${(css / 1024).toFixed(1)} KB)  ${verdict}`);
  }
}
