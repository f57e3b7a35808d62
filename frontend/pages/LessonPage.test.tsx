import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderLessonMarkdown } from "../../worker/lessons/markdown";
import type { Lesson } from "../../contract/wire";
import { currentLocation, sentTo, FREE_USER, GERMAN, GERMAN_LESSONS, mockApi, renderAt, type AnswerFor, type MockRoutes } from "./lesson/lesson-harness";
import LessonPage from "./LessonPage";
import { progressRecord } from "../../contract/progress-record-fixture";

const LESSON_MARKDOWN = "# Words You Already Know\n\n**Das ist** means \"that is\".\n\n| English | German |\n|---|---|\n| warm | warm |\n\n---\n";
/** Lesson 1 as the Worker records it once the learner marked it done. */
const DONE = progressRecord("de-lesson01", { completed: true, completedAt: "2026-03-01T10:05:00Z", lastAccessedAt: "2026-03-01T10:00:00Z" });
const LESSON_ONE: Lesson = { ...GERMAN_LESSONS[0]!, content: LESSON_MARKDOWN, html: renderLessonMarkdown(LESSON_MARKDOWN) };
const LOCKED = [402, { message: "This lesson is part of Parlo Premium. Subscribe to unlock every lesson.", locked: true }] as const;

/** A signed-in free learner with the German course; `routes` add or replace answers. */
function api<Keys extends string = never>(routes?: MockRoutes<Keys>) {
  return mockApi({
    "GET /api/user": [200, FREE_USER],
    "GET /api/languages": [200, [GERMAN]],
    "GET /api/languages/de/lessons": [200, GERMAN_LESSONS],
    "GET /api/lessons/de-lesson01": [200, LESSON_ONE],
    "GET /api/lessons/de-lesson03": LOCKED,
    "GET /api/progress/language/de": [200, []],
    "POST /api/progress/lesson/de-lesson01": [200, progressRecord("de-lesson01", { lastAccessedAt: "2026-03-01T10:00:00Z" })],
    ...routes,
  });
}

const openLesson = (url: string) => renderAt(<LessonPage />, { path: "/:language/lesson/:lessonNumber", url });
const lessonHeading = () => screen.findByRole("heading", { level: 1, name: "Lesson 1: Words You Already Know" });

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("the lesson screen", () => {
  it("shows a spinner, then the lesson with its header, text and next button", async () => {
    api();
    const { router } = openLesson("/de/lesson/1");
    expect(screen.getByRole("status").textContent).toBe("Loading lesson");

    await lessonHeading();
    const article = screen.getByRole("article", { name: "Lesson text: Words You Already Know" });
    expect(article.querySelector("strong")?.textContent).toBe("Das ist");
    expect(article.querySelector("table")).not.toBeNull();
    expect(article.querySelector("hr")).toBeNull();
    expect(screen.getByRole("link", { name: "Next: I Am, You Are" }).getAttribute("href")).toBe("/de/lesson/02");
    expect(screen.queryByRole("link", { name: /^Previous:/ })).toBeNull();
    // The first lesson stays where the learner is (a drawn page may have been read on before the app
    // took it over); the next one opens at its top.
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate("/de/lesson/02"));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("opens the same lesson at /de/lesson/01 and /de/lesson/1", async () => {
    const calls = api();
    openLesson("/de/lesson/01");
    await lessonHeading();
    expect(sentTo(calls, "/api/lessons/de-lesson01").length).toBeGreaterThan(0);
    expect(currentLocation()).toBe("/de/lesson/01");
  });

  it("moves /de/lesson/1 to the lesson's one address, /de/lesson/01, keeping the query, without a new history entry", async () => {
    api();
    const { router } = openLesson("/de/lesson/1?from=review");
    await lessonHeading();
    expect(currentLocation()).toBe("/de/lesson/01?from=review");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("records a visit on opening (no score, no time) and does not complete the lesson", async () => {
    const calls = api();
    openLesson("/de/lesson/1");
    await lessonHeading();
    await waitFor(() => expect(sentTo(calls, "/api/progress/lesson/de-lesson01")).toHaveLength(1));
    expect(sentTo(calls, "/api/progress/lesson/de-lesson01")).toEqual([["POST", JSON.stringify({ score: 0, timeSpent: 0 }), "application/json"]]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sentTo(calls, "/api/progress/lesson/de-lesson01/complete")).toEqual([]);
  });

  it("counts a return to a lesson as a new visit, once, though its text is already cached", async () => {
    const calls = api();
    const { router } = openLesson("/de/lesson/1");
    await lessonHeading();
    await waitFor(() => expect(sentTo(calls, "/api/progress/lesson/de-lesson01")).toHaveLength(1));

    await act(() => router.navigate("/languages"));
    await act(() => router.navigate("/de/lesson/01"));
    await lessonHeading();
    await waitFor(() => expect(sentTo(calls, "/api/progress/lesson/de-lesson01")).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sentTo(calls, "/api/progress/lesson/de-lesson01")).toHaveLength(2);
  });

  it("only logs when recording the visit fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    api({ "POST /api/progress/lesson/de-lesson01": [500, { message: "Boom" }] });
    openLesson("/de/lesson/1");
    await lessonHeading();
    await waitFor(() => expect(logged).toHaveBeenCalledWith("Failed to update lesson progress", expect.anything()));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("article")).toBeTruthy();
  });

  it("completes the lesson when the learner marks it done at the end of the text", async () => {
    let completed = false;
    const calls = api({
      "POST /api/progress/lesson/de-lesson01/complete": () => {
        completed = true;
        return [200, DONE];
      },
      "GET /api/progress/language/de": () => [200, completed ? [DONE] : []],
    });
    openLesson("/de/lesson/1");
    await lessonHeading();
    const markDone = await screen.findByRole("button", { name: "Mark lesson as done" });
    const article = screen.getByRole("article");
    expect(article.compareDocumentPosition(markDone) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sentTo(calls, "/api/progress/lesson/de-lesson01/complete")).toEqual([]);

    fireEvent.click(markDone);
    expect(await screen.findByText("Lesson completed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark lesson as done" })).toBeNull();
    expect(sentTo(calls, "/api/progress/lesson/de-lesson01/complete")).toEqual([["POST", undefined, "application/json"]]);

    // The selector checks it too.
    fireEvent.click(screen.getByRole("button", { name: /select a lesson/i }));
    const dialog = await screen.findByRole("dialog", { name: "Select a Lesson" });
    await waitFor(() => expect(within(dialog).getByText("Completed")).toBeTruthy());
  });

  it("shows a lesson completed before as completed, with nothing to press", async () => {
    api({ "GET /api/progress/language/de": [200, [DONE]] });
    openLesson("/de/lesson/1");
    await lessonHeading();
    expect(await screen.findByText("Lesson completed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark lesson as done" })).toBeNull();
  });

  it("says so when marking the lesson done fails, and lets the learner try again", async () => {
    let answer: AnswerFor<"POST /api/progress/lesson/de-lesson01/complete"> = [500, { message: "Boom" }];
    api({ "POST /api/progress/lesson/de-lesson01/complete": () => answer });
    openLesson("/de/lesson/1");
    await lessonHeading();
    fireEvent.click(await screen.findByRole("button", { name: "Mark lesson as done" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Could not mark the lesson as done. Please try again.");
    answer = [200, DONE];
    fireEvent.click(screen.getByRole("button", { name: "Mark lesson as done" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("toggles the tutor chat, with Reset conversation only while it shows", async () => {
    const emptyPad = { knownVocabulary: [], knownStructures: [], struggles: [], nextFocus: null };
    api({
      "POST /api/chat/init": [200, { response: "Hi! I'm your tutor for Lesson 1: Words You Already Know.", scratchPad: emptyPad, hasExistingHistory: false, historyLength: 1 }],
      "GET /api/chat/notes/de-lesson01": [200, emptyPad],
    });
    openLesson("/de/lesson/1");
    await lessonHeading();
    expect(screen.queryByRole("button", { name: "Reset conversation" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Open tutor chat" }));
    expect(await screen.findByText("Hi! I'm your tutor for Lesson 1: Words You Already Know.", {}, { timeout: 5000 })).toBeTruthy();
    // The lesson stays, in the column beside the chat (which a phone's stylesheet hides).
    expect(screen.getByRole("article").closest(".lesson-split-text")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Reset conversation" }));
    fireEvent.click(within(await screen.findByRole("alertdialog", { name: "Reset Conversation" })).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Close tutor chat" }));
    expect(screen.getByRole("article").closest(".lesson-split-text")).toBeNull();
    expect(screen.queryByRole("button", { name: "Reset conversation" })).toBeNull();
  });

  it("opens the paywall over a calm locked card on a locked lesson, and records nothing", async () => {
    const calls = api();
    openLesson("/de/lesson/3");
    expect(await screen.findByRole("dialog", { name: "Unlock every lesson" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Lesson 3: What You Want", hidden: true })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Maybe Later" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("This lesson is part of Parlo Premium. Subscribe to unlock every lesson.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Unlock this lesson" }));
    expect(screen.getByRole("dialog", { name: "Unlock every lesson" })).toBeTruthy();
    expect(calls.mock.calls.filter(([, init]) => init?.method === "POST")).toEqual([]);
  });

  it("shows the not-found page for an unknown lesson", async () => {
    api({ "GET /api/lessons/de-lesson09": [404, { message: "Lesson not found" }] });
    openLesson("/de/lesson/9");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
  });

  it("shows the not-found page for a lesson number that is not a number, without asking", () => {
    const calls = api();
    openLesson("/de/lesson/intro");
    expect(screen.getByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(calls.mock.calls.some(([input]) => String(input).startsWith("/api/lessons/"))).toBe(false);
  });

  it("names the failure when the lesson cannot be loaded, and can try again", async () => {
    let answer: AnswerFor<"GET /api/lessons/de-lesson01"> = [500, { message: "Internal error" }];
    api({ "GET /api/lessons/de-lesson01": () => answer });
    openLesson("/de/lesson/1");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading").textContent).toBe("Error Loading Lesson: Failed to load the selected lesson");

    answer = [200, LESSON_ONE];
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await lessonHeading();
  });

  it.each([
    ["R2 cannot give the text (503)", (): AnswerFor<"GET /api/lessons/de-lesson01"> => [503, { message: "This lesson's text is not available right now. Please try again later." }]],
    ["the connection fails", (): AnswerFor<"GET /api/lessons/de-lesson01"> => {
      throw new TypeError("Failed to fetch");
    }],
  ])("shows the error, not a blank screen, when %s", async (_label, answer) => {
    api({ "GET /api/lessons/de-lesson01": answer });
    openLesson("/de/lesson/1");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading").textContent).toBe("Error Loading Lesson: Failed to load the selected lesson");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says the lessons failed to load in the selector, while the lesson itself still reads", async () => {
    api({ "GET /api/languages/de/lessons": [503, { message: "Something went wrong on our side. Please try again." }] });
    openLesson("/de/lesson/1");
    await lessonHeading();
    expect(screen.getByRole("article", { name: "Lesson text: Words You Already Know" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /select a lesson/i }));
    const dialog = await screen.findByRole("dialog", { name: "Select a Lesson" });
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Failed to load lessons");
  });

  it("asks for a lesson when none is chosen", () => {
    api();
    renderAt(<LessonPage />, { path: "/lesson", url: "/lesson" });
    expect(screen.getByRole("heading", { name: "No Lesson Selected" })).toBeTruthy();
    expect(screen.getByText("Please select a lesson to begin learning")).toBeTruthy();
  });
});

describe("time spent on a lesson", () => {
  let visibility: DocumentVisibilityState = "visible";
  beforeEach(() => {
    visibility = "visible";
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-02T10:00:00Z") });
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  const minutesReported = (calls: ReturnType<typeof api>) =>
    sentTo(calls, "/api/progress/lesson/de-lesson01").map(([, body]) => (JSON.parse(String(body)) as { timeSpent: number }).timeSpent);
  /** The learner reads on and scrolls after `ms`. */
  const scrollAfter = (ms: number) => {
    vi.setSystemTime(Date.now() + ms);
    fireEvent.scroll(window);
  };
  const setVisibility = (state: DocumentVisibilityState) => {
    visibility = state;
    fireEvent(document, new Event("visibilitychange"));
  };

  it("counts each visible, active minute once, as a whole minute, and nothing while the page is hidden", async () => {
    const calls = api();
    openLesson("/de/lesson/1");
    await lessonHeading();
    await waitFor(() => expect(minutesReported(calls)).toEqual([0]));

    scrollAfter(30_000);
    expect(minutesReported(calls)).toEqual([0]);
    scrollAfter(30_000);
    await waitFor(() => expect(minutesReported(calls)).toEqual([0, 1]));

    setVisibility("hidden");
    vi.setSystemTime(Date.now() + 30 * 60_000);
    setVisibility("visible");
    scrollAfter(59_000);
    expect(minutesReported(calls)).toEqual([0, 1]);
    scrollAfter(1_000);
    await waitFor(() => expect(minutesReported(calls)).toEqual([0, 1, 1]));
  });
});
