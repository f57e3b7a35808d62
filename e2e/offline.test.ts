/**
 * The installed-app promise: a lesson opened once reads again with the network off. Runs against
 * the built app (`npm run preview`), where the service worker exists.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_CACHE, FREE_LESSONS_PER_LANGUAGE } from "../contract/constants";
import { lessonIdFor } from "../contract/lesson-ids";
import { previewPort, startPreviewServer, type DevServer } from "../scripts/dev-server";
import { DESKTOP, launchBrowser, ownPort, PREVIEW_SETUP_MS, reloadOffline, sharedPreviewBuild, signInAs } from "./browser";

// E2E_PREVIEW_PORT (or PREVIEW_PORT) lets two checkouts run this file side by side.
const PREVIEW_PORT = ownPort(Number(process.env.E2E_PREVIEW_PORT ?? previewPort(4174)));
// The first lesson after the free ones, whatever their number.
const PREMIUM_LESSON = FREE_LESSONS_PER_LANGUAGE + 1;
const PREMIUM_LESSON_READ = `/api/lessons/${lessonIdFor("de", PREMIUM_LESSON)}`;
const PREMIUM_HEADING = new RegExp(`^Lesson ${PREMIUM_LESSON}:`);
// The locked card; the paywall dialog opened over it hides its buttons from the accessibility tree.
const LOCKED = "This lesson is part of Parlo Premium";

let browser: Browser;
let server: DevServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startPreviewServer(PREVIEW_PORT, `e2e-preview-state-${PREVIEW_PORT}`, {}, sharedPreviewBuild()),
  ]);
}, PREVIEW_SETUP_MS);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("offline", () => {
  it("reopens a visited lesson, its selector and a downloaded lesson with the network off, with the offline banner", async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP });
    const page = await context.newPage();
    await signInAs(page, "learner", "learner-pass-2026");

    await page.goto("/de/lesson/1");
    await page.getByRole("heading", { name: /^Lesson 1:/ }).waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Once the worker controls the page, the lesson's reads go through it and are kept.
    await page.reload();
    await page.getByRole("heading", { name: /^Lesson 1:/ }).waitFor();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const lessonText = await page.locator("article").first().textContent();

    // "Download for offline" keeps every lesson this learner may open (the free ones, on the free plan).
    await page.getByRole("button", { name: "Select a lesson" }).click();
    await page.getByRole("button", { name: "Download for offline" }).click();
    await page.getByText(`${FREE_LESSONS_PER_LANGUAGE} lessons saved for offline use`).waitFor();
    await page.keyboard.press("Escape");

    await reloadOffline(context, page);
    await page.getByRole("heading", { name: /^Lesson 1:/ }).waitFor();
    expect(await page.locator("article").first().textContent()).toBe(lessonText);
    await page.getByText("You're offline. Some features may be limited.").waitFor();

    await page.getByRole("button", { name: "Select a lesson" }).click();
    await page.getByRole("dialog").getByText(/Lesson 2:/).waitFor();
    await page.keyboard.press("Escape");

    // Lesson 2 was never opened, only downloaded.
    await page.goto("/de/lesson/2");
    await page.getByRole("heading", { name: /^Lesson 2:/ }).waitFor();

    await context.setOffline(false);
    await expect.poll(() => page.getByText("You're offline. Some features may be limited.").count()).toBe(0);
    await context.close();
  });

  it("lets a free learner who signs in after a premium one on the same browser read none of the premium lesson, online or offline", async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP });
    const page = await context.newPage();
    const premiumText = await premiumLearnerReadsPremiumLesson(page);

    await page.getByRole("button", { name: "Account menu for premium" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL("**/auth");
    expect(await cachedApiReads(page)).not.toContain(PREMIUM_LESSON_READ);

    // Within the same page (no reload), the way a learner clicks: the app's memory is tested too.
    await page.getByLabel("Username or Email").fill("learner");
    await page.getByLabel("Password", { exact: true }).fill("learner-pass-2026");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("link", { name: /^(Choose a language|Add a language)$/ }).first().click();
    await page.getByRole("link", { name: /German/ }).first().click();
    await page.getByRole("button", { name: "Select a lesson" }).click();
    await page.getByRole("dialog").getByRole("link", { name: PREMIUM_HEADING }).click();
    await page.locator("h1", { hasText: PREMIUM_HEADING }).waitFor();
    expect(await page.getByText(premiumText).count()).toBe(0);
    expect(await page.getByText(LOCKED).count()).toBe(1);

    await page.reload();
    await page.getByText(LOCKED).waitFor();
    await expectPremiumLessonUnreadable(context, page, premiumText);
    await context.close();
  });

  it("keeps nothing of a premium learner whose session ended without a logout for the next learner", async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP });
    const page = await context.newPage();
    const premiumText = await premiumLearnerReadsPremiumLesson(page);

    // The session expires (or ends on another device): the app only learns it from a 401.
    await context.clearCookies();
    await signInAs(page, "learner", "learner-pass-2026");
    await page.reload();
    await page.getByRole("heading", { name: "Welcome back, learner" }).waitFor();
    expect(await cachedApiReads(page)).not.toContain(PREMIUM_LESSON_READ);

    await page.goto(`/de/lesson/${PREMIUM_LESSON}`);
    await page.getByText(LOCKED).waitFor();
    await expectPremiumLessonUnreadable(context, page, premiumText);
    await context.close();
  });

  it("is installable: Chromium finds no installability errors in the manifest, icons and service worker", async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto("/");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The same check Chrome runs before it offers "Install" (and Lighthouse's former installability audit used).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
    // Test contexts are incognito windows, where Chrome never offers installation; every other reason counts.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
    const manifest = (await (await page.request.get("/manifest-dark.webmanifest")).json()) as { icons: { sizes: string; purpose: string }[] };
    expect(manifest.icons).toEqual(expect.arrayContaining([expect.objectContaining({ sizes: "192x192" }), expect.objectContaining({ sizes: "512x512", purpose: "maskable" })]));
    await context.close();
  });

  it("routes the tutor's websocket to the Worker, not to the static assets", async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP });
    const page = await context.newPage();
    await context.request.post("/api/login", { data: { username: "premium", password: "premium-pass-2026" }, headers: { Origin: server.baseUrl } });
    await page.goto("/");
    const opened = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const socket = new WebSocket(`ws://${location.host}/ws/tutor/de-lesson01`);
          socket.onopen = () => resolve("open");
          socket.onerror = () => resolve("error");
        }),
    );
    expect(opened).toBe("open");
    await context.close();
  });

  it("keeps no service worker on the verify page", async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto("/");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto("/verify-email");
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 10_000 })
      .toBe(0);
    await context.close();
  });
});

/** The premium learner opens the first premium lesson once the service worker is in control, so its read is cached. */
async function premiumLearnerReadsPremiumLesson(page: Page): Promise<string> {
  await signInAs(page, "premium", "premium-pass-2026");
  await page.goto(`/de/lesson/${PREMIUM_LESSON}`);
  await page.getByRole("heading", { name: PREMIUM_HEADING }).waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.getByRole("heading", { name: PREMIUM_HEADING }).waitFor();
  await expect.poll(() => cachedApiReads(page)).toContain(PREMIUM_LESSON_READ);
  const paragraph = await page.locator("article p").first().textContent();
  expect(paragraph?.length).toBeGreaterThan(20);
  return paragraph!.trim();
}

/** The paths of the reads in the service worker's API cache. */
function cachedApiReads(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, API_CACHE.name);
}

/** With the network off, the lesson is neither in the cache nor on screen. */
async function expectPremiumLessonUnreadable(context: BrowserContext, page: Page, premiumText: string) {
  await reloadOffline(context, page);
  await page.getByText("You're offline. Some features may be limited.").waitFor();
  await page.getByText("Failed to load the selected lesson").waitFor();
  expect(await page.getByText(premiumText).count()).toBe(0);
  expect(await page.evaluate((url) => caches.match(url).then(Boolean), PREMIUM_LESSON_READ)).toBe(false);
  await context.setOffline(false);
}
