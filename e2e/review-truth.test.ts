/**
 * Review that tells the truth (issue 31, item 6), on a phone and a desktop: a new learner misses two
 * sentences with the tutor; on /review the header's count follows the queue down to none; a wrong
 * answer shows the words that differ, why, and plays the sentence; the summary says which card
 * comes back later today, when and why; the queue read again says so too instead of serving the same
 * cards at once. "Alt+H" is shown with a mouse, never on the touch screen. And the language cards
 * tell Hindi from Kannada, which share India's flag (item 7).
 */
import { readdirSync, readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { seriousViolations } from "./axe";
import { baseUrl, DESKTOP, launchBrowser, linkIn, PHONE, readMail } from "./browser";

const PASSWORD = "review-truth-2026";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function exercisesOf(language: string, number: string): { prompt: string; answers: string[] }[] {
  const file = readdirSync(`content/${language}`).find((name) => name.startsWith(`${number}-`))!;
  const [, yaml] = readFileSync(`content/${language}/${file}`, "utf8").split(/^---$/m);
  return (parse(yaml!) as { exercises: { prompt: string; answers: string[] }[] }).exercises;
}

/** A learner of their own, registered, verified and signed in through the API in this browser. */
async function newLearner(page: Page, username: string): Promise<void> {
  const email = `${username}@example.com`;
  const headers = { Origin: baseUrl() };
  expect((await page.request.post("/api/register", { headers, data: { username, email, password: PASSWORD } })).ok()).toBe(true);
  // The browser that registered holds the password's proof: the mailed link verifies at once.
  expect((await page.request.get(`/api${linkIn(await readMail(email), "/verify-email")}`)).ok()).toBe(true);
  expect((await page.request.post("/api/login", { headers, data: { username, password: PASSWORD } })).ok()).toBe(true);
}

async function tellTutor(page: Page, lessonId: string, text: string): Promise<void> {
  const response = await page.request.post("/api/chat", { headers: { Origin: baseUrl() }, data: { lessonId, conversation: [{ role: "user", content: text }] } });
  expect(response.status()).toBe(200);
}

/** Two sentences given up with the tutor: two cards to review, due today. */
async function missTwoWithTutor(page: Page): Promise<void> {
  const headers = { Origin: baseUrl() };
  expect((await page.request.post("/api/chat/init", { headers, data: { lessonId: "de-lesson01" } })).status()).toBe(200);
  for (let sentence = 0; sentence < 2; sentence++) {
    await tellTutor(page, "de-lesson01", "I give up");
    await tellTutor(page, "de-lesson01", "yes");
    await tellTutor(page, "de-lesson01", "next");
  }
}

/** The header's way to /review as it reads: "Review", then the count of cards due if any. */
const headerReview = (page: Page) =>
  page.evaluate(() => document.querySelector('header a[href="/review"]')?.textContent?.replace(/\s+/g, " ").trim() ?? null);

async function answer(page: Page, text: string): Promise<void> {
  const box = page.getByRole("textbox", { name: "Your sentence" });
  await box.fill(text);
  await box.press("Enter");
}

const german = exercisesOf("de", "01");
const answerTo = new Map(german.map((exercise) => [exercise.prompt, exercise.answers[0]!]));

for (const [device, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  describe(`review that tells the truth, on a ${device}`, () => {
    it("counts down to none, shows what differs and why, plays the sentence, and says when the cards come back", { timeout: 180_000 }, async () => {
      const touch = device === "phone";
      const context = await browser.newContext({ baseURL: baseUrl(), viewport, hasTouch: touch, isMobile: touch });
      const page = await context.newPage();
      await newLearner(page, `truth${device}${Date.now() % 100_000}`);
      await missTwoWithTutor(page);

      await page.goto("/review");
      await expect.poll(() => headerReview(page), { timeout: 15_000 }).toMatch(/2 cards due$/);

      // The shortcut only where a keyboard is likely.
      const hint = page.getByRole("button", { name: /^Hint/ });
      await hint.waitFor();
      expect(await hint.textContent()).toBe(touch ? "Hint" : "Hint Alt+H");

      // The first card, answered wrong: the word that differs is marked, the checker says why, the sentence plays.
      const heading = page.locator("#review-prompt");
      const firstPrompt = ((await heading.textContent()) ?? "").replace(/^How would you say/, "").replace(/^“|”$/g, "");
      const expected = answerTo.get(firstPrompt)!;
      const wrong = expected.replace(/\bgut\b/, "kalt");
      expect(wrong).not.toBe(expected);
      const speech = page.waitForRequest((request) => request.url().endsWith("/api/lessons/de-lesson01/speech") && request.method() === "POST");
      await answer(page, wrong);
      await page.getByText("Not quite.").waitFor();
      expect(await page.locator('[data-mark="wrong"]').allTextContents()).toEqual(["kalt"]);
      expect(await page.getByText(/^Why:/).locator("xpath=..").textContent()).toContain("“kalt”");
      expect((await speech).postDataJSON()).toEqual({ text: expected });
      // This Chromium has no German voice and the offline server none either: the card says so rather than offer a dead speaker.
      await page.getByText("This device has no German voice, so the sentence can't be played aloud here.").waitFor();
      await expect.poll(() => headerReview(page)).toMatch(/1 card due$/);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Next card" }).click();
      const secondPrompt = ((await heading.textContent()) ?? "").replace(/^How would you say/, "").replace(/^“|”$/g, "");
      await answer(page, answerTo.get(secondPrompt)!);
      await page.getByText(/^Right/).waitFor();
      await page.getByRole("button", { name: "See your summary" }).click();

      // Done: the header has no count left, and the summary says when and why the cards come back today.
      const back = page.getByRole("region", { name: "Back later today" });
      await back.waitFor();
      expect(await back.textContent()).toMatch(/The card you missed comes back in (1|2) minutes?, to relearn it\./);
      expect(await back.textContent()).toContain("FSRS");
      await expect.poll(() => headerReview(page)).toBe("Review");
      expect(await seriousViolations(page)).toEqual([]);

      // Read again at once: not the same cards, but when they come back.
      await page.reload();
      await page.getByRole("heading", { name: "Nothing to review right now" }).waitFor();
      expect(await page.getByText(/The 2 cards you answered come back later today, the first in \d+ minutes?/).count()).toBe(1);
      await context.close();
    });

    it("tells Hindi from Kannada on the language cards, though both fly India's flag", { timeout: 60_000 }, async () => {
      const context = await browser.newContext({ baseURL: baseUrl(), viewport });
      const page = await context.newPage();
      await newLearner(page, `flags${device}${Date.now() % 100_000}`);
      await page.goto("/languages");
      const card = (name: string) => page.getByTestId("language-card").filter({ hasText: name });
      await card("Kannada").waitFor();
      expect(await card("Hindi").locator(".flag-mark").textContent()).toBe("हि");
      expect(await card("Kannada").locator(".flag-mark").textContent()).toBe("ಕ");
      expect(await card("German").locator(".flag-mark").count()).toBe(0);
      // Drawn in the app's own letters, not as boxes on a device without the scripts' fonts.
      expect(await page.evaluate(async () => (await Promise.all(["हि", "ಕ"].map((text) => document.fonts.load('700 16px "Parlo Flag Mark"', text)))).map((faces) => faces.length))).toEqual([1, 1]);
      // The card is named by the language, not by the letter beside the flag.
      expect(await page.getByRole("link", { name: /Hindi/ }).first().getAttribute("data-testid")).toBe("language-card");
      expect(await card("Hindi").locator(".flag-mark").getAttribute("aria-hidden")).toBe("true");
      await context.close();
    });
  });
}
