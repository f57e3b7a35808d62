/**
 * Every screen names itself (WCAG 2.4.2): the tab and the history say which page it is, for a
 * visitor and a learner, the lesson by its heading and language, and the not-found page too.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signInAs } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens each address in turn and waits for its screen to name itself as expected. */
async function expectTitles(page: Page, titles: Record<string, string | RegExp>): Promise<void> {
  for (const [path, title] of Object.entries(titles)) {
    await page.goto(path);
    const seen = expect.poll(() => page.title(), { message: path, timeout: 10_000 });
    await (typeof title === "string" ? seen.toBe(title) : seen.toMatch(title));
  }
}

describe("the page titles", () => {
  it("differ for every screen a visitor opens", async () => {
    const { context, page } = await newPage(browser);
    await expectTitles(page, {
      "/about": "About · Parlo",
      "/": "Parlo: Learn Languages The Smart Way",
      "/faq": "Frequently Asked Questions · Parlo",
      "/auth": "Login · Parlo",
      "/auth?tab=register": "Create an Account · Parlo",
      "/terms": "Terms of Use · Parlo",
      "/no/such/page": "Page Not Found · Parlo",
    });
    await context.close();
  });

  it("name a learner's screens, a lesson by its heading and language, and follow the app's own navigation", async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, "learner", "learner-pass-2026");
    await expectTitles(page, {
      "/dashboard": "Home · Parlo",
      "/welcome": "Welcome · Parlo",
      "/de/course": "German course map · Parlo",
      "/languages": "Languages · Parlo",
      "/de/lesson/02": /^Lesson 2: .+ · German · Parlo$/,
      "/review": "Review · Parlo",
      "/profile": "Your Profile · Parlo",
      "/settings": "Account Settings · Parlo",
      "/subscribe": "Parlo Premium · Parlo",
    });
    await page.goto("/ja/lesson/01");
    const heading = await page.getByRole("heading", { level: 1, name: /^Lesson 1:/ }).textContent();
    expect(await page.title()).toBe(`${heading} · Japanese · Parlo`);
    await page.getByRole("link", { name: /Next/ }).first().click();
    await page.getByRole("heading", { level: 1, name: /^Lesson 2:/ }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Lesson 2: .+ · Japanese · Parlo$/);
    await context.close();
  });
});
