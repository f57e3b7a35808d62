import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { languageProgress } from "../../contract/course-progress";
import type { DailyGoalToday, ProgressRecord, ReviewSummary, StreakSummary } from "../../contract/wire";
import HomePage from "./HomePage";
import { mockApi, renderPage, SIGNED_IN_USER, type AnswerFor, type MockRoutes } from "./page-harness";

afterEach(() => vi.restoreAllMocks());

const LANGUAGES = [
  { id: 1, code: "de", name: "German", flagCode: "de", speakers: null },
  { id: 2, code: "es", name: "Spanish", flagCode: "es", speakers: null },
  { id: 3, code: "fr", name: "French", flagCode: "fr", speakers: null },
];
const lessons = (code: string) =>
  [1, 2, 3, 4].map((number) => ({ lessonId: `${code}-lesson0${number}`, title: `${code.toUpperCase()} title ${number}`, languageCode: code, number, sentences: 12 }));
const record = (lessonId: string, patch: Partial<ProgressRecord> = {}): ProgressRecord => ({
  lessonId,
  completed: true,
  score: 100,
  timeSpent: 5,
  completedAt: "2026-03-01T10:00:00Z",
  lastAccessedAt: "2026-03-01T10:00:00Z",
  sentencesDone: null,
  practised: false,
  skipped: false,
  ...patch,
});
const summary = (...studied: [code: string, records: ProgressRecord[]][]): AnswerFor<"GET /api/progress/summary"> => [200, studied.map(([code, records]) => languageProgress(code, lessons(code), records))];
const STREAK: StreakSummary = { currentStreak: 3, longestStreak: 5, hidden: false, resetAt: null, timeZone: "UTC", today: "2026-03-10", days: [{ date: "2026-03-10", lessons: [] }] };
const GOAL: DailyGoalToday = { kind: "sentences", amount: 10, chosen: false, sentences: 4, minutes: 12, done: 4, met: false, timeZone: "UTC", today: "2026-03-10" };
const REVIEW = { learned: 2, total: 9, dueToday: 4, reviewedToday: 0, dailyCap: 20, inQueue: 4, timeZone: "UTC", forecast: [] } satisfies ReviewSummary;

function homeApi<Keys extends string = never>(overrides?: MockRoutes<Keys>) {
  return mockApi({
    "GET /api/user": [200, SIGNED_IN_USER],
    "GET /api/languages": [200, LANGUAGES],
    // German touched last: lesson 3 at its fifth sentence. French earlier.
    "GET /api/progress/summary": summary(
      ["de", [record("de-lesson01"), record("de-lesson02"), record("de-lesson03", { completed: false, completedAt: null, lastAccessedAt: "2026-03-09T10:00:00Z", sentencesDone: 4 })]],
      ["fr", [record("fr-lesson01")]],
    ),
    "GET /api/streak": [200, STREAK],
    "GET /api/review/summary": [200, REVIEW],
    "GET /api/goal": [200, GOAL],
    ...overrides,
  });
}

const openHome = () => renderPage(<HomePage />, { path: "/dashboard", url: "/dashboard" });

describe("the learner's home", () => {
  it("greets the learner and continues the lesson last touched at the sentence they reached", async () => {
    homeApi();
    openHome();
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, ana" })).toBeTruthy();
    const card = await screen.findByRole("region", { name: "Continue where you left off" });
    expect(within(card).getByText("German · Lesson 3")).toBeTruthy();
    expect(within(card).getByText("DE title 3")).toBeTruthy();
    expect(within(card).getByTestId("lesson-place").textContent).toBe("Sentence 5 of 12");
    expect(within(card).getByRole("link", { name: "Continue" }).getAttribute("href")).toBe("/de/lesson/03");
    expect(within(card).getByRole("link", { name: "Course map" }).getAttribute("href")).toBe("/de/course");
  });

  it("says a lesson only read was being read", async () => {
    homeApi({ "GET /api/progress/summary": summary(["de", [record("de-lesson01"), record("de-lesson02", { completed: false, completedAt: null })]]) });
    openHome();
    expect((await screen.findByTestId("lesson-place")).textContent).toBe("You were reading this lesson.");
  });

  it("offers the next lesson when none is in progress", async () => {
    homeApi({ "GET /api/progress/summary": summary(["de", [record("de-lesson01")]]) });
    openHome();
    const next = await screen.findByRole("region", { name: "Up next" });
    expect(within(next).getByText("German · Lesson 2")).toBeTruthy();
    expect(within(next).getByRole("link", { name: "Start lesson" }).getAttribute("href")).toBe("/de/lesson/02");
  });

  it("shows today's streak and the review cards waiting", async () => {
    homeApi();
    openHome();
    expect((await screen.findByTestId("home-streak")).textContent).toBe("3-day streak");
    expect(screen.getByText("Today counts towards it.")).toBeTruthy();
    expect((await screen.findByTestId("home-reviews")).textContent).toBe("4 cards to review");
    expect(screen.getByRole("link", { name: "Review now" }).getAttribute("href")).toBe("/review");
  });

  it("lists each language learnt with its progress and course map, in catalogue order", async () => {
    homeApi();
    openHome();
    const rows = await screen.findAllByTestId("home-language");
    expect(rows.map((row) => row.textContent)).toEqual(["German50%2 of 4 lessons doneCourse map", "French25%1 of 4 lessons doneCourse map"]);
    expect(screen.getByRole("link", { name: "French course map" }).getAttribute("href")).toBe("/fr/course");
    expect(screen.getByRole("link", { name: "Add a language" }).getAttribute("href")).toBe("/languages");
  });

  it("invites a learner without progress to choose a first language", async () => {
    homeApi({ "GET /api/progress/summary": [200, []], "GET /api/review/summary": [200, { ...REVIEW, inQueue: 0 }] });
    openHome();
    expect(await screen.findByRole("heading", { name: "Start your first language" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose a language" }).getAttribute("href")).toBe("/languages");
    expect((await screen.findByTestId("home-reviews")).textContent).toBe("No reviews due: you're all caught up.");
    expect(screen.queryByTestId("home-language")).toBeNull();
  });

  it("says so when the languages cannot be read, and tries again", async () => {
    homeApi({ "GET /api/languages": [500, { message: "Server error" }] });
    openHome();
    expect(await screen.findByText("Your home could not be loaded.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("fills the daily goal's ring with today's sentences, says what is left and leads to changing it", async () => {
    homeApi();
    openHome();
    expect((await screen.findByTestId("daily-goal")).textContent).toBe("4 of 10 sentences today");
    expect(screen.getByText("6 more sentences to reach it.")).toBeTruthy();
    const ring = screen.getByRole("progressbar", { name: "Daily goal" });
    expect([ring.getAttribute("aria-valuenow"), ring.getAttribute("aria-valuemax")]).toEqual(["4", "10"]);
    expect(screen.getByRole("link", { name: "Change goal" }).getAttribute("href")).toBe("/settings#settings-daily-goal");
  });

  it("says a goal in minutes is met once today's minutes reach it", async () => {
    homeApi({ "GET /api/goal": [200, { ...GOAL, kind: "minutes", amount: 10, done: 12, met: true }] });
    openHome();
    expect((await screen.findByTestId("daily-goal")).textContent).toBe("12 of 10 minutes today");
    expect(screen.getByText("Goal met for today. Well done!")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Daily goal" }).getAttribute("aria-valuenow")).toBe("10");
  });
});
