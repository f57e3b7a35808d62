/**
 * Sound never fails silently: this server has no voice of its own (the offline tutor) and Chromium on
 * Linux has no Kannada voice, so a speaker could play nothing. The first press says so, once and
 * plainly, and no speaker is offered after it, in the lesson nor in the tutor chat.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, PHONE, signInAs } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SILENT = "Kannada can't be played aloud on this device: it has no Kannada voice.";

describe("a language this device cannot say aloud", () => {
  it("is said once, plainly, and its speakers go, in the lesson and in the chat", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAs(page, "learner", "learner-pass-2026");
    await page.goto("/kn/lesson/01");
    const speakers = page.getByRole("button", { name: /^Listen: / });
    await speakers.first().click();
    const notice = page.getByRole("status").filter({ hasText: SILENT });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toContain("Add one in your device's speech settings");
    await expect.poll(() => speakers.evaluateAll((buttons) => buttons.filter((button) => (button as HTMLElement).offsetParent !== null).length)).toBe(0);
    expect(await page.getByRole("button", { name: "Slow speech (0.75×)" }).count()).toBe(0);

    await page.getByRole("button", { name: "Open tutor chat" }).click();
    const chat = page.getByRole("region", { name: /^Tutor chat/ });
    await chat.getByRole("status").filter({ hasText: SILENT }).waitFor();
    await chat.getByText(/How would you say/).first().waitFor({ timeout: 20_000 });
    expect(await chat.getByRole("button", { name: "Listen to this message" }).count()).toBe(0);
    await context.close();
  });
});
