/** The foundation journey: landing, signing in, the language grid, not-found, theme and health. */
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

describe("a visitor", () => {
  it("sees the landing page and reaches registration from the call to action", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Learn Languages The Smart Way");
    await expect.poll(() => page.getByText("Language Learning Simplified").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Get Started For Free" }).click();
    await page.waitForURL("**/auth?tab=register");
    expect(await page.getByRole("tab", { name: "Register" }).getAttribute("aria-selected")).toBe("true");
    await context.close();
  });

  it("scrolls to how it works with Learn More", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto("/");
    const how = page.getByRole("heading", { name: "How Parlo works" });
    await page.getByRole("button", { name: "Learn More" }).click();
    await expect.poll(() => how.evaluate((el) => el.getBoundingClientRect().top), { timeout: 5000 }).toBeLessThan(200);
    await context.close();
  });

  it("is sent to /auth from a protected screen", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/languages");
    await page.waitForURL("**/auth");
    expect(await page.getByRole("tab", { name: "Login" }).getAttribute("aria-selected")).toBe("true");
    await context.close();
  });

  it("is told when the sign-in is wrong", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/auth");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    expect(await page.getByText("Username or email is required").isVisible()).toBe(true);
    await page.getByLabel("Username or Email").fill("learner");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByText("Incorrect username/email or password. Please try again.").waitFor();
    await context.close();
  });

  it("finds the not-found page and its two ways out", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await page.getByRole("link", { name: "Go Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/still-not-here");
    await page.getByRole("link", { name: "See Languages" }).click();
    await page.waitForURL("**/auth"); // signed out: the language grid is protected
    await context.close();
  });

  it("keeps the light theme across a reload", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.className)).toContain("dark");
    await page.getByRole("button", { name: "Switch to light mode" }).click();
    await page.getByRole("button", { name: "Switch to dark mode" }).waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Switch to dark mode" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains("light"))).toBe(true);
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBe("#ffffff");
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest-light.webmanifest");
    await context.close();
  });

  it("sees the health page receive a pong over the websocket", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/health");
    await expect.poll(() => page.getByTestId("socket-status").textContent(), { timeout: 10_000 }).toBe("connected");
    await expect.poll(() => page.getByTestId("socket-last-message").textContent(), { timeout: 10_000 }).toMatch(/"type":"pong"/);
    await expect.poll(() => page.getByTestId("health-api").textContent()).toMatch(/ok.*reachable.*7/s);
    await context.close();
  });
});

describe("the demo learner", () => {
  it("signs in, lands home, finds the grid of seven languages and opens one", async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, "learner", "learner-pass-2026");
    await page.getByRole("heading", { name: "Welcome back, learner" }).waitFor();
    await page.goto("/languages");
    await page.getByRole("heading", { name: "Choose Your Language Adventure" }).waitFor();
    const cards = page.getByTestId("language-card");
    await expect.poll(() => cards.count()).toBe(7);
    expect(await cards.allInnerTexts()).toEqual([
      expect.stringMatching(/German\s+130M speakers/),
      expect.stringMatching(/Spanish\s+543M speakers/),
      expect.stringMatching(/French\s+267M speakers/),
      expect.stringMatching(/Hindi\s+602M speakers/),
      expect.stringMatching(/Kannada\s+59M speakers/),
      expect.stringMatching(/Japanese\s+122M speakers/),
      expect.stringMatching(/Chinese\s+1.1B speakers/),
    ]);
    const flags = page.locator('[data-testid="language-card"] img');
    expect(await flags.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")))).toEqual(
      ["de", "es", "fr", "in", "in", "jp", "cn"].map((code) => `/flags/${code}.svg`),
    );
    // Every flag is a real image that loaded, not a broken link.
    await expect
      .poll(() => flags.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);

    // Signed in, the landing page sends the learner home, which leads to the languages.
    await page.goto("/");
    await page.waitForURL("**/dashboard");
    await page.getByRole("link", { name: /^(Choose a language|Add a language)$/ }).first().click();
    await page.waitForURL("**/languages");

    await cards.filter({ hasText: "French" }).click();
    await page.waitForURL("**/fr/lesson/01");
    await context.close();
  });

  it("signs out from the user menu", async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, "learner@example.com", "learner-pass-2026");
    await page.getByRole("button", { name: "Account menu for learner" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL("**/auth");
    await page.getByText("You have been successfully logged out.").first().waitFor();
    await page.goto("/languages");
    await page.waitForURL("**/auth");
    await context.close();
  });
});
