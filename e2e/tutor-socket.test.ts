/**
 * Issue 29, item 3: a tutor socket that never sent a frame, through the real stack (browser → Vite →
 * workerd), is closed with the sign-out code when its session ends, idle or not, hibernated or not.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TUTOR_SOCKET_CLOSE } from "../contract/constants";
import { launchBrowser, newPage, signInAs } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the lesson's tutor socket in the page and leaves it idle; answers its close code after `end` ran, or null. */
async function idleSocketClosedBy(page: Page, idleMs: number, end: string): Promise<number | null> {
  return page.evaluate(
    async ({ idleMs, end }) => {
      const socket = new WebSocket(`${location.origin.replace(/^http/, "ws")}/ws/tutor/de-lesson01`);
      await new Promise((resolve, reject) => {
        socket.addEventListener("open", resolve);
        socket.addEventListener("error", reject);
      });
      const closed = new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code)));
      await new Promise((resolve) => setTimeout(resolve, idleMs));
      const [method, path, body] = JSON.parse(end) as [string, string, unknown];
      const ended = await fetch(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      if (!ended.ok) throw new Error(`${path} answered ${ended.status}`);
      return Promise.race([closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), 8000))]);
    },
    { idleMs, end },
  );
}

describe("an idle tutor socket", () => {
  it.each([
    ["at once", 0],
    ["after its object could hibernate", 12_000],
  ])("is closed with the sign-out code on logout, %s", async (_when, idleMs) => {
    const { context, page } = await newPage(browser);
    await signInAs(page, "learner", "learner-pass-2026");
    expect(await idleSocketClosedBy(page, idleMs, JSON.stringify(["POST", "/api/logout", {}]))).toBe(TUTOR_SOCKET_CLOSE.signedOut);
    await context.close();
  }, 60_000);
});
