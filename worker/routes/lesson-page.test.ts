import { describe, expect, it } from "vitest";
import type { Lesson } from "../../contract/wire";
import { drawLessonControls } from "../lessons/drawn-controls";
import { call, DEMO, signIn } from "../test/client";
import { TEST_SHELL } from "../test/fake-assets";
import { LOCKED_LESSON_NUMBER, LOCKED_LESSON_PATH, addLockedLesson } from "../test/fixtures";

function preloadsIn(html: string): string[] {
  return [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*>/g)].map((match) => match[0]);
}

describe("GET /{language}/lesson/{n}, the page", () => {
  it("has one address per lesson: the number written with two digits; other spellings redirect there, keeping the query", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    for (const [path, canonical] of [
      ["/de/lesson/1", "/de/lesson/01"],
      ["/de/lesson/001?from=review", "/de/lesson/01?from=review"],
      ["/hi/lesson/7", "/hi/lesson/07"],
    ] as const) {
      for (const visitor of [cookie, undefined]) {
        const response = await call(path, { cookie: visitor, redirect: "manual" });
        expect(response.status).toBe(301);
        const location = new URL(response.headers.get("Location")!, "http://localhost");
        expect(location.pathname + location.search).toBe(canonical);
      }
    }
    expect((await call("/de/lesson/12", { cookie, redirect: "manual" })).status).toBe(200);
  });

  it("names the lesson's read in the head for a signed-in learner, and not the screen's code, which the page does not wait for", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const response = await call("/de/lesson/01", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    const html = await response.text();
    // The text is drawn: the screen's modules are fetched as the app asks for them. Preloaded, they
    // shared a phone's slow link with the style sheet and font the text is painted with (LCP 2.4 s → 1.8 s).
    expect(preloadsIn(html)).toEqual(['<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/lessons/de-lesson01">']);
    // The lesson's typography is linked: its text is the first paint and is painted with it (decision 047).
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/LessonPage-test.css">');
    expect(html.indexOf("LessonPage-test.css")).toBeLessThan(html.indexOf("</head>"));
    expect(html.indexOf("/api/lessons/de-lesson01")).toBeLessThan(html.indexOf("</head>"));
  });

  it("names a read the learner can make: it answers the lesson", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const html = await (await call("/es/lesson/02", { cookie })).text();
    const reads = preloadsIn(html).flatMap((link) => /as="fetch"[^>]*href="([^"]+)"/.exec(link)?.[1] ?? []);
    expect(reads).toHaveLength(1);
    const answer = await call(reads[0]!, { cookie });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ lessonId: "es-lesson02" });
  });

  it("gives a visitor without a session the plain shell, so nothing is fetched for a screen they will not see", async () => {
    const response = await call("/de/lesson/01");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(TEST_SHELL);
  });

  it("leaves addresses that are not a lesson to the app's not-found screen, with the plain shell", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    for (const path of ["/de/lesson/abc", "/de/lesson/0", "/deu/lesson/1", "/de/lesson/1/more", "/nowhere"]) {
      const response = await call(path, { cookie });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(TEST_SHELL);
    }
  });

  it("carries the lesson's heading and text in the HTML for a learner who may open it, so it is the first paint", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const lesson = (await (await call("/api/lessons/de-lesson01", { cookie })).json()) as Lesson;
    expect(lesson.html.length).toBeGreaterThan(200);
    const response = await call("/de/lesson/01", { cookie });
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(response.headers.get("ETag")).toBeNull();
    const html = await response.text();
    expect(html).toContain(`<h1 data-lesson-heading="">Lesson 1: ${lesson.title}</h1>`);
    // The tab and the history name the lesson and its language before the app runs.
    expect(html).toContain(`<title>Lesson 1: ${lesson.title} · German · Parlo</title>`);
    expect(html).toContain(`aria-label="Lesson text: ${lesson.title}" data-language="de">${await drawLessonControls(lesson.html)}</article>`);
    // Its speakers are drawn in (the API's text has none: the app adds them to a lesson it shows itself).
    const speakers = html.match(/class="say-button"/g) ?? [];
    expect(speakers.length).toBe(lesson.html.match(/data-say=""/g)!.length);
    expect(lesson.html).not.toContain("say-button");
    // Its words to hear and its answers behind reveals are in the text, and so is the bar that says how to hear them.
    expect(lesson.html).toContain('data-say=""');
    expect(lesson.html).toContain("<details");
    expect(html).toContain("<p>Press the speaker</p>");
    // The app takes the page over at this address, with the answer of this read.
    expect(html).toContain('<div id="root" data-drawn-path="/de/lesson/01" data-drawn-for="learner" data-drawn-with="/api/lessons/de-lesson01">');
    expect(preloadsIn(html)).toHaveLength(1);
  });

  it("keeps a locked lesson's text out of the page, as the lessons API does, and gives it to a subscriber", async () => {
    await addLockedLesson();
    const free = await signIn(DEMO.learner.username, DEMO.learner.password);
    const locked = await (await call(LOCKED_LESSON_PATH, { cookie: free })).text();
    expect(locked).not.toContain("Ich habe gelernt");
    expect(locked).not.toContain("Past and Future");
    expect(locked.replace(/<link [^>]*>/g, "")).toBe(TEST_SHELL);
    // No drawn text to style: the app links the stylesheet when it draws the screen, so it is only preloaded.
    expect(locked).toContain('<link rel="preload" as="style" crossorigin href="/assets/LessonPage-test.css">');
    expect(locked).not.toContain('rel="stylesheet"');
    // Nothing is drawn: the screen's code is what the page waits for, so it is fetched beside the main bundle.
    expect(locked).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/LessonPage-test.js">');

    const premium = await signIn(DEMO.premium.username, DEMO.premium.password);
    const open = await (await call(LOCKED_LESSON_PATH, { cookie: premium })).text();
    expect(open).toContain(`Lesson ${LOCKED_LESSON_NUMBER}: Past and Future</h1>`);
    expect(open).toContain(`<title>Lesson ${LOCKED_LESSON_NUMBER}: Past and Future · German · Parlo</title>`);
    expect(open).toContain("<p>Ich habe gelernt.</p>");
    // Nothing in it is marked to be heard: the listen bar is taken out, as the app would not draw it.
    expect(open).not.toContain('data-say=""');
    expect(open).not.toContain("Press the speaker");
  });

  it("gives an ended session the plain shell and clears its cookies", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    await call("/api/logout", { method: "POST", cookie });
    const response = await call("/de/lesson/01", { cookie });
    expect(await response.text()).toBe(TEST_SHELL);
    expect(response.headers.getSetCookie().map((header) => header.split("=")[0])).toEqual(["session", "session-pass", "has-session"]);
  });

  it("still answers unknown API paths with a JSON 404", async () => {
    const response = await call("/api/nowhere");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });
});
