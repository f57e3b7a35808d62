import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { FREE_LESSONS_PER_LANGUAGE } from "../../../contract/constants";
import { lessonIdFor, lessonPath } from "../../../contract/lesson-ids";
import { LessonNav } from "./LessonNav";
import { FREE_USER, GERMAN_LESSONS, PREMIUM_USER, summary } from "./lesson-harness";

const renderNav = (lessonId: string, lessons = GERMAN_LESSONS, user = PREMIUM_USER) =>
  render(
    <MemoryRouter>
      <LessonNav lessons={lessons} lessonId={lessonId} user={user} />
    </MemoryRouter>,
  );

const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

describe("the buttons at the end of a lesson", () => {
  it("offer only the next lesson on lesson 1", () => {
    renderNav("de-lesson01");
    expect(screen.queryByRole("link", { name: /^Previous:/ })).toBeNull();
    expect(href("Next: I Am, You Are")).toBe("/de/lesson/02");
    expect(screen.queryByRole("button", { name: "Course Complete" })).toBeNull();
  });

  it("offer both neighbours in the middle of the course", () => {
    renderNav("de-lesson02");
    expect(href("Previous: Words You Already Know")).toBe("/de/lesson/01");
    expect(href("Next: What You Want")).toBe("/de/lesson/03");
  });

  it("end with a disabled Course Complete on the last lesson", () => {
    renderNav("de-lesson03");
    expect(href("Previous: I Am, You Are")).toBe("/de/lesson/02");
    expect(screen.queryByRole("link", { name: /^Next:/ })).toBeNull();
    expect((screen.getByRole("button", { name: "Course Complete" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("follow the numbers at the end of the lesson ids, whatever order the list came in", () => {
    const lessons = [summary(10, "Ten"), summary(9, "Nine"), summary(2, "Two"), summary(1, "One")];
    renderNav("de-lesson09", lessons);
    expect(href("Previous: Two")).toBe("/de/lesson/02");
    expect(href("Next: Ten")).toBe("/de/lesson/10");
  });

  it("show nothing while the lessons are unknown", () => {
    renderNav("de-lesson01", []);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("still lead to a locked next lesson, where the paywall explains", () => {
    const lastFree = FREE_LESSONS_PER_LANGUAGE;
    const course = Array.from({ length: lastFree + 1 }, (_, index) => summary(index + 1, `Part ${index + 1}`));
    renderNav(lessonIdFor("de", lastFree), course, FREE_USER);
    const next = screen.getByRole("link", { name: `Next: Part ${lastFree + 1}` });
    expect(next.getAttribute("href")).toBe(lessonPath("de", lastFree + 1));
    expect(next.querySelector(".lucide-lock")).not.toBeNull();
  });
});
