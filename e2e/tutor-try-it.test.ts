/**
 * "Try it with the tutor" on a phone (issue 28, item 8): the learner picks a question of the lesson
 * text, the chat opens on it, and the right answer to that very question is praised, recorded as no
 * struggle, leaves the tutor on the lesson's own first sentence, and takes the banner away. A task
 * under the lesson's "Try it" heading is free practice: a sentence of the learner's own is praised.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, PHONE, signInAs, sayToTutor } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const conversation = (page: Page) => page.getByRole("list", { name: "Conversation with your tutor" });

/** Sends a message and answers the tutor's finished reply (as the screen reader hears it). */
/** A new conversation on the lesson (the state-changing request carries the app's Origin). */
async function startAfresh(page: Page): Promise<void> {
  const reset = await page.request.delete("/api/chat/history/hi-lesson01/reset", { headers: { Origin: new URL(page.url()).origin } });
  expect(reset.status()).toBe(200);
}

const BANNER = 'Your turn: how would you say "this is a station"?';

describe("Try it with the tutor, on a phone", () => {
  it("opens the tutor on that very sentence, praises its right answer, records no struggle and lets the banner go", { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAs(page, "premium", "premium-pass-2026");
    await startAfresh(page);
    await page.goto("/hi/lesson/1");
    await page.getByRole("heading", { level: 1, name: /^Lesson 1:/ }).waitFor();

    // The first "Try it" of the text is "How would you say *this is a station*?"; the tutor's own first sentence is another.
    await page.getByRole("button", { name: "Try it with the tutor" }).first().click();
    const chat = page.getByRole("region", { name: /^Tutor chat:/ });
    await chat.getByText(BANNER, { exact: false }).waitFor();
    await conversation(page).getByText("First sentence, 1 of", { exact: false }).waitFor();

    const reply = await sayToTutor(page, "यह स्टेशन है।");
    expect(reply).toMatch(/^(Exactly right!|Yes, that's it!|Perfect\.|Spot on!|Well built!|Correct, nicely done\.)/);
    expect(reply).toContain("Now, back to sentence 1 of");
    expect(reply).not.toMatch(/wrong|missing|not quite/i);
    // The banner has gone: the chat is the learner's again.
    await expect.poll(() => chat.getByText(BANNER, { exact: false }).count(), { timeout: 5_000 }).toBe(0);
    await page.getByText("Sentence 1 / ", { exact: false }).waitFor();

    // Nothing was recorded against the learner.
    const notes = (await (await page.request.get("/api/chat/notes/hi-lesson01")).json()) as { struggles: string[] };
    expect(notes.struggles).toEqual([]);
    await context.close();
  });

  it("offers a Try-it task as free practice: a sentence of the learner's own is praised, not marked wrong", { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAs(page, "premium", "premium-pass-2026");
    await startAfresh(page);
    await page.goto("/hi/lesson/1");
    await page.getByRole("heading", { level: 1, name: /^Lesson 1:/ }).waitFor();

    const task = page.getByRole("listitem").filter({ hasText: "with three English loanwords" });
    await task.getByRole("button", { name: "Try it with the tutor" }).click();
    const chat = page.getByRole("region", { name: /^Tutor chat:/ });
    const banner = chat.getByText("Write a sentence of your own below", { exact: false });
    await banner.waitFor();
    await conversation(page).getByText("First sentence, 1 of", { exact: false }).waitFor();

    // Not one of the lesson's sentences, but built from its words and its pattern.
    const reply = await sayToTutor(page, "यह कंप्यूटर है।");
    expect(reply).toContain("a sentence of your own");
    expect(reply).not.toMatch(/not quite|wrong|missing/i);
    await expect.poll(() => banner.count(), { timeout: 5_000 }).toBe(0);
    const notes = (await (await page.request.get("/api/chat/notes/hi-lesson01")).json()) as { struggles: string[] };
    expect(notes.struggles).toEqual([]);
    await context.close();
  });
});
