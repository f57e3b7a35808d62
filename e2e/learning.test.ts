/** A learner's path through a course: lessons, the selector, the paywall, progress and streaks. */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appStarted, launchBrowser, newPage, PHONE, signInAs } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const lessonHeading = (page: Page, number: number) => page.getByRole("heading", { name: new RegExp(`^Lesson ${number}:`) });

describe("a free learner", () => {
  it("moves through lessons, sees completed ones checked, and meets the paywall on lesson 3", async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, "learner", "learner-pass-2026");
    await page.goto("/es/lesson/1");
    await lessonHeading(page, 1).waitFor();
    // Opening a lesson does not complete it; marking it done at the end of its text does.
    await page.getByRole("button", { name: "Mark lesson as done" }).click();
    await page.getByText("Lesson completed").waitFor();

    await page.getByRole("link", { name: /^Next: / }).click();
    await page.waitForURL("**/es/lesson/02");
    await lessonHeading(page, 2).waitFor();
    await page.getByRole("link", { name: /^Previous: / }).click();
    await page.waitForURL("**/es/lesson/01");
    await lessonHeading(page, 1).waitFor();

    // Lesson 1 was marked done, lesson 2 only opened: the selector checks lesson 1 alone.
    await page.getByRole("button", { name: "Select a lesson" }).click();
    const selector = page.getByRole("dialog");
    await selector.getByRole("heading", { name: "Select a Lesson" }).waitFor();
    await expect.poll(() => selector.getByRole("link", { name: /^Lesson 1:.*Completed/ }).count()).toBe(1);
    expect(await selector.getByText("Completed").count()).toBe(1);
    expect(await selector.getByRole("link", { name: /Lesson \d+:/ }).count()).toBe(20);

    // Lesson 3 is for paid tiers.
    await selector.getByRole("link", { name: /^Lesson 3:/ }).click();
    const paywall = page.getByRole("dialog", { name: "Unlock every lesson" });
    await paywall.waitFor();
    await paywall.getByRole("button", { name: "Subscribe Now" }).click();
    await paywall.getByRole("button", { name: "Processing..." }).waitFor();
    await page.waitForURL("**/subscribe");
    await context.close();
  });

  it("continues at the first lesson not yet completed, and never onto the paywall", async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, "learner", "learner-pass-2026");
    await page.goto("/language/fr");
    await page.waitForURL("**/fr/lesson/01");
    await page.getByRole("button", { name: "Mark lesson as done" }).click();
    await page.getByText("Lesson completed").waitFor();

    await page.goto("/languages/fr");
    await page.waitForURL("**/fr/lesson/02");
    await page.getByRole("button", { name: "Mark lesson as done" }).click();
    await page.getByText("Lesson completed").waitFor();

    // Both free lessons done: back to the last of them, not to lesson 3's paywall.
    await page.goto("/languages/fr");
    await page.waitForURL("**/fr/lesson/02");
    await lessonHeading(page, 2).waitFor();
    expect(await page.getByRole("dialog", { name: "Unlock every lesson" }).count()).toBe(0);
    await context.close();
  });

  it("reads a lesson on a phone with the header compact", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAs(page, "learner", "learner-pass-2026");
    await page.goto("/ja/lesson/1");
    await lessonHeading(page, 1).waitFor();
    expect(await page.locator("article h1").first().isVisible()).toBe(false); // the leading H1 is hidden on phones
    await context.close();
  });
});

describe("progress", () => {
  it("shows on the profile with the minutes spent and a one-day streak, and a language can be reset in settings", async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, "premium", "premium-pass-2026");
    // The page's clock, so that minutes of reading pass in an instant.
    await page.clock.install();
    await page.goto("/zh/lesson/1");
    await lessonHeading(page, 1).waitFor();
    // Reading time is counted by the app: from when it has taken over the drawn lesson.
    await appStarted(page);
    await page.clock.fastForward("02:10");
    await page.getByRole("button", { name: "Mark lesson as done" }).click();
    await page.getByText("Lesson completed").waitFor();

    await page.goto("/profile");
    await page.getByRole("heading", { name: "Your Language Learning Profile" }).waitFor();
    await page.getByText("1/20 lessons completed").first().waitFor();
    // The course row, not the calendar day whose label also names the lesson.
    await page.getByRole("button", { name: /^Chinese/ }).click();
    await page.getByText("2 min spent").waitFor();
    const streak = page.locator("section", { has: page.getByRole("heading", { name: "Learning Streak" }) });
    await expect.poll(() => streak.innerText()).toMatch(/Current streak\s*1 day/);

    await page.goto("/settings");
    await page.getByText("1 of 20 lessons completed (5%)").waitFor();
    // Other journeys may have started languages for this learner (a sentence with the tutor starts one): Chinese's row.
    const chinese = page.getByRole("listitem").filter({ hasText: "Chinese" });
    await chinese.getByRole("button", { name: "Reset Progress" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Reset Progress" }).click();
    await page.getByText("Your ZH progress has been reset.").first().waitFor();
    await expect.poll(() => chinese.count()).toBe(0);
    await context.close();
  });
});

describe("the premium learner", () => {
  it("opens lesson 3", async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, "premium", "premium-pass-2026");
    await page.goto("/fr/lesson/3");
    await lessonHeading(page, 3).waitFor();
    expect(await page.getByRole("dialog", { name: "Unlock every lesson" }).count()).toBe(0);
    expect((await page.locator("article").innerText()).length).toBeGreaterThan(500);
    await context.close();
  });
});
