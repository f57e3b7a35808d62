/** Every screen names itself in the tab, the history and a screen reader's first words (WCAG 2.4.2). */
import { waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Lesson } from "../../contract/wire";
import AboutPage from "./AboutPage";
import AuthPage from "./AuthPage";
import LessonPage from "./LessonPage";
import { FREE_USER, GERMAN, GERMAN_LESSONS, mockApi, renderAt } from "./lesson/lesson-harness";
import NotFoundPage from "./NotFoundPage";
import PrivacyPage from "./PrivacyPage";
import ReviewPage from "./ReviewPage";

const LESSON_TWO: Lesson = { ...GERMAN_LESSONS[1]!, content: "Ich bin", html: "<p>Ich bin</p>" };

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  mockApi({
    "GET /api/user": [200, FREE_USER],
    "GET /api/languages": [200, [GERMAN]],
    "GET /api/languages/de/lessons": [200, GERMAN_LESSONS],
    "GET /api/lessons/de-lesson02": [200, LESSON_TWO],
    "GET /api/lessons/de-lesson03": [402, { message: "This lesson is part of Parlo Premium.", locked: true }],
    "GET /api/progress/language/de": [200, []],
    "GET /api/review/queue": [200, { cards: [], dailyCap: 20, reviewedToday: 0, dueToday: 0, laterToday: 0, nextDueToday: null, asOf: "2026-03-02T09:00:00.000Z" }],
  });
});
afterEach(() => vi.restoreAllMocks());

async function titleOf(element: ReactNode, path: string, url = path): Promise<string> {
  const view = renderAt(element, { path, url });
  let title = "";
  await waitFor(() => {
    title = document.title;
    expect(title).not.toBe("");
  });
  view.unmount();
  return title;
}

describe("the document title", () => {
  it("names a lesson by its heading and its language", async () => {
    const page = renderAt(<LessonPage />, { path: "/:language/lesson/:lessonNumber", url: "/de/lesson/02" });
    await waitFor(() => expect(document.title).toBe("Lesson 2: I Am, You Are · German · Parlo"));
    page.unmount();
  });

  it("names a locked lesson too, from the language's list", async () => {
    const page = renderAt(<LessonPage />, { path: "/:language/lesson/:lessonNumber", url: "/de/lesson/03" });
    await waitFor(() => expect(document.title).toBe("Lesson 3: What You Want · German · Parlo"));
    page.unmount();
  });

  it("gives each other screen its own, the product last", async () => {
    const titles = [
      await titleOf(<AboutPage />, "/about"),
      await titleOf(<AuthPage />, "/auth"),
      await titleOf(<AuthPage />, "/auth", "/auth?tab=register"),
      await titleOf(<PrivacyPage />, "/privacy"),
      await titleOf(<NotFoundPage />, "*", "/no-such-page"),
    ];
    expect(titles).toEqual(["About · Parlo", "Login · Parlo", "Create an Account · Parlo", "Privacy · Parlo", "Page Not Found · Parlo"]);
  });

  it("names the review screen", async () => {
    const page = renderAt(<ReviewPage />, { path: "/review", url: "/review" });
    await waitFor(() => expect(document.title).toBe("Review · Parlo"));
    page.unmount();
  });
});
