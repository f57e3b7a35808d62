import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FREE_LESSONS_PER_LANGUAGE } from "../../contract/constants";
import { lessonIdFor, lessonPath } from "../../contract/lesson-ids";
import type { ProgressRecord } from "../../contract/wire";
import CourseMapPage from "./CourseMapPage";
import { mockApi, renderPage, SIGNED_IN_USER, type MockRoutes } from "./page-harness";

afterEach(() => vi.restoreAllMocks());

const LANGUAGES = [{ id: 1, code: "de", name: "German", flagCode: "de", speakers: null }];
// The free lessons and two locked ones after them, whatever the free lessons' number is.
const LESSON_COUNT = FREE_LESSONS_PER_LANGUAGE + 2;
/** Lesson numbers `from` to `to`, none when `to` comes before `from`. */
const numbers = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
const LESSONS = numbers(1, LESSON_COUNT).map((number) => ({ lessonId: lessonIdFor("de", number), title: `Title ${number}`, languageCode: "de", number }));
const FIRST_LOCKED = FREE_LESSONS_PER_LANGUAGE + 1;
const lockedStep = (number: number) => ["locked", `Lesson ${number}: Title ${number}Locked: comes with a subscriptionSee plans`];
const record = (lessonId: string, patch: Partial<ProgressRecord> = {}): ProgressRecord => ({
  lessonId,
  completed: false,
  score: 0,
  timeSpent: 3,
  completedAt: null,
  lastAccessedAt: "2026-03-01T10:00:00Z",
  sentencesDone: null,
  practised: false,
  skipped: false,
  ...patch,
});

function courseApi<Keys extends string = never>(records: ProgressRecord[], overrides?: MockRoutes<Keys>) {
  return mockApi({
    "GET /api/user": [200, SIGNED_IN_USER],
    "GET /api/languages": [200, LANGUAGES],
    "GET /api/languages/de/lessons": [200, LESSONS],
    "GET /api/progress/language/de": [200, records],
    ...overrides,
  });
}

const openMap = () => renderPage(<CourseMapPage />, { path: "/:language/course", url: "/de/course" });
const steps = async () => (await screen.findAllByTestId("course-step")).map((step) => [step.dataset.state, step.textContent]);

describe("a language's course map", () => {
  it("shows every lesson as a step with the learner's state in it, the next one highlighted", async () => {
    courseApi([record("de-lesson01", { completed: true, completedAt: "2026-03-01T10:00:00Z", practised: true }), record("de-lesson02", { sentencesDone: 3 })]);
    openMap();
    expect(await screen.findByRole("heading", { level: 1, name: "German: your course" })).toBeTruthy();
    expect(await steps()).toEqual([
      ["done", "Lesson 1: Title 1Practised with the tutor"],
      ["inProgress", "Lesson 2: Title 2Up next · In progress · 3 sentences doneContinue"],
      ...numbers(3, FREE_LESSONS_PER_LANGUAGE).map((number) => ["open", `Lesson ${number}: Title ${number}Not started`]),
      ...numbers(FIRST_LOCKED, LESSON_COUNT).map(lockedStep),
    ]);
    expect(screen.getByTestId("course-summary").textContent).toBe(`1 of ${LESSON_COUNT} lessons done (1 practised with the tutor, 0 read)`);
    const current = screen.getAllByTestId("course-step").find((step) => step.getAttribute("aria-current") === "step")!;
    expect(current.querySelector("a")!.getAttribute("href")).toBe(lessonPath("de", 2));
    expect(screen.getByRole("link", { name: new RegExp(`Lesson ${FIRST_LOCKED}:`) }).getAttribute("href")).toBe("/subscribe");
  });

  it("marks the first lesson not done as up next for a new learner", async () => {
    courseApi([]);
    openMap();
    expect((await steps()).slice(0, 2)).toEqual([
      ["next", "Lesson 1: Title 1Up nextStart"],
      ["open", "Lesson 2: Title 2Not started"],
    ]);
  });

  it("says so when the course cannot be read, with a way to try again", async () => {
    courseApi([], { "GET /api/progress/language/de": [500, { message: "Server error" }] });
    openMap();
    expect(await screen.findByText("The course could not be loaded.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("says there is no such language for an address that names none", async () => {
    courseApi([], { "GET /api/languages/de/lessons": [404, { message: "Language not found" }] });
    openMap();
    expect(await screen.findByText("There is no such language.")).toBeTruthy();
  });

  it("tells a lesson practised with the tutor from one only read and marked done, and offers to practise it", async () => {
    courseApi([record("de-lesson01", { completed: true, practised: true }), record("de-lesson02", { completed: true })]);
    openMap();
    expect((await steps()).slice(0, 2)).toEqual([
      ["done", "Lesson 1: Title 1Practised with the tutor"],
      ["read", "Lesson 2: Title 2Read and marked donePractise"],
    ]);
    expect(screen.getByTestId("course-summary").textContent).toBe(`2 of ${LESSON_COUNT} lessons done (1 practised with the tutor, 1 read)`);
  });

  it("shows the lessons the placement passed over as skipped, not done, and back to them when every later one is locked", async () => {
    // The placement passed over every free lesson.
    courseApi(numbers(1, FREE_LESSONS_PER_LANGUAGE).map((number) => record(lessonIdFor("de", number), { skipped: true, lastAccessedAt: null })));
    openMap();
    expect((await steps()).slice(0, FIRST_LOCKED)).toEqual([
      ["next", "Lesson 1: Title 1Up nextStart"],
      ...numbers(2, FREE_LESSONS_PER_LANGUAGE).map((number) => ["skipped", `Lesson ${number}: Title ${number}Skipped by your placement`]),
      lockedStep(FIRST_LOCKED),
    ]);
    expect(screen.getByTestId("course-summary").textContent).toBe(`0 of ${LESSON_COUNT} lessons done`);
  });
});
