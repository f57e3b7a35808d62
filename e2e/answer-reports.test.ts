/**
 * "Unknown is not wrong" (docs/decisions/036): a learner writes a valid sentence the lesson does not
 * list and the checker cannot place; the tutor says it can't confirm it (no miss) and offers "My
 * answer should be accepted"; the learner reports it; an admin accepts it under Admin → Lessons;
 * the learner is told in the lesson's chat, and another learner's same sentence is then right.
 *
 * Which sentence the checker cannot place depends on the checker, so the journey asks the Worker:
 * `unsureSentence` plays each candidate (valid Spanish the lesson does not list) through the tutor
 * for a probe account and takes the first whose reply offers a report. A candidate the checker
 * calls right or wrong is passed over; if it places them all, the journey says so and fails.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { lessonExercises } from "./lesson-files";
import { baseUrl, launchBrowser, newPage, signInAs, sayToTutor } from "./browser";

const LESSON = "es-lesson02";
/** Valid Spanish for the lesson's prompts that its answers do not list: a synonym, vosotros, ustedes. */
const CANDIDATES: { exerciseIndex: number; sentence: string }[] = [
  { exerciseIndex: 0, sentence: "Quiero festejar." },
  { exerciseIndex: 2, sentence: "¿Queréis participar?" },
  { exerciseIndex: 2, sentence: "¿Ustedes quieren participar?" },
  { exerciseIndex: 0, sentence: "Yo quiero festejar." },
];

const spanishLesson2 = () => ({ exercises: lessonExercises("es", 2) });

async function signedIn(username: string, password: string): Promise<string> {
  const origin = baseUrl();
  const login = await fetch(`${origin}/api/login`, { method: "POST", headers: { "Content-Type": "application/json", Origin: origin }, body: JSON.stringify({ username, password }) });
  return login.headers.getSetCookie()[0]!.split(";")[0]!;
}

interface Reply {
  response: string;
  place?: { number: number } | null;
  reportable?: { exerciseIndex: number; answer: string };
}

/** The tutor's reply to `sentence` at the lesson's sentence `exerciseIndex`, in a fresh conversation that reached it with the lesson's own answers. */
async function tutorReply(cookie: string, exerciseIndex: number, sentence: string): Promise<Reply> {
  const origin = baseUrl();
  const headers = { Cookie: cookie, Origin: origin, "Content-Type": "application/json" };
  await fetch(`${origin}/api/chat/history/${LESSON}/reset`, { method: "DELETE", headers });
  const before = spanishLesson2().exercises.slice(0, exerciseIndex).map((exercise) => exercise.answers[0]!);
  let reply: Reply | undefined;
  for (const content of [...before, sentence]) {
    const response = await fetch(`${origin}/api/chat`, { method: "POST", headers, body: JSON.stringify({ lessonId: LESSON, conversation: [{ role: "user", content }] }) });
    expect(response.status, content).toBe(200);
    reply = (await response.json()) as Reply;
  }
  return reply!;
}

/** The first candidate the Worker's checker cannot place (its reply offers a report). */
async function unsureSentence(probe: string): Promise<{ exerciseIndex: number; sentence: string }> {
  const verdicts: string[] = [];
  for (const candidate of CANDIDATES) {
    const reply = await tutorReply(probe, candidate.exerciseIndex, candidate.sentence);
    if (reply.reportable) return candidate;
    verdicts.push(`${candidate.sentence}: ${reply.response.split("\n")[0]}`);
  }
  throw new Error(`The checker placed every candidate (none is "unsure"); add one it cannot place:\n${verdicts.join("\n")}`);
}

const conversation = (page: Page) => page.getByRole("list", { name: "Conversation with your tutor" });

/** Sends a message and answers the tutor's finished reply (as the screen reader hears it). */
async function openChat(page: Page) {
  await page.goto("/es/lesson/2");
  await page.getByRole("button", { name: "Open tutor chat" }).click();
  await conversation(page).getByText("How would you say", { exact: false }).first().waitFor();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("an answer the tutor cannot confirm", () => {
  it("is reported by the learner, accepted by an admin, and then accepted for another learner", async () => {
    const { exerciseIndex, sentence } = await unsureSentence(await signedIn("admin", "admin-pass-2026"));
    const lesson = spanishLesson2();

    // The learner: the tutor can't confirm the sentence, counts no miss, and offers the report.
    const learner = await newPage(browser);
    await signInAs(learner.page, "learner", "learner-pass-2026");
    await learner.page.request.delete(`/api/chat/history/${LESSON}/reset`);
    await openChat(learner.page);
    for (const exercise of lesson.exercises.slice(0, exerciseIndex)) await sayToTutor(learner.page, exercise.answers[0]!);
    const unsure = await sayToTutor(learner.page, sentence);
    expect(unsure).toContain(`I can't confirm “${sentence}”`);
    expect(unsure).not.toMatch(/not quite|nearly/i);
    expect(await learner.page.getByText(/^Sentence \d+ \/ \d+$/).textContent()).toBe(`Sentence ${exerciseIndex + 1} / ${lesson.exercises.length}`);
    const reply = conversation(learner.page).getByRole("listitem").last();
    const report = reply.getByRole("button", { name: "My answer should be accepted" });
    expect(await seriousViolations(learner.page), "the chat with the report offer").toEqual([]);
    await report.click();
    await reply.getByRole("status").getByText(/A teacher will look at your answer/).waitFor();

    // The admin: the report waits under Admin → Lessons with the exercise's prompt; accepted into the exercise.
    const admin = await newPage(browser);
    await signInAs(admin.page, "admin", "admin-pass-2026");
    await admin.page.goto("/admin?tab=lessons");
    const card = admin.page.getByTestId("answer-report").filter({ hasText: sentence });
    await card.getByText(lesson.exercises[exerciseIndex]!.prompt).waitFor();
    expect(await seriousViolations(admin.page), "Admin → Lessons with a reported answer").toEqual([]);
    await card.getByRole("button", { name: "Accept into the exercise" }).click();
    await admin.page.getByText(/Accepted: the exercise takes this answer/).first().waitFor();
    await card.waitFor({ state: "detached" });

    // The learner is told in the lesson's chat the next time they open it.
    await openChat(learner.page);
    await conversation(learner.page).getByText(`a teacher accepted “${sentence}”`, { exact: false }).waitFor();

    // Another learner's same sentence is now simply right: the tutor moves on.
    const other = await tutorReply(await signedIn("premium", "premium-pass-2026"), exerciseIndex, sentence);
    expect(other.reportable).toBeUndefined();
    expect(other.place?.number).toBe(exerciseIndex + 2);

    // Leave the course as it was for the journeys after this one (lesson authoring exports every lesson
    // and expects the files unchanged): the admin rolls the lesson back to the version before the accept.
    const origin = { Origin: baseUrl() };
    const detail = (await (await admin.page.request.get(`/api/admin/lessons/${LESSON}`)).json()) as { published: { version: number } };
    const current = detail.published.version;
    const rolledBack = await admin.page.request.post(`/api/admin/lessons/${LESSON}/rollback`, { headers: origin, data: { version: current - 1, currentVersion: current } });
    expect(rolledBack.status()).toBe(200);

    await learner.context.close();
    await admin.context.close();
  }, 180_000);
});
