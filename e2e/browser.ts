/** Debian's Chromium driven by playwright-core (never a downloaded browser). */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { connectToChromium, DESKTOP } from "../scripts/chromium";
import { SERVER_START_MS } from "../scripts/dev-server";
import { expect, inject, onTestFailed, onTestFinished } from "vitest";
import { currentLane, lanePort } from "./lanes";

export { CHROMIUM_FLAGS, DESKTOP, PHONE } from "../scripts/chromium";

/**
 * This run's Chromium (started once by e2e/global-setup.ts: a launch per file cost seconds each);
 * a file's `browser.close()` closes its own contexts and leaves the browser to the next file. Every
 * journey file starts here, so here it waits for its lane's server (lanes after the first start late).
 */
export async function launchBrowser(): Promise<Browser> {
  await laneServerAnswers();
  return connectToChromium(inject("chromiumEndpoint"));
}

/** This file's server: its lane's (e2e/lanes.ts). */
export const baseUrl = () => inject("baseUrls")[lane() - 1]!;

/** Whether the lanes serve the built app (decision 062): not under E2E_SERVER=dev, nor against a server of someone else's. */
export const lanesServeTheBuild = () => !process.env.E2E_BASE_URL && process.env.E2E_SERVER !== "dev";

const lane = () => currentLane(inject("runId"));

/** A port of this file's own for a server it starts: lanes side by side must not take the same one. */
export const ownPort = (port: number) => lanePort(port, lane());

async function laneServerAnswers(): Promise<void> {
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    const answered = await fetch(`${baseUrl()}/api/health`).then((answer) => answer.ok, () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the journeys' server at ${baseUrl()} did not answer (its start is reported above)`);
}

/** For the journeys against the built app: this run's preview servers share one build. */
export const sharedPreviewBuild = () => ({ shareBuildOf: inject("runId") });

/** A preview journey's setup: perhaps this run's build, then the server's start, then the browser. */
export const PREVIEW_SETUP_MS = 2 * SERVER_START_MS + 60_000;


export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  const page = await context.newPage();
  reportOnFailure(page);
  return { context, page };
}

/**
 * A journey that fails says what the browser saw go wrong: errors, failed requests, the last address.
 * And a journey fails when the page broke the content security policy: the built app once inlined
 * small font files as data: URLs, which the policy blocks, and no assertion about the page saw it.
 */
function reportOnFailure(page: Page): void {
  const seen: string[] = [];
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") seen.push(`console.${message.type()}: ${message.text()}`);
    if (/Content Security Policy/.test(message.text())) refused.push(message.text().slice(0, 300));
  });
  onTestFinished(() => expect(refused, "what the content security policy refused").toEqual([]));
  page.on("pageerror", (error) => seen.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => seen.push(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`));
  page.on("response", (response) => {
    if (response.status() >= 500) seen.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  onTestFailed(() => {
    if (page.isClosed()) return;
    console.error(`The page was at ${page.url()}. What the browser reported:\n${seen.slice(-30).join("\n") || "(nothing)"}`);
  });
}

/**
 * Waits until the app has taken over the page (frontend/lib/app-started.ts). Taps before it are
 * replayed (decision 062), so a journey needs this only where time matters: a page clock moved on
 * while only the drawn HTML was there would pass time the app never counted.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.locator("html[data-app-started]").waitFor({ state: "attached" });
}

/** Fills in and sends the Login form, whatever its answer. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Username or Email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

export async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await logIn(page, username, password);
  await page.waitForURL("**/dashboard");
}

/** The newest mail to `to` in the dev outbox (docs/product/operations.md), waiting for it to arrive. */
export async function readMail(to: string, count = 1): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = (await (await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { subject: string; text: string }[];
    if (mails.length >= count) return mails[0]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail reached ${to}`);
}

/** The first link to `path` in a mail, made relative so the page stays on the journey's server. */
export function linkIn(mail: { text: string }, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[a-z2-7]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in "${mail.text}"`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** Sends a message to the tutor as a learner types it, and answers the tutor's reply once the chat announces it. */
export async function sayToTutor(page: Page, text: string): Promise<string> {
  const announcer = page.getByTestId("chat-announcer");
  const before = await announcer.textContent();
  const input = page.getByRole("textbox", { name: "Your message to the tutor" });
  await input.fill(text);
  await input.press("Enter");
  await expect.poll(() => announcer.textContent(), { timeout: 15_000 }).not.toBe(before);
  return (await announcer.textContent()) ?? "";
}

/** The admin puts `username` on a plan through the admin API (as the dashboard's Users tab does). */
export async function setPlan(username: string, subscriptionTier: "free" | "premium"): Promise<void> {
  const origin = baseUrl();
  const login = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ username: "admin", password: "admin-pass-2026" }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  const users = (await (await fetch(`${origin}/api/admin/users?search=${encodeURIComponent(username)}`, { headers: { Cookie: cookie } })).json()) as { id: number; username: string }[];
  const learner = users.find((user) => user.username === username);
  if (!learner) throw new Error(`no account named ${username}`);
  const answer = await fetch(`${origin}/api/admin/update-subscription`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie },
    body: JSON.stringify({ userId: learner.id, subscriptionTier, subscriptionExpiry: null }),
  });
  if (answer.status !== 200) throw new Error(`the plan of ${username} was not changed: ${answer.status}`);
}

/**
 * Reloads a page with the network off, as a learner's offline device would show it. Chromium 150 keeps
 * failing the reloaded document's requests but drops the context's emulated offline state from it
 * (navigator.onLine says true again, no "offline" event), and a repeated setOffline(true) is a no-op:
 * off and on again restores what a real offline device reports, so the app's offline banner is tested
 * against the browser's own signal, and turning the network back on later is an "online" event again
 * (review's kept answers are sent on it; a send in the moment between is counted once all the same).
 */
export async function reloadOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
  await context.setOffline(false);
  await context.setOffline(true);
}
