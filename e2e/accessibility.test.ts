/**
 * axe-core on every screen, in both themes, on a phone and a desktop, signed out and in:
 * no serious or critical violations.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, newPage, PHONE, signInAs } from "./browser";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the page's CSP (as deployed) allows no inline script tag.
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ["violations"] })).violations;
  })) as Violation[];
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 4).join(", ")}`);
}

const PUBLIC = ["/", "/auth", "/auth?tab=register", "/forgot-password", "/reset-password?token=nope", "/verify-email", "/subscribe", "/about", "/contact", "/faq", "/health", "/no-such-page"];
const SIGNED_IN = ["/languages", "/de/lesson/1", "/profile", "/settings", "/admin"];

for (const [device, viewport] of [["desktop", DESKTOP], ["phone", PHONE]] as const) {
  for (const theme of ["dark", "light"] as const) {
    describe(`${device}, ${theme} theme`, () => {
      it("has no serious or critical accessibility violations on any screen", async () => {
        const { context, page } = await newPage(browser, viewport);
        await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
        const found: string[] = [];
        const check = async (path: string, label = path) => {
          await page.goto(path);
          await page.waitForLoadState("networkidle");
          await page.locator("main h1, main h2").first().waitFor();
          for (const violation of await seriousViolations(page)) found.push(`${label}: ${violation}`);
        };
        for (const path of PUBLIC) await check(path);
        await signInAs(page, "admin", "admin-pass-2026");
        for (const path of SIGNED_IN) await check(path);
        // A dialog open: the lesson selector.
        await page.goto("/de/lesson/1");
        await page.getByRole("button", { name: "Select a lesson" }).click();
        await page.getByRole("dialog").waitFor();
        for (const violation of await seriousViolations(page)) found.push(`lesson selector: ${violation}`);
        expect(found).toEqual([]);
        await context.close();
      });
    });
  }
}
