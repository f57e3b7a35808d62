import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { languageProgress } from "../../contract/course-progress";
import LanguagesPage from "./LanguagesPage";
import { mockApi, renderPage, SIGNED_IN_USER } from "./page-harness";

afterEach(() => vi.restoreAllMocks());

const LANGUAGES = [
  { id: 1, code: "de", name: "German", flagCode: "de", speakers: 130_000_000 },
  { id: 2, code: "es", name: "Spanish", flagCode: "es", speakers: 543_000_000 },
];
const LESSONS = [1, 2, 3, 4].map((number) => ({ lessonId: `de-lesson0${number}`, title: `Title ${number}`, languageCode: "de", number }));
const DONE = { completed: true, score: 100, timeSpent: 5, completedAt: null, lastAccessedAt: null, sentencesDone: null, practised: false, skipped: false };

describe("the language grid", () => {
  it("shows how far along the learner is on the languages they started, and nothing on the others", async () => {
    mockApi({
      "GET /api/user": [200, SIGNED_IN_USER],
      "GET /api/languages": [200, LANGUAGES],
      "GET /api/progress/summary": [200, [languageProgress("de", LESSONS, [{ lessonId: "de-lesson01", ...DONE }])]],
    });
    renderPage(<LanguagesPage />, { path: "/languages", url: "/languages" });
    await waitFor(() => expect(screen.getAllByTestId("language-card-progress")).toHaveLength(1));
    const [german, spanish] = screen.getAllByTestId("language-card");
    expect(german!.textContent).toContain("1 of 4 lessons done");
    expect(spanish!.textContent).not.toContain("lessons done");
  });
});
