import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FREE_LESSONS_PER_LANGUAGE } from "../../../contract/constants";
import type { LessonSummary, User } from "../../../contract/wire";
import { progressRecord } from "../../../contract/progress-record-fixture";
import { LessonSelector } from "./LessonSelector";
import { sentTo, currentLocation, FREE_USER, GERMAN, mockApi, PREMIUM_USER, renderAt, summary } from "./lesson-harness";

const record = (lessonId: string, completed: boolean) => progressRecord(lessonId, { completed, score: 100, timeSpent: 10 });

/** The selector behind a button, as the lesson header opens it. */
function Harness({ lessons, user }: { lessons: LessonSummary[]; user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Select a lesson</button>
      <LessonSelector
        open={open}
        onOpenChange={setOpen}
        languageCode="de"
        language={GERMAN}
        lessons={lessons}
        lessonsFailed={false}
        currentLessonId="de-lesson02"
        user={user}
      />
    </>
  );
}

const LESSONS = [summary(20, "Twenty"), summary(2, "Two"), summary(100, "Hundred"), summary(1, "One"), summary(3, "Three")];

function openSelector({ lessons = LESSONS, user = PREMIUM_USER } = {}) {
  renderAt(<Harness lessons={lessons} user={user} />, { path: "/de/lesson/:n", url: "/de/lesson/02" });
  fireEvent.click(screen.getByRole("button", { name: /select a lesson/i }));
  return screen.getByRole("dialog", { name: "Select a Lesson" });
}

/** The lessons' links (the list's items), not the way to the course map above them. */
const items = (dialog: HTMLElement) => within(within(dialog).getByRole("list")).getAllByRole("link");
/** What a screen reader reads for each lesson of the list. */
const readOut = (dialog: HTMLElement) => items(dialog).map((link) => link.textContent?.replace(/\s+/g, " ").trim());

afterEach(() => vi.restoreAllMocks());

describe("the lesson selector", () => {
  it("lists the lessons by the number at the end of their id", () => {
    mockApi({ "GET /api/progress/language/de": [200, []] });
    const dialog = openSelector();
    expect(readOut(dialog)).toEqual([
      "Lesson 1: One",
      "Lesson 2: Two",
      "Lesson 3: Three",
      "Lesson 20: Twenty",
      "Lesson 100: Hundred",
    ]);
    expect(within(dialog).getByText("German")).toBeTruthy();
    expect(within(dialog).getByText("Select a lesson to continue learning")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "See the course map" }).getAttribute("href")).toBe("/de/course");
  });

  it("marks the current lesson and starts there", () => {
    mockApi({ "GET /api/progress/language/de": [200, []] });
    const dialog = openSelector();
    const current = within(dialog).getByRole("link", { name: "Lesson 2: Two" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(items(dialog).filter((link) => link.hasAttribute("aria-current"))).toHaveLength(1);
    expect(document.activeElement).toBe(current);
  });

  it("asks for progress only when opened, and checks the completed lessons only", async () => {
    const api = mockApi({
      "GET /api/progress/language/de": [200, [record("de-lesson01", true), record("de-lesson03", false), record("de-lesson20", true)]],
    });
    renderAt(<Harness lessons={LESSONS} user={PREMIUM_USER} />, { path: "/de/lesson/:n", url: "/de/lesson/02" });
    expect(sentTo(api, "/api/progress/language/de")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: /select a lesson/i }));
    const dialog = screen.getByRole("dialog", { name: "Select a Lesson" });
    await waitFor(() => expect(within(dialog).getAllByText("Completed")).toHaveLength(2));
    expect(within(dialog).getByRole("link", { name: "Lesson 1: One Completed" })).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Lesson 20: Twenty Completed" })).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Lesson 3: Three" })).toBeTruthy();
  });

  it("shows no marks when progress cannot be read, and logs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({ "GET /api/progress/language/de": [500, { message: "Boom" }] });
    const dialog = openSelector();
    await waitFor(() => expect(logged).toHaveBeenCalledWith("Failed to fetch progress for de", expect.anything()));
    expect(within(dialog).queryByText("Completed")).toBeNull();
    expect(items(dialog)).toHaveLength(LESSONS.length);
  });

  it("shows a lock on the paid lessons for a free learner only", () => {
    mockApi({ "GET /api/progress/language/de": [200, []] });
    const dialog = openSelector({ user: FREE_USER });
    // The lessons after the free ones (FREE_LESSONS_PER_LANGUAGE) are locked.
    const locked = (number: number) => (number > FREE_LESSONS_PER_LANGUAGE ? " Locked" : "");
    expect(readOut(dialog)).toEqual([
      `Lesson 1: One${locked(1)}`,
      `Lesson 2: Two${locked(2)}`,
      `Lesson 3: Three${locked(3)}`,
      "Lesson 20: Twenty Locked",
      "Lesson 100: Hundred Locked",
    ]);
  });

  it("shows no lock to a premium learner", () => {
    mockApi({ "GET /api/progress/language/de": [200, []] });
    const dialog = openSelector({ user: PREMIUM_USER });
    expect(within(dialog).queryByText("Locked")).toBeNull();
  });

  it("goes to the picked lesson and closes", () => {
    mockApi({ "GET /api/progress/language/de": [200, []] });
    const dialog = openSelector();
    fireEvent.click(within(dialog).getByRole("link", { name: "Lesson 3: Three" }));
    expect(currentLocation()).toBe("/de/lesson/03");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes with the close button and with Escape", () => {
    mockApi({ "GET /api/progress/language/de": [200, []] });
    fireEvent.click(within(openSelector()).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: /select a lesson/i }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(currentLocation()).toBe("/de/lesson/02");
  });

  it("gives the keyboard back to the button that opened it when closed with Escape", async () => {
    mockApi({ "GET /api/progress/language/de": [200, []] });
    renderAt(<Harness lessons={LESSONS} user={PREMIUM_USER} />, { path: "/de/lesson/:n", url: "/de/lesson/02" });
    const opener = screen.getByRole("button", { name: /select a lesson/i });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-current")).toBe("page"));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
