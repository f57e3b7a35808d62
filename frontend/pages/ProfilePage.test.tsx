import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { languageProgress } from "../../contract/course-progress";
import type { ProgressRecord, StreakSummary } from "../../contract/wire";
import { mockApi, renderPage, sentTo, SIGNED_IN_USER, type AnswerFor, type MockRoutes } from "./page-harness";
import ProfilePage from "./ProfilePage";

afterEach(() => vi.restoreAllMocks());

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const LANGUAGES = [
  { id: 1, code: "de", name: "German", flagCode: "de", speakers: null },
  { id: 2, code: "es", name: "Spanish", flagCode: "es", speakers: null },
  { id: 3, code: "fr", name: "French", flagCode: "fr", speakers: null },
];
const lessons = (code: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({ lessonId: `${code}-lesson0${index + 1}`, title: `${code.toUpperCase()} lesson ${index + 1}`, languageCode: code, number: index + 1 }));
const record = (lessonId: string, completed: boolean, timeSpent: number): ProgressRecord => ({
  lessonId,
  completed,
  score: completed ? 100 : 0,
  timeSpent,
  completedAt: null,
  lastAccessedAt: null,
  sentencesDone: null,
  practised: false,
  skipped: false,
});
const STREAK: StreakSummary = { currentStreak: 1, longestStreak: 1, hidden: false, resetAt: null, timeZone: "UTC", today: "2026-03-10", days: [] };

const GERMAN = [record("de-lesson01", true, 45), record("de-lesson02", true, 20), record("de-lesson03", false, 0)];
const PRACTISED_GERMAN = [{ ...record("de-lesson01", true, 45), practised: true }, record("de-lesson02", true, 20)];
const FRENCH = [record("fr-lesson01", true, 5)];
/** The Worker's summary of these records (worker/progress/summary.ts), each language having 4 lessons. */
const summary = (...studied: [code: string, records: ProgressRecord[]][]): AnswerFor<"GET /api/progress/summary"> => [
  200,
  studied.map(([code, records]) => languageProgress(code, lessons(code, 4), records)),
];

/** German: 2 of 4 done (50%); Spanish: not started; French: 1 of 4 done (25%). */
function profileApi<Keys extends string = never>(overrides?: MockRoutes<Keys>) {
  return mockApi({
    "GET /api/user": [200, SIGNED_IN_USER],
    "GET /api/languages": [200, LANGUAGES],
    "GET /api/progress/summary": summary(["de", GERMAN], ["fr", FRENCH]),
    "GET /api/streak": [200, STREAK],
    ...overrides,
  });
}

const openProfile = () => renderPage(<ProfilePage />, { path: "/profile", url: "/profile" });
const listed = () => screen.getAllByTestId("language-progress").map((row) => row.textContent);

describe("the profile page", () => {
  it("says it is loading, then shows the languages with progress", async () => {
    profileApi();
    openProfile();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Your Language Learning Profile");
    expect(screen.getByText("Loading your profile data...")).toBeTruthy();
    await screen.findAllByTestId("language-progress");
    expect(screen.queryByText("Loading your profile data...")).toBeNull();
    expect(listed()).toEqual(["German50%2/4 lessons completed0 practised with the tutor · 2 read", "French25%1/4 lessons completed0 practised with the tutor · 1 read"]);
    expect(screen.getByRole("progressbar", { name: "German progress" }).getAttribute("aria-valuenow")).toBe("50");
  });

  it("shows today's daily goal above the streak, with the way to change it", async () => {
    profileApi({ "GET /api/goal": [200, { kind: "minutes", amount: 15, chosen: true, sentences: 0, minutes: 6, done: 6, met: false, timeZone: "UTC", today: "2026-03-10" }] });
    openProfile();
    const card = await screen.findByRole("region", { name: "Daily goal" });
    expect(within(card).getByTestId("daily-goal").textContent).toBe("6 of 15 minutes today");
    expect(within(card).getByRole("link", { name: "Change goal" }).getAttribute("href")).toBe("/settings#settings-daily-goal");
  });

  it("counts the lessons practised with the tutor apart from those read and marked done", async () => {
    profileApi({ "GET /api/progress/summary": summary(["de", PRACTISED_GERMAN]) });
    openProfile();
    expect((await screen.findByTestId("practised-split")).textContent).toBe("1 practised with the tutor · 1 read");
  });

  it("gives the overall figure and its encouragement", async () => {
    profileApi();
    openProfile();
    expect((await screen.findByTestId("overall-percent")).textContent).toBe("38%");
    expect(screen.getByTestId("encouragement").textContent).toBe("Making good progress!");
  });

  it("does not repeat a single language's percentage as the 'overall' one", async () => {
    profileApi({ "GET /api/progress/summary": summary(["de", GERMAN]) });
    openProfile();
    await screen.findAllByTestId("language-progress");
    expect(screen.queryByTestId("overall-percent")).toBeNull();
    expect(screen.getByTestId("encouragement").textContent).toBe("Becoming multilingual!");
  });

  it("draws one ring per active language around the mascot, described by the list", async () => {
    profileApi();
    openProfile();
    const chart = await screen.findByRole("img", { name: "Progress by language" });
    expect(chart.getAttribute("aria-describedby")).toBe(screen.getAllByTestId("language-progress")[0]!.parentElement!.id);
    expect(within(chart as unknown as HTMLElement).getAllByTestId("progress-ring")).toHaveLength(2);
  });

  it("opens one language's details at a time", async () => {
    profileApi();
    openProfile();
    const german = await screen.findByRole("button", { name: /German/ });
    fireEvent.click(german);
    const panel = await screen.findByRole("region", { name: /German/ });
    expect(within(panel).getByText("2 / 4")).toBeTruthy();
    expect(within(panel).getByText("1 h 5 min")).toBeTruthy();
    expect(within(panel).getByText("Never")).toBeTruthy();
    expect(within(panel).getByText("50%")).toBeTruthy();
    const lines = within(panel).getAllByTestId("lesson-line").map((line) => line.textContent);
    expect(lines).toEqual(["DE lesson 1 (completed)45 min spent", "DE lesson 2 (completed)20 min spent", "DE lesson 3Started"]);
    expect(within(panel).getByRole("link", { name: "Continue German" }).getAttribute("href")).toBe("/languages/de");

    fireEvent.click(screen.getByRole("button", { name: /French/ }));
    await waitFor(() => expect(screen.queryByRole("region", { name: /German/ })).toBeNull());
    expect(screen.getByRole("region", { name: /French/ })).toBeTruthy();
  });

  it("leads on to the first active language and to the settings", async () => {
    profileApi();
    openProfile();
    // The next step itself: German's first lesson not yet done.
    expect((await screen.findByRole("link", { name: "Continue: German, lesson 3" })).getAttribute("href")).toBe("/de/lesson/03");
    expect(screen.getByRole("link", { name: "Manage Settings" }).getAttribute("href")).toBe("/settings");
  });

  it("shows the Learning Streak card", async () => {
    profileApi();
    openProfile();
    expect(await screen.findByRole("region", { name: "Learning Streak" })).toBeTruthy();
  });

  it("shows the review figures of a learner who met sentences with the tutor but finished no lesson yet", async () => {
    const forecast = Array.from({ length: 30 }, (_, day) => ({ date: `2026-03-${String(day + 1).padStart(2, "0")}`, due: day === 0 ? 3 : 0 }));
    mockApi({
      "GET /api/user": [200, SIGNED_IN_USER],
      "GET /api/languages": [200, LANGUAGES.slice(1, 2)],
      "GET /api/progress/summary": summary(),
      "GET /api/review/summary": [200, { learned: 0, total: 4, dueToday: 3, reviewedToday: 0, dailyCap: 20, inQueue: 3, timeZone: "UTC", forecast }],
    });
    openProfile();
    expect(await screen.findByRole("heading", { name: "No Progress Yet" })).toBeTruthy();
    const review = await screen.findByRole("region", { name: "Review cards" });
    expect(within(review).getByText("Due today").nextElementSibling?.textContent).toBe("3");
    expect(within(within(review).getByRole("list", { name: "Due in the next 30 days" })).getAllByRole("listitem")).toHaveLength(30);
  });

  it("invites a learner without progress to start", async () => {
    mockApi({ "GET /api/user": [200, SIGNED_IN_USER], "GET /api/languages": [200, LANGUAGES.slice(1, 2)], "GET /api/progress/summary": summary() });
    openProfile();
    expect(await screen.findByRole("heading", { name: "No Progress Yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start Learning" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("link", { name: "Continue Learning" })).toBeNull();
  });

  it("says so when the languages cannot be read", async () => {
    mockApi({ "GET /api/user": [200, SIGNED_IN_USER], "GET /api/languages": [500, { message: "Boom" }] });
    openProfile();
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to fetch languages");
  });

  it("reads every language's progress in one request", async () => {
    const calls = profileApi();
    openProfile();
    await screen.findAllByTestId("language-progress");
    expect(sentTo(calls, "/api/progress/summary")).toHaveLength(1);
    expect(calls.mock.calls.filter(([input]) => /\/api\/(progress\/language|languages\/\w+\/lessons)/.test(String(input)))).toEqual([]);
  });

  it("logs progress that cannot be read and counts it as none", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    profileApi({ "GET /api/progress/summary": [500, { message: "Boom" }] });
    openProfile();
    expect(await screen.findByRole("heading", { name: "No Progress Yet" })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith("Failed to fetch your progress", expect.anything());
  });
});
