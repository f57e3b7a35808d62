import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderPage, SIGNED_IN_USER } from "../../page-harness";
import { LessonEndCard } from "./LessonEndCard";

afterEach(() => vi.restoreAllMocks());

describe("the end of a Chinese lesson", () => {
  it("marks the Chinese of what was practised and what to review as Chinese, so it gets the shipped font and voice", () => {
    const { container } = render(
      <MemoryRouter>
        <LessonEndCard
          ending={{ practised: ["是 shì (am / is / are)", "很 hěn + adjective"], review: ["不 bù + adjective"] }}
          lessonId="zh-lesson01"
          languageCode="zh"
          lessons={[]}
          user={null}
          onShowLessons={() => {}}
        />
      </MemoryRouter>,
    );
    expect([...container.querySelectorAll('[lang="zh-CN"]')].map((run) => run.textContent)).toEqual(["是", "很", "不"]);
    expect(container.textContent).toContain("是 shì (am / is / are) · 很 hěn + adjective");
  });
});

describe("the end of a lesson in figures", () => {
  it("says how the pass went: right first time, hints, time in the lesson, words used and sentences gone to review", async () => {
    mockApi({
      "GET /api/user": [200, SIGNED_IN_USER],
      "GET /api/progress/language/de": [
        200,
        [{ lessonId: "de-lesson02", completed: true, score: 0, timeSpent: 12, lastAccessedAt: null, completedAt: null, sentencesDone: 14, practised: true, skipped: false }],
      ],
    });
    renderPage(
      <LessonEndCard
        ending={{ practised: ["ich bin"], review: [], tally: { firstTime: 9, helped: 3, revealed: 2, hints: 5 }, words: 23 }}
        lessonId="de-lesson02"
        languageCode="de"
        lessons={[]}
        user={SIGNED_IN_USER}
        onShowLessons={() => {}}
      />,
      { path: "/de/lesson/:n", url: "/de/lesson/02" },
    );
    await waitFor(() => expect(screen.getAllByTestId("end-figure")).toHaveLength(5));
    expect(screen.getAllByTestId("end-figure").map((figure) => figure.textContent)).toEqual([
      "Right first time9/14",
      "Hints5",
      "Time in the lesson12 min",
      "Words you used23",
      "Sentences in your review14",
    ]);
  });

  it("leaves the figures out of an ending older than them", () => {
    mockApi({ "GET /api/user": [200, SIGNED_IN_USER] });
    renderPage(
      <LessonEndCard ending={{ practised: ["ich bin"], review: [] }} lessonId="de-lesson02" languageCode="de" lessons={[]} user={SIGNED_IN_USER} onShowLessons={() => {}} />,
      { path: "/de/lesson/:n", url: "/de/lesson/02" },
    );
    expect(screen.queryAllByTestId("end-figure")).toEqual([]);
    expect(screen.getByText("Lesson complete")).toBeTruthy();
  });
});
