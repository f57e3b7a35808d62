/**
 * An admin changes the course in the browser: fixes an accepted answer in German lesson 2 (the
 * learner's variant then passes in the tutor), writes lesson 21 as a draft learners do not see,
 * publishes it (premium learners get it), rolls lesson 2 back, and content:export gives back the files.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverStateDir } from "../scripts/dev-server";
import { seriousViolations } from "./axe";
import { baseUrl, launchBrowser, newPage, signInAs } from "./browser";

const VARIANT = "Kreativ bin ich.";

async function signedIn(username: string, password: string): Promise<string> {
  const origin = baseUrl();
  const login = await fetch(`${origin}/api/login`, { method: "POST", headers: { "Content-Type": "application/json", Origin: origin }, body: JSON.stringify({ username, password }) });
  return login.headers.getSetCookie()[0]!.split(";")[0]!;
}

async function api(cookie: string, path: string, init: { method?: string; json?: unknown } = {}): Promise<Response> {
  const origin = baseUrl();
  return fetch(`${origin}${path}`, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/json" },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

/** The sentence the tutor asks after the learner's first answer in a fresh conversation on German lesson 2. */
async function tutorAfter(cookie: string, text: string): Promise<number> {
  await api(cookie, "/api/chat/history/de-lesson02/reset", { method: "DELETE" });
  const reply = await api(cookie, "/api/chat", { json: { lessonId: "de-lesson02", conversation: [{ role: "user", content: text }], scratchPad: {} } });
  return ((await reply.json()) as { place: { number: number } }).place.number;
}

async function openEditor(page: Page, number: number) {
  await page.goto("/admin?tab=lessons");
  await page.getByRole("link", { name: new RegExp(`^Edit lesson ${number}:`) }).click();
  await page.getByRole("heading", { name: new RegExp(`^Lesson ${number}:`) }).waitFor();
  // The Worker's preview has arrived once the rules say something.
  await page.getByText(/Ready to publish|before this lesson can be published/).first().waitFor();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("lesson authoring", () => {
  it("fixes an answer, publishes a new lesson for premium learners, rolls back, and exports the files unchanged", async () => {
    const learner = await signedIn("learner", "learner-pass-2026");
    const premium = await signedIn("premium", "premium-pass-2026");
    expect(await tutorAfter(learner, VARIANT)).toBe(1);

    const { context, page } = await newPage(browser);
    await signInAs(page, "admin", "admin-pass-2026");
    await page.goto("/admin?tab=lessons");
    await page.getByTestId("lesson-row").first().waitFor();
    expect(await seriousViolations(page), "Admin → Lessons").toEqual([]);
    await openEditor(page, 2);
    expect(await seriousViolations(page), "the lesson editor").toEqual([]);
    const first = page.getByTestId("exercise-editor").first();
    await first.getByRole("button", { name: "Add an answer" }).click();
    await first.getByLabel("Answer 2", { exact: true }).fill(VARIANT);
    await first.getByRole("img", { name: "The checker accepts it" }).nth(1).waitFor();
    await first.getByLabel(/Try an answer/).fill("Ich bin kreatif.");
    await first.getByTestId("tutor-trial").getByText("Accepted").waitFor();
    await first.getByLabel(/Try an answer/).fill("Du bist naiv.");
    await first.getByTestId("tutor-trial").getByText("Not accepted").waitFor();
    await page.getByText("Ready to publish").waitFor();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("alertdialog", { name: "Publish this lesson?" }).getByRole("button", { name: "Publish to learners" }).click();
    await page.getByText("Published.").first().waitFor();
    expect(await tutorAfter(learner, VARIANT)).toBe(2);

    // A new lesson: a draft nobody but admins sees.
    await page.goto("/admin?tab=lessons");
    await page.getByLabel("New lesson title").fill("At the Station");
    await page.getByRole("button", { name: "New lesson" }).click();
    await page.waitForURL("**/admin/lessons/de-lesson21");
    expect((await api(premium, "/api/lessons/de-lesson21")).status).toBe(404);
    // Its eight or more exercises are typed in through the API: lesson 3's, under the new title.
    const adminApi = await signedIn("admin", "admin-pass-2026");
    const lesson3 = (await (await api(adminApi, "/api/admin/lessons/de-lesson03")).json()) as { published: Record<string, unknown> };
    const draft = await api(adminApi, "/api/admin/lessons/de-lesson21/draft", { method: "PUT", json: { revision: 1, lesson: { ...lesson3.published, version: undefined, title: "At the Station", slug: "at-the-station" } } });
    expect(draft.status).toBe(200);
    expect((await api(premium, "/api/lessons/de-lesson21")).status).toBe(404);
    await page.reload();
    await page.getByText("Ready to publish").waitFor();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("alertdialog", { name: "Publish this lesson?" }).getByRole("button", { name: "Publish to learners" }).click();
    await page.getByText("Published.").first().waitFor();
    expect((await api(premium, "/api/lessons/de-lesson21")).status).toBe(200);
    expect((await api(learner, "/api/lessons/de-lesson21")).status).toBe(402);

    // Lesson 2 back as it was, in one action.
    await openEditor(page, 2);
    await page.getByRole("button", { name: "Roll back to version 1" }).click();
    await page.getByText("Rolled back.").first().waitFor();
    expect(await tutorAfter(learner, VARIANT)).toBe(1);
    await context.close();

    const out = mkdtempSync(join(tmpdir(), "parlo-export-"));
    try {
      cpSync("content", out, { recursive: true });
      execFileSync("npm", ["run", "content:export", "--", "--out", out], {
        env: { ...process.env, PARLO_STATE_DIR: serverStateDir(`e2e-state-${new URL(baseUrl()).port}`) },
        stdio: "pipe",
      });
      for (const code of readdirSync("content", { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
        for (const file of readdirSync(join("content", code.name))) {
          expect(readFileSync(join(out, code.name, file), "utf8"), `${code.name}/${file}`).toBe(readFileSync(join("content", code.name, file), "utf8"));
        }
      }
      expect(readFileSync(join(out, "de", "21-at-the-station.md"), "utf8")).toMatch(/^---\ntitle: At the Station\n/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    // Three publishes through the browser, the rules run by the Worker on every pause in typing, and an export.
  }, 240_000);
});
