/**
 * Review, as a learner lives it: sentences missed with the (offline) tutor in a German and a
 * Japanese lesson come back first on /review; answered there (one wrong again), they show on the
 * profile's counts and forecast. Then the same with the network cut: answers are kept on the
 * device (also across a reload), and once the connection is back the server has each exactly once.
 * Runs against the built app (`npm run preview`), where the service worker exists.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { ReviewSummary } from "../contract/wire";
import { startPreviewServer, type DevServer } from "../scripts/dev-server";
import { DESKTOP, launchBrowser, ownPort, PREVIEW_SETUP_MS, reloadOffline, sharedPreviewBuild, signInAs } from "./browser";

// E2E_PREVIEW_PORT lets two checkouts run the preview journeys side by side.
const PREVIEW_PORT = ownPort(Number(process.env.E2E_PREVIEW_PORT ?? 4176));
const SAVED = "Saved on this device. It will be checked when you're back online.";

interface Exercise {
  prompt: string;
  answers: string[];
}

function exercisesOf(language: string, number: string): Exercise[] {
  const file = readdirSync(`content/${language}`).find((name) => name.startsWith(`${number}-`))!;
  const [, yaml] = readFileSync(`content/${language}/${file}`, "utf8").split(/^---$/m);
  return (parse(yaml!) as { exercises: Exercise[] }).exercises;
}

let browser: Browser;
let server: DevServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startPreviewServer(PREVIEW_PORT, `e2e-review-state-${PREVIEW_PORT}`, {}, sharedPreviewBuild())]);
}, PREVIEW_SETUP_MS);
afterAll(async () => {
  await browser?.close();
  server?.stop();
});

/** One turn with the tutor over its HTTP API, as the learner (their session cookie, the app's Origin). */
async function tellTutor(page: Page, lessonId: string, text: string): Promise<string> {
  const response = await page.request.post("/api/chat", {
    headers: { Origin: server.baseUrl },
    data: { lessonId, conversation: [{ role: "user", content: text }] },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { response: string }).response;
}

/** Gives a sentence up: the tutor offers a worked example, shows the answer, and goes on at "next" (a miss: rated Again). */
async function missWithTutor(page: Page, lessonId: string): Promise<void> {
  await tellTutor(page, lessonId, "I give up");
  await tellTutor(page, lessonId, "yes");
  await tellTutor(page, lessonId, "next");
}

async function startLesson(page: Page, lessonId: string): Promise<void> {
  await page.request.delete(`/api/chat/history/${lessonId}/reset`, { headers: { Origin: server.baseUrl } });
  expect((await page.request.post("/api/chat/init", { headers: { Origin: server.baseUrl }, data: { lessonId } })).status()).toBe(200);
}

const timeZone = "UTC";
async function summary(page: Page): Promise<ReviewSummary> {
  const read = () => page.request.get(`/api/review/summary?timeZone=${timeZone}`);
  // Once, again on a reset connection: the preview server closes a kept-alive connection after 5 idle
  // seconds, and a request sent on it at that moment is reset (a browser sends such a GET again itself).
  const answer = await read().catch((error: unknown) => (/ECONNRESET/.test(String(error)) ? read() : Promise.reject(error)));
  return (await answer.json()) as ReviewSummary;
}

const promptOnScreen = async (page: Page) => {
  const heading = page.locator("#review-prompt");
  await heading.waitFor();
  return ((await heading.textContent()) ?? "").replace(/^How would you say/, "").replace(/^“|”$/g, "");
};

async function answerOnScreen(page: Page, text: string): Promise<void> {
  const box = page.getByRole("textbox", { name: "Your sentence" });
  await box.fill(text);
  await box.press("Enter");
}

describe("review", () => {
  it("brings back what was missed with the tutor, across languages, online and then offline, each answer counted once", async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP, timezoneId: timeZone });
    const page = await context.newPage();
    await signInAs(page, "learner", "learner-pass-2026");

    // With the tutor: two German sentences missed and one got right, one Japanese sentence missed.
    const german = exercisesOf("de", "01");
    const japanese = exercisesOf("ja", "01");
    await startLesson(page, "de-lesson01");
    await missWithTutor(page, "de-lesson01");
    await missWithTutor(page, "de-lesson01");
    // Three got right: they stay in today's queue after the three answered on the screen, which wait
    // for their short step (decision 048), so some are left for the offline part.
    for (const exercise of german.slice(2, 5)) await tellTutor(page, "de-lesson01", exercise.answers[0]!);
    await startLesson(page, "ja-lesson01");
    await missWithTutor(page, "ja-lesson01");
    const missed = [german[0]!.prompt, german[1]!.prompt, japanese[0]!.prompt];
    const answerTo = new Map([...german, ...japanese].map((exercise) => [exercise.prompt, exercise.answers[0]!]));

    // /review: the three missed sentences first, whatever their language.
    await page.goto("/review");
    const seen: string[] = [];
    for (let card = 1; card <= 3; card++) {
      const prompt = await promptOnScreen(page);
      seen.push(prompt);
      // The second one is missed again.
      await answerOnScreen(page, card === 2 ? "Ich weiß es nicht" : answerTo.get(prompt)!);
      await page.getByText(card === 2 ? "Not quite." : /^Right/).waitFor();
      await page.getByRole("button", { name: "Next card" }).click();
    }
    expect(seen.toSorted()).toEqual(missed.toSorted());
    expect((await summary(page)).reviewedToday).toBe(3);

    // The profile: cards, due today and the 30-day forecast.
    await page.goto("/profile");
    const reviewCard = page.getByRole("region", { name: "Review cards" });
    await reviewCard.getByText("Due today").waitFor();
    const figures = await summary(page);
    expect(figures.total).toBe(6);
    expect(await reviewCard.getByText("Cards", { exact: true }).locator("xpath=following-sibling::dd").textContent()).toBe("6");
    expect(await reviewCard.getByText("Due today").locator("xpath=following-sibling::dd").textContent()).toBe(String(figures.inQueue));
    expect(await reviewCard.getByRole("list", { name: "Due in the next 30 days" }).getByRole("listitem").count()).toBe(30);

    // Offline: the service worker has the app and the day's queue.
    await page.goto("/review");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // As many as the screen read (a card missed a minute ago may have come due again since).
    const position = page.getByText(/Card 1 of \d+/);
    await position.waitFor();
    const total = Number(/Card 1 of (\d+)/.exec((await position.textContent()) ?? "")![1]);
    expect(total).toBeGreaterThanOrEqual(3);

    await context.setOffline(true);
    const answeredOffline: string[] = [];
    for (let card = 1; card <= 2; card++) {
      const prompt = await promptOnScreen(page);
      answeredOffline.push(prompt);
      await answerOnScreen(page, answerTo.get(prompt)!);
      await page.getByText(SAVED).waitFor();
      await page.getByRole("button", { name: "Next card" }).click();
    }
    // A reload with the network still off: the saved answers' cards are not asked again.
    await reloadOffline(context, page);
    await page.getByText(`Card 1 of ${total - 2}`, { exact: false }).waitFor();
    expect(answeredOffline).not.toContain(await promptOnScreen(page));

    // Back online: the kept answers reach the server, each once.
    await context.setOffline(false);
    await expect.poll(async () => (await summary(page)).reviewedToday, { timeout: 20_000 }).toBe(5);
    await page.reload();
    await page.locator("#review-prompt").waitFor();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await summary(page)).reviewedToday).toBe(5);
    await context.close();
  }, 240_000);
});
