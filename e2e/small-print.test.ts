/**
 * The small print made true: the subscription page shows a learner with a plan their plan, promises
 * nothing the simulated checkout cannot keep, and Settings sends nobody looking for a cancel button.
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

describe("the subscription page", () => {
  it("shows a premium learner their plan and that it has no end date, with no checkout to go through again", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAs(page, "premium", "premium-pass-2026");
    await page.goto("/subscribe");
    await page.getByRole("heading", { level: 1, name: "Your Plan" }).waitFor();
    const plan = page.getByRole("region", { name: "Current plan" });
    expect(await plan.textContent()).toContain("Premium");
    expect(await plan.textContent()).toContain("No end date");
    expect(await page.getByRole("button", { name: /^Subscribe/ }).count()).toBe(0);
    expect(await page.locator("main").textContent()).not.toMatch(/money-back|cancel anytime/i);

    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Subscription" });
    await section.getByText("Premium").waitFor();
    expect(await section.textContent()).not.toMatch(/cancel/i);
    await context.close();
  });

  it("offers a visitor the plans and the simulated checkout, promising no refund and no cancelling", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/subscribe");
    await page.getByRole("heading", { level: 1, name: "Choose Your Plan" }).waitFor();
    expect(await page.locator("main").textContent()).not.toMatch(/money-back|cancel anytime/i);
    await page.getByRole("button", { name: /^Subscribe/ }).click();
    await page.getByRole("status").getByText("Coming Soon").waitFor();
    await context.close();
  });
});
