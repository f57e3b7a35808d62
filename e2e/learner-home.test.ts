/**
 * A learner's home (issue 31, decisions 049–051), on a phone and on a desktop: a new learner
 * registers, verifies in the same browser and is signed in, onboards with "I know some", lands home
 * with the placement's lesson, finds the course map from home, practises that lesson to its ending,
 * sees the daily goal's ring move, and, coming back after two sentences of the next lesson, is
 * offered to continue at the third.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lessonExercises } from "./lesson-files";
import { DESKTOP, launchBrowser, linkIn, newPage, PHONE, readMail, sayToTutor, setPlan } from "./browser";

const germanLesson = (number: number) => lessonExercises("de", number);

async function registerAndVerify(page: Page, username: string, email: string): Promise<void> {
  await page.goto("/auth?tab=register");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-fine-password-42");
  await page.getByLabel("Confirm Password").fill("a-fine-password-42");
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await page.waitForURL("**/verify-email**");
  // A paid plan, so the lesson the placement starts them at opens.
  await setPlan(username, "premium");
  // The link opened in the browser that registered: verified and signed in, on to onboarding.
  await page.goto(linkIn(await readMail(email), "/verify-email"));
  await page.getByRole("heading", { name: "Email Verified" }).waitFor();
  await page.waitForURL("**/welcome");
}

/** "I know some": lesson 3's sentence right, the rest not known: the learner starts at lesson 4. */
async function onboardKnowingSome(page: Page): Promise<void> {
  await page.getByRole("radio", { name: "German" }).check({ force: true });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: "10 sentences a day" }).check({ force: true });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: /I know some/ }).check({ force: true });
  await page.getByRole("button", { name: "Try the sentences" }).click();
  await page.getByLabel("Your sentence in German").fill(germanLesson(3)[0]!.answers[0]!);
  await page.getByRole("button", { name: "Next sentence" }).click();
  for (let left = 4; left > 0; left--) await page.getByRole("button", { name: "I don't know this one" }).click();
  await page.getByRole("heading", { name: /^You start at Lesson 4:/ }).waitFor();
  await page.getByText("The 3 lessons before it are marked skipped, not done", { exact: false }).waitFor();
  await page.getByRole("link", { name: "Go to my home" }).click();
  await page.waitForURL("**/dashboard");
}

async function practise(page: Page, lesson: string, answers: readonly string[]): Promise<void> {
  await page.goto(lesson);
  await page.getByRole("button", { name: "Open tutor chat" }).click();
  await page.getByRole("list", { name: "Conversation with your tutor" }).getByText("How would you say", { exact: false }).first().waitFor();
  for (const answer of answers) await sayToTutor(page, answer);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a learner's home", () => {
  for (const [device, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
    it(`takes a new learner from registration through onboarding to a lesson's ending, and home to where they left off (${device})`, { timeout: 240_000 }, async () => {
      const { context, page } = await newPage(browser, viewport);
      const username = `homey${device}`;
      await registerAndVerify(page, username, `${username}@example.com`);
      await onboardKnowingSome(page);

      // Home: the placement's lesson is next, and today's goal is still to earn.
      const upNext = page.getByRole("region", { name: "Up next" });
      await upNext.getByText("German · Lesson 4").waitFor();
      expect(await page.getByTestId("daily-goal").textContent()).toBe("0 of 10 sentences today");

      // The course map from home: the skipped lessons, and lesson 4 highlighted.
      await upNext.getByRole("link", { name: "Course map" }).click();
      await page.waitForURL("**/de/course");
      const steps = page.getByTestId("course-step");
      await expect.poll(() => steps.count()).toBeGreaterThan(4);
      expect(await steps.evaluateAll((items) => items.slice(0, 4).map((item) => item.getAttribute("data-state")))).toEqual(["skipped", "skipped", "skipped", "next"]);
      expect(await page.locator('[aria-current="step"]').textContent()).toMatch(/^Lesson 4:/);

      // Practised to the ending, every sentence right first time.
      const lesson4 = germanLesson(4);
      await practise(page, "/de/lesson/04", lesson4.map((exercise) => exercise.answers[0]!));
      const ending = page.getByRole("region", { name: "Lesson complete" });
      await ending.waitFor();
      expect(await ending.getByTestId("end-figure").first().textContent()).toBe(`Right first time${lesson4.length}/${lesson4.length}`);

      // The goal's ring has moved: the sentences of the lesson count today.
      await page.goto("/dashboard");
      await expect.poll(() => page.getByTestId("daily-goal").textContent()).toBe(`${lesson4.length} of 10 sentences today`);
      await page.getByText("Goal met for today. Well done!").waitFor();

      // Two sentences into lesson 5, the learner leaves; home offers to continue at the third.
      const lesson5 = germanLesson(5);
      await practise(page, "/de/lesson/05", lesson5.slice(0, 2).map((exercise) => exercise.answers[0]!));
      await page.goto("/dashboard");
      const carryOn = page.getByRole("region", { name: "Continue where you left off" });
      await carryOn.getByText("German · Lesson 5").waitFor();
      expect(await carryOn.getByTestId("lesson-place").textContent()).toBe(`Sentence 3 of ${lesson5.length}`);
      await carryOn.getByRole("link", { name: "Continue" }).click();
      await page.waitForURL("**/de/lesson/05");
      await context.close();
    });
  }
});
