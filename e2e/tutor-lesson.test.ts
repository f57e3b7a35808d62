/**
 * A learner plays a whole lesson with the offline tutor: asks what a word means, says "I don't
 * understand", gives up (and is shown a worked example before confirming, then says the shown
 * sentence once), makes an ending
 * mistake (du spielt for du spielst), and finishes the lesson to its summary and the button to
 * the next lesson.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { seriousViolations } from "./axe";
import { launchBrowser, newPage, signInAs, sayToTutor } from "./browser";

interface FrontMatter {
  exercises: { prompt: string; answers: string[]; example: { prompt: string; answer: string } }[];
}

function germanLesson(number: string): FrontMatter {
  const file = readdirSync("content/de").find((name) => name.startsWith(`${number}-`))!;
  const [, yaml] = readFileSync(`content/de/${file}`, "utf8").split(/^---$/m);
  return parse(yaml!) as FrontMatter;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const conversation = (page: Page) => page.getByRole("list", { name: "Conversation with your tutor" });
const lastReply = (page: Page) => conversation(page).getByRole("listitem").last();

/** Sends a message and answers the tutor's finished reply (as the screen reader hears it). */
const place = (page: Page) => page.getByText(/^Sentence \d+ \/ \d+$/).textContent();

describe("a whole lesson with the tutor", () => {
  // A whole lesson, turn by turn, on a shared machine: more than the default minute.
  it("answers a word question, explains, offers a worked example before giving up, catches an ending mistake and ends with a summary", { timeout: 180_000 }, async () => {
    const lesson = germanLesson("03");
    const total = lesson.exercises.length;
    const [first, second, third] = lesson.exercises;
    const { context, page } = await newPage(browser);
    await signInAs(page, "premium", "premium-pass-2026");
    await page.request.delete("/api/chat/history/de-lesson03/reset");
    await page.goto("/de/lesson/3");
    await page.getByRole("button", { name: "Open tutor chat" }).click();
    await conversation(page).getByText(`How would you say “${first!.prompt}”?`, { exact: false }).waitFor();
    expect(await place(page)).toBe(`Sentence 1 / ${total}`);

    // A word question is answered from the lesson's own words, and is not a miss.
    expect(await sayToTutor(page, "what does trinken mean?")).toContain("“trinken” means “to drink”");
    // "I don't understand" puts the task another way.
    expect(await sayToTutor(page, "I don't understand")).toContain(`say “${first!.prompt}” in German`);
    expect(await place(page)).toBe(`Sentence 1 / ${total}`);

    // Giving up first shows a similar sentence worked through; the answer comes only with a yes.
    const offer = await sayToTutor(page, "I give up");
    expect(offer).toContain(`“${first!.example.prompt}” is “${first!.example.answer}”`);
    expect(offer).not.toContain(first!.answers[0]);
    expect(await sayToTutor(page, "yes")).toContain(`Here is the answer: “${first!.answers[0]}”`);
    // The learner says the shown sentence once: it counts for that sentence, then the tutor goes on.
    expect(await place(page)).toBe(`Sentence 1 / ${total}`);
    expect(await sayToTutor(page, first!.answers[0]!)).toContain(`How would you say “${second!.prompt}”?`);
    expect(await place(page)).toBe(`Sentence 2 / ${total}`);

    expect(await sayToTutor(page, second!.answers[0]!)).toContain(`How would you say “${third!.prompt}”?`);
    // The marked words and the place read well enough for everyone.
    expect(await conversation(page).locator('[data-mark="right"]').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // An ending mistake is a mistake, named in the learner's own words and marked in their bubble.
    const mistake = await sayToTutor(page, "Du spielt Tennis");
    expect(mistake).toContain("“spielt”");
    expect(await place(page)).toBe(`Sentence 3 / ${total}`);
    const bubble = conversation(page).getByRole("listitem").nth(-2);
    expect(await bubble.locator('[data-mark="wrong"]').allTextContents()).toEqual(["spielt"]);
    expect(await bubble.locator('[data-mark="right"]').allTextContents()).toEqual(["Du", "Tennis"]);

    for (const exercise of lesson.exercises.slice(2)) await sayToTutor(page, exercise.answers[0]!);

    // The summary: what was practised, what to review, and the way on.
    const summary = page.getByRole("region", { name: "Lesson complete" });
    await summary.waitFor();
    expect(await summary.textContent()).toContain("Worth reviewing");
    expect(await lastReply(page).textContent()).toContain("You practised");
    expect(await page.getByText(/^Sentence \d+ \/ \d+$/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await summary.getByRole("link", { name: /^Next lesson: / }).click();
    await page.waitForURL("**/de/lesson/04");
    await context.close();
  });
});
