import { act, waitFor } from "@testing-library/react";
import type { Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { languageProgress } from "../contract/course-progress";
import { DRAWN, drawnReadsScript, hasSayings, HOME_TEMPLATE, LANGUAGES_TEMPLATE, LESSON_TEMPLATE, lessonHeading, lessonTextLabel, PRERENDERED_PAGES, takeLeadingTitle, type PrerenderedPage } from "../contract/prerendered-pages";
import { TIME_ZONE_COOKIE, timeZoneCookieValue } from "../contract/calendar-day";
import { goalUrl, reviewSummaryUrl, streakUrl } from "../contract/read-urls";
import type { DailyGoalToday, Lesson, ReviewSummary, StreakSummary } from "../contract/wire";
import { callsTo, mockApi, SIGNED_IN_USER } from "./pages/page-harness";
import { progressRecord } from "../contract/progress-record-fixture";
import { APP_STARTED_ATTRIBUTE } from "./lib/app-started";

/** The app's code is loaded afresh in each test: on a busy machine a screen takes seconds to arrive. */
const ARRIVES = { timeout: 8_000 };

const LESSON: Lesson = {
  lessonId: "de-lesson01",
  title: "Words You Already Know",
  languageCode: "de",
  number: 1,
  content: "# Words\n\nDas Haus.",
  html: "<h1>Words</h1>\n<p>Das <strong>Haus</strong>.</p>\n",
};

/** The app's modules as a page load finds them: nothing known yet about who is signed in. */
async function freshApp() {
  vi.resetModules();
  const [{ renderPage }, { startApp }] = await Promise.all([import("./prerender"), import("./start-app")]);
  return { renderPage, startApp };
}

/**
 * The page as the browser receives it: the drawn markup in the root, at `address`; for a page the
 * Worker draws with the learner's answers (home), those answers written beside the root.
 */
async function receive(page: PrerenderedPage, address = page.path, answers?: Record<string, unknown>, timeZone?: string): Promise<HTMLElement> {
  const { renderPage } = await freshApp();
  const root = document.createElement("div");
  root.id = "root";
  root.setAttribute(DRAWN.path, address);
  root.setAttribute(DRAWN.drawnFor, page.drawnFor);
  root.innerHTML = takeLeadingTitle(await renderPage(page, answers && { ...answers, "/api/user": SIGNED_IN_USER }, timeZone)).body;
  document.body.replaceChildren(root);
  if (answers) document.body.insertAdjacentHTML("beforeend", drawnReadsScript(answers));
  window.history.replaceState(null, "", address);
  return root;
}

/** A lesson as the Worker renders one: its own words marked to be heard, an answer behind a reveal. */
const LESSON_TO_HEAR: Lesson = {
  ...LESSON,
  html:
    '<h1>Words</h1>\n<p><span lang="de-DE" data-say="">Das Haus</span>.</p>\n' +
    '<ol><li><p>Say "the house".</p><details class="lesson-answer"><summary>Show the answer</summary><p><strong lang="de-DE" data-say="">das Haus</strong></p></details></li></ol>\n',
};

/** What the Worker writes into the lesson template (worker/routes/lesson-page.ts). */
function writeLesson(root: HTMLElement, lesson: Lesson) {
  root.setAttribute(DRAWN.reads, `/api/lessons/${lesson.lessonId}`);
  root.querySelector(`[${DRAWN.lessonHeading}]`)!.textContent = lessonHeading(lesson.number, lesson.title);
  const article = root.querySelector(`[${DRAWN.lessonText}]`)!;
  article.setAttribute("aria-label", lessonTextLabel(lesson.title));
  article.setAttribute("data-language", lesson.languageCode);
  article.innerHTML = lesson.html;
  if (!hasSayings(lesson.html)) root.querySelector(`[${DRAWN.listenBar}]`)?.remove();
}

let running: Root | undefined;

async function start(container: HTMLElement) {
  const { startApp } = await freshApp();
  await act(async () => {
    running = await startApp(container);
  });
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, "error");
  // Each test is a page of its own: its app has not started yet.
  document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
});
afterEach(() => {
  act(() => running?.unmount());
  running = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

// Each test loads the whole app afresh (vi.resetModules), which takes seconds on a busy machine.
describe("starting the app on a drawn page", { timeout: 20_000 }, () => {
  it.each(PRERENDERED_PAGES.filter((page) => page.drawnFor === "visitor").map((page) => [page.path, page] as const))(
    "hydrates %s for a visitor: the drawn elements stay, with no hydration warning and no request",
    async (_path, page) => {
      const api = mockApi({});
      const root = await receive(page);
      const heading = root.querySelector("h1")!;
      await start(root);
      expect(root.querySelector("h1")).toBe(heading);
      expect(errors).not.toHaveBeenCalled();
      expect(callsTo(api, "/api/user")).toEqual([]);
    },
  );

  it("hydrates a lesson's page with the learner and the lesson it was drawn with, asking for each once", async () => {
    const api = mockApi({
      "GET /api/user": [200, SIGNED_IN_USER],
      "GET /api/lessons/de-lesson01": [200, LESSON],
      "GET /api/progress/language/de": [200, []],
      "POST /api/progress/lesson/de-lesson01/complete": [200, progressRecord("de-lesson01", { completed: true, completedAt: "2026-03-01T10:00:00Z", lastAccessedAt: "2026-03-01T10:00:00Z" })],
      "POST /api/progress/lesson/de-lesson01": [200, progressRecord("de-lesson01", { lastAccessedAt: "2026-03-01T10:00:00Z" })],
    });
    const root = await receive(LESSON_TEMPLATE, "/de/lesson/01");
    writeLesson(root, LESSON);
    const text = root.querySelector("article")!;
    await start(root);
    expect(root.querySelector("article")).toBe(text);
    expect(text.textContent).toContain("Das Haus.");
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(callsTo(api, "/api/languages/de/lessons")).toHaveLength(1), ARRIVES);
    expect(callsTo(api, "/api/lessons/de-lesson01")).toHaveLength(1);
    expect(callsTo(api, "/api/user")).toHaveLength(1);
  });

  it.each([
    ["without words to hear", LESSON],
    ["with words to hear and an answer behind a reveal", LESSON_TO_HEAR],
  ])("hydrates a lesson's page %s with no warning: the listen bar is there exactly when the lesson has words to hear", async (_case, lesson) => {
    mockApi({
      "GET /api/user": [200, SIGNED_IN_USER],
      "GET /api/lessons/de-lesson01": [200, lesson],
      "GET /api/progress/language/de": [200, []],
      "POST /api/progress/lesson/de-lesson01": [200, progressRecord("de-lesson01", { lastAccessedAt: "2026-03-01T10:00:00Z" })],
    });
    const root = await receive(LESSON_TEMPLATE, "/de/lesson/01");
    writeLesson(root, lesson);
    const text = root.querySelector("article")!;
    const bar = root.querySelector(`[${DRAWN.listenBar}]`);
    await start(root);
    expect(root.querySelector("article")).toBe(text);
    expect(root.querySelector(`[${DRAWN.listenBar}]`)).toBe(bar);
    expect(Boolean(bar)).toBe(hasSayings(lesson.html));
    expect(text.querySelectorAll("details")).toHaveLength(hasSayings(lesson.html) ? 1 : 0);
    expect(errors).not.toHaveBeenCalled();
  });

  it("hydrates home for a learner with no warning, then greets them by name and fills the cards", async () => {
    mockApi({
      "GET /api/user": [200, SIGNED_IN_USER],
      "GET /api/languages": [200, [{ id: 1, code: "de", name: "German", flagCode: "de", speakers: null }]],
      "GET /api/progress/summary": [200, []],
    });
    const root = await receive(HOME_TEMPLATE);
    const heading = root.querySelector("h1")!;
    expect(heading.textContent).toBe("Welcome back");
    await start(root);
    expect(root.querySelector("h1")).toBe(heading);
    await waitFor(() => expect(heading.textContent).toBe("Welcome back, ana"), ARRIVES);
    await waitFor(() => expect(root.textContent).toContain("Start your first language"), ARRIVES);
    expect(errors).not.toHaveBeenCalled();
  });

  it("hydrates home as the Worker drew it with the learner's progress, with no warning, asking for none of it again", async () => {
    const languages = [{ id: 1, code: "de", name: "German", flagCode: "de", speakers: null }];
    const lessons = [1, 2].map((number) => ({ lessonId: `de-lesson0${number}`, title: `Lesson ${number}`, languageCode: "de", number, sentences: 12 }));
    const done = { lessonId: "de-lesson01", completed: true, score: 100, timeSpent: 5, completedAt: "2026-03-01T10:00:00Z", lastAccessedAt: "2026-03-01T10:00:00Z", sentencesDone: null, practised: true, skipped: false };
    const answers = { "/api/languages": languages, "/api/progress/summary": [languageProgress("de", lessons, [done])] };
    const fetchSpy = mockApi({ "GET /api/user": [200, SIGNED_IN_USER] });
    const root = await receive(HOME_TEMPLATE, HOME_TEMPLATE.path, answers);
    const card = root.querySelector("#home-continue")!;
    expect(card.textContent).toBe("Up next");
    expect(root.textContent).toContain("German · Lesson 2");
    await start(root);
    await waitFor(() => expect(root.querySelector("h1")!.textContent).toBe("Welcome back, ana"), ARRIVES);
    expect(root.querySelector("#home-continue")).toBe(card);
    expect(callsTo(fetchSpy, "/api/progress/summary")).toEqual([]);
    expect(callsTo(fetchSpy, "/api/languages")).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("hydrates home's Today as the Worker drew it in the zone the browser keeps in its cookie, asking for none of it again", async () => {
    const zone = "Asia/Kolkata";
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZoneCookieValue(zone, -330))}; Path=/`;
    try {
      const streak: StreakSummary = { currentStreak: 3, longestStreak: 5, hidden: false, resetAt: null, timeZone: zone, today: "2026-03-02", days: [{ date: "2026-03-02", lessons: [] }] };
      const goal: DailyGoalToday = { kind: "sentences", amount: 10, chosen: true, sentences: 4, minutes: 3, done: 4, met: false, timeZone: zone, today: "2026-03-02" };
      const reviews: ReviewSummary = { learned: 0, total: 2, dueToday: 2, reviewedToday: 0, dailyCap: 20, inQueue: 2, timeZone: zone, forecast: [] };
      const answers = {
        "/api/languages": [],
        "/api/progress/summary": [],
        [streakUrl(zone)]: streak,
        [goalUrl(zone)]: goal,
        [reviewSummaryUrl(zone)]: reviews,
      };
      const fetchSpy = mockApi({ "GET /api/user": [200, SIGNED_IN_USER] });
      const root = await receive(HOME_TEMPLATE, HOME_TEMPLATE.path, answers, zone);
      const streakLine = root.querySelector('[data-testid="home-streak"]')!;
      expect(streakLine.textContent).toBe("3-day streak");
      expect(root.textContent).toContain("4 of 10 sentences today");
      expect(root.querySelector('[data-testid="home-reviews"]')!.textContent).toBe("2 cards to review");
      await start(root);
      await waitFor(() => expect(root.querySelector("h1")!.textContent).toBe("Welcome back, ana"), ARRIVES);
      expect(root.querySelector('[data-testid="home-streak"]')).toBe(streakLine);
      // (An earlier test's app, idle-loading its header in another zone, may still ask in that zone.)
      const drawnReads = new Set(Object.keys(answers));
      expect(fetchSpy.mock.calls.map(([input]) => String(input)).filter((url) => drawnReads.has(url))).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      document.cookie = `${TIME_ZONE_COOKIE}=; Path=/; Max-Age=0`;
    }
  });

  it("hydrates the language grid as the Worker drew it with the catalogue and the learner's progress, asking for neither again", async () => {
    const languages = [
      { id: 1, code: "de", name: "German", flagCode: "de", speakers: 130 },
      { id: 2, code: "es", name: "Spanish", flagCode: "es", speakers: 543 },
    ];
    const lessons = [1, 2].map((number) => ({ lessonId: `es-lesson0${number}`, title: `Lesson ${number}`, languageCode: "es", number, sentences: 12 }));
    const done = { lessonId: "es-lesson01", completed: true, score: 100, timeSpent: 5, completedAt: "2026-03-01T10:00:00Z", lastAccessedAt: "2026-03-01T10:00:00Z", sentencesDone: null, practised: true, skipped: false };
    const answers = { "/api/languages": languages, "/api/progress/summary": [languageProgress("es", lessons, [done])] };
    const fetchSpy = mockApi({ "GET /api/user": [200, SIGNED_IN_USER] });
    const root = await receive(LANGUAGES_TEMPLATE, LANGUAGES_TEMPLATE.path, answers);
    const cards = [...root.querySelectorAll('[data-testid="language-card"]')];
    expect(cards.map((card) => card.textContent)).toEqual([expect.stringContaining("German"), expect.stringContaining("Spanish")]);
    expect(root.querySelector('[data-testid="language-card-progress"]')!.textContent).toContain("1 of 2 lessons done");
    await start(root);
    await waitFor(() => expect(root.querySelector("header button[aria-haspopup]")).not.toBeNull(), ARRIVES);
    expect([...root.querySelectorAll('[data-testid="language-card"]')]).toEqual(cards);
    expect(callsTo(fetchSpy, "/api/languages")).toEqual([]);
    expect(callsTo(fetchSpy, "/api/progress/summary")).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("draws the screen anew when the page was drawn for a learner and nobody is signed in", async () => {
    mockApi({});
    const root = await receive(LANGUAGES_TEMPLATE);
    const heading = root.querySelector("h1")!;
    await start(root);
    await waitFor(() => expect(window.location.pathname).toBe("/auth"), ARRIVES);
    expect(root.contains(heading)).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });

  it("draws the screen anew when the page was drawn for another address", async () => {
    mockApi({});
    const root = await receive(PRERENDERED_PAGES.find((page) => page.path === "/about")!, "/faq");
    root.setAttribute(DRAWN.path, "/about");
    const heading = root.querySelector("h1")!;
    await start(root);
    await waitFor(() => expect(root.querySelector("h1")?.textContent).toBe("Frequently Asked Questions"), ARRIVES);
    expect(root.contains(heading)).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });
});
