/** The admin runs the product from the browser: plans, and the messages visitors send. */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { launchBrowser, newPage, setPlan, signInAs } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // The demo learner back on the free plan, so journeys that need a free learner still find one.
  await setPlan("learner", "free");
});

describe("the admin", () => {
  it("makes the demo learner premium, after which the learner opens lesson 3", async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, "admin", "admin-pass-2026");
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Users" }).click();
    await page.getByLabel("Search users").fill("learner");
    const row = page.getByRole("row", { name: /learner@example\.com/ });
    await row.waitFor();
    await row.getByRole("button", { name: "Edit plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit subscription" });
    await dialog.getByLabel("Plan").selectOption("premium");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Subscription updated to Premium.").first().waitFor();
    await context.close();

    const learner = await newPage(browser);
    await signInAs(learner.page, "learner", "learner-pass-2026");
    await learner.page.goto("/de/lesson/3");
    await learner.page.getByRole("heading", { name: /^Lesson 3:/ }).waitFor();
    await learner.context.close();
  });

  it("sees a visitor's contact message and resolves it", async () => {
    const visitor = await newPage(browser);
    await visitor.page.goto("/contact");
    await visitor.page.getByLabel("Name", { exact: true }).fill("Rosa Visitor");
    await visitor.page.getByRole("textbox", { name: "Email", exact: true }).fill("rosa@example.com");
    await visitor.page.getByLabel("Category").selectOption("Feature");
    await visitor.page.getByRole("textbox", { name: "Message", exact: true }).fill("Please add Portuguese; my whole family would sign up for it.");
    await visitor.page.getByRole("button", { name: "Send message" }).click();
    await visitor.page.getByText("Thanks for writing in — a team member will respond at the email you provided.").first().waitFor();
    await visitor.context.close();

    const { context, page } = await newPage(browser);
    await signInAs(page, "admin", "admin-pass-2026");
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Contact Submissions" }).click();
    const row = page.getByRole("row", { name: /Rosa Visitor/ });
    await row.getByText("Pending").waitFor();
    await row.getByRole("button", { name: "View" }).click();
    const dialog = page.getByRole("dialog", { name: "Message from Rosa Visitor" });
    await dialog.getByLabel("Notes (optional)").fill("Added to the roadmap.");
    await dialog.getByRole("button", { name: "Resolve" }).click();
    await page.getByRole("row", { name: /Rosa Visitor/ }).getByText("Resolved").waitFor();
    await context.close();
  });
});
