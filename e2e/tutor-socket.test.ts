/**
 * Issue 29, item 3: a tutor socket that never sent a frame, through the real stack (browser → Vite →
 * workerd), is told its session ended (the 401 frame) when it ends, hibernated or not. Before, it
 * heard nothing and its next frame got no answer. The close that follows (4401) leaves workerd at
 * once too, but for a socket that never carried a message workerd ends the connection only about
 * 10 s later, and the dev server's proxy (Node's ws) passes a close on only then (decision 033), so
 * the app retires its socket on the frame itself.
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

/** Opens the lesson's tutor socket in the page and leaves it idle; answers the first frame it hears after `end` ran, or null. */
async function idleSocketToldBy(page: Page, idleMs: number, end: string): Promise<string | null> {
  return page.evaluate(
    async ({ waitMs, ending }) => {
      const socket = new WebSocket(`${location.origin.replace(/^http/, "ws")}/ws/tutor/de-lesson01`);
      await new Promise((resolve, reject) => {
        socket.addEventListener("open", resolve);
        socket.addEventListener("error", reject);
      });
      const told = new Promise<string>((resolve) => socket.addEventListener("message", (event) => resolve(String(event.data))));
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      const [method, path, body] = JSON.parse(ending) as [string, string, unknown];
      const ended = await fetch(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      if (!ended.ok) throw new Error(`${path} answered ${ended.status}`);
      return Promise.race([told, new Promise<null>((resolve) => setTimeout(() => resolve(null), 8000))]);
    },
    { waitMs: idleMs, ending: end },
  );
}

describe("an idle tutor socket", () => {
  it.each([
    ["at once", 0],
    ["after its object could hibernate", 12_000],
  ])("is told it was signed out on logout, %s", async (_when, idleMs) => {
    const { context, page } = await newPage(browser);
    await signInAs(page, "learner", "learner-pass-2026");
    const told = await idleSocketToldBy(page, idleMs, JSON.stringify(["POST", "/api/logout", {}]));
    expect(JSON.parse(told ?? "null")).toEqual({ type: "error", status: 401, message: "Please sign in to continue." });
    await context.close();
  }, 60_000);
});
