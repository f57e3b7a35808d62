/**
 * axe-core on every screen, in both themes, signed out and in (with a review card due, so the header
 * shows its count): no serious or critical violations. One file per device (accessibility-*.test.ts),
 * so that the two journey lanes share the sweeps (decision 061).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { DESKTOP, launchBrowser, newPage, PHONE, signInAs } from "./browser";


/** A sentence given up with the tutor is a review card due at once: the header then shows its count. */
async function leaveACardDue(page: Page): Promise<void> {
  const origin = { Origin: new URL(page.url()).origin };
  const summary = await page.request.get("/api/review/summary?timeZone=UTC");
  if (((await summary.json()) as { inQueue: number }).inQueue > 0) return;
  await page.request.delete("/api/chat/history/de-lesson01/reset", { headers: origin });
  await page.request.post("/api/chat/init", { headers: origin, data: { lessonId: "de-lesson01" } });
  // Given up, shown, and on at "next": the sentence is a card.
  for (const content of ["I give up", "yes", "next"]) {
    const turn = await page.request.post("/api/chat", { headers: origin, data: { lessonId: "de-lesson01", conversation: [{ role: "user", content }] } });
    expect(turn.status()).toBe(200);
  }
}

const PUBLIC = ["/", "/auth", "/auth?tab=register", "/forgot-password", "/reset-password?token=nope", "/verify-email", "/subscribe", "/about", "/contact", "/faq", "/health", "/no-such-page"];
const SIGNED_IN = ["/dashboard", "/welcome", "/de/course", "/languages", "/de/lesson/1", "/profile", "/settings", "/admin"];

/** Both themes' sweeps of every screen on one device. */
export function sweepEveryScreen(device: "desktop" | "phone"): void {
  const viewport = device === "desktop" ? DESKTOP : PHONE;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  for (const theme of ["dark", "light"] as const) {
    describe(`${device}, ${theme} theme`, () => {
      // Twenty screens signed in and out, each checked by axe: minutes on a machine busy with other work.
      it("has no serious or critical accessibility violations on any screen", { timeout: 300_000 }, async () => {
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
        await leaveACardDue(page);
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
