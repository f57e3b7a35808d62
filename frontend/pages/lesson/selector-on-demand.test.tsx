import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderLessonMarkdown } from "../../../worker/lessons/markdown";
import LessonPage from "../LessonPage";
import { FREE_USER, GERMAN, GERMAN_LESSONS, mockApi, renderAt } from "./lesson-harness";
import { progressRecord } from "../../../contract/progress-record-fixture";

// Whether the selector's code (Radix Dialog, its focus trap and scroll lock) has been fetched.
const fetched = vi.hoisted(() => ({ selector: false }));
vi.mock("./LessonSelector", async (importOriginal) => {
  fetched.selector = true;
  return importOriginal();
});

describe("the lesson selector's code", () => {
  it("is fetched only when the learner reaches for the selector, which then opens", async () => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const markdown = "# Words You Already Know\n\n**Das ist** means \"that is\".\n";
    mockApi({
      "GET /api/user": [200, FREE_USER],
      "GET /api/languages": [200, [GERMAN]],
      "GET /api/languages/de/lessons": [200, GERMAN_LESSONS],
      "GET /api/lessons/de-lesson01": [200, { ...GERMAN_LESSONS[0]!, content: markdown, html: renderLessonMarkdown(markdown) }],
      "GET /api/progress/language/de": [200, []],
      "POST /api/progress/lesson/de-lesson01": [200, progressRecord("de-lesson01", { lastAccessedAt: "2026-03-01T10:00:00Z" })],
    });
    renderAt(<LessonPage />, { path: "/:language/lesson/:lessonNumber", url: "/de/lesson/01" });
    await screen.findByRole("heading", { level: 1, name: "Lesson 1: Words You Already Know" });
    // The page has loaded and settled: still nothing of the selector.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetched.selector).toBe(false);

    const button = screen.getByRole("button", { name: /select a lesson/i });
    fireEvent.pointerEnter(button);
    await waitFor(() => expect(fetched.selector).toBe(true));
    fireEvent.click(button);
    expect(await screen.findByRole("dialog", { name: "Select a Lesson" })).toBeTruthy();
  }, 15_000);
});
