import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, mockApi, renderPage, SIGNED_IN_USER, type AnswerFor } from "../page-harness";
import { progressRecord } from "../../../contract/progress-record-fixture";
import { LanguageCoursesSection } from "./LanguageCoursesSection";

const LANGUAGES = [
  { id: 1, code: "de", name: "German", flagCode: "de", speakers: null },
  { id: 2, code: "es", name: "Spanish", flagCode: "es", speakers: null },
  { id: 3, code: "fr", name: "French", flagCode: "fr", speakers: null },
];
const GERMAN_LESSONS = [1, 2, 3, 4].map((n) => ({ lessonId: `de-lesson0${n}`, title: `Lesson ${n}`, languageCode: "de", number: n }));
const record = (lessonId: string, completed: boolean) => progressRecord(lessonId, { completed, timeSpent: 5 });
const EMPTY = "You haven't started any language courses yet. Enroll in a course from the home page to get started.";

afterEach(() => vi.restoreAllMocks());

const openCourses = () => renderPage(<LanguageCoursesSection />, { path: "/settings", url: "/settings" });

/** German has progress until it is reset; Spanish has none; French's progress cannot be read. */
function courseApi(reset: AnswerFor<"DELETE /api/progress/language/de/reset"> = [200, { message: "Progress reset" }]) {
  let germanReset = false;
  return mockApi({
    "GET /api/user": [200, SIGNED_IN_USER],
    "GET /api/languages": [200, LANGUAGES],
    "GET /api/languages/de/lessons": [200, GERMAN_LESSONS],
    "GET /api/progress/language/de": () =>
      [200, germanReset ? [] : [record("de-lesson01", true), record("de-lesson02", true), record("de-lesson03", false)]] as const,
    "GET /api/progress/language/es": [200, []],
    "GET /api/progress/language/fr": [500, { message: "Boom" }],
    "DELETE /api/progress/language/de/reset": () => {
      if (reset !== "network" && reset[0] === 200) germanReset = true;
      return reset;
    },
  });
}

describe("Language Courses", () => {
  it("lists only the languages with progress, with their share of lessons completed", async () => {
    courseApi();
    openCourses();
    const row = await screen.findByTestId("course-progress");
    expect(within(row).getByText("German")).toBeTruthy();
    expect(within(row).getByText("DE")).toBeTruthy();
    expect(await within(row).findByText("2 of 4 lessons completed (50%)")).toBeTruthy();
    expect(within(row).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("50");
    expect(screen.getAllByTestId("course-progress")).toHaveLength(1);
    expect(screen.queryByText(EMPTY)).toBeNull();
    expect(screen.getByText("Your progress is automatically saved as you complete lessons")).toBeTruthy();
  });

  it("says so when no language has been started", async () => {
    mockApi({ "GET /api/languages": [200, LANGUAGES.slice(1, 2)], "GET /api/progress/language/es": [200, []] });
    openCourses();
    expect(await screen.findByText(EMPTY)).toBeTruthy();
  });

  it("resets a language after confirmation and reloads its progress", async () => {
    const api = courseApi();
    openCourses();
    fireEvent.click(await screen.findByRole("button", { name: "Reset Progress" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Reset your German progress?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reset Progress" }));

    expect((await screen.findAllByText("Your DE progress has been reset.")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Progress Reset").length).toBeGreaterThan(0);
    expect(callsTo(api, "/api/progress/language/de/reset")).toEqual([["DELETE", undefined]]);
    expect(await screen.findByText(EMPTY)).toBeTruthy();
    expect(screen.queryByTestId("course-progress")).toBeNull();
  });

  it("keeps the language when the reset fails", async () => {
    courseApi([500, { message: "Boom" }]);
    openCourses();
    fireEvent.click(await screen.findByRole("button", { name: "Reset Progress" }));
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Reset Progress" }));
    expect((await screen.findAllByText("Failed to reset progress. Please try again.")).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId("course-progress")).toBeTruthy());
  });

  it("changes nothing when the confirmation is cancelled", async () => {
    const api = courseApi();
    openCourses();
    fireEvent.click(await screen.findByRole("button", { name: "Reset Progress" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(callsTo(api, "/api/progress/language/de/reset")).toEqual([]);
  });
});
