/** Debian's Chromium driven by playwright-core (never a downloaded browser). */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
}

export const baseUrl = () => inject("baseUrl");

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  const page = await context.newPage();
  return { context, page };
}

export async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Username or Email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL("**/languages");
}
