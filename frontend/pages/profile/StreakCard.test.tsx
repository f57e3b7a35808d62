import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StreakSummary } from "../../../contract/wire";
import { callsTo, mockApi, renderPage, SIGNED_IN_USER, type AnswerFor } from "../page-harness";
import { StreakCard } from "./StreakCard";

afterEach(() => vi.restoreAllMocks());

const SUMMARY: StreakSummary = {
  currentStreak: 3,
  longestStreak: 4,
  hidden: false,
  resetAt: null,
  timeZone: "UTC",
  today: "2026-03-10",
  days: [
    { date: "2026-02-27", lessons: [{ language: "Spanish", title: "Numbers" }] },
    { date: "2026-03-08", lessons: [{ language: "German", title: "Greetings" }] },
    { date: "2026-03-09", lessons: [{ language: "German", title: "Questions" }, { language: "Spanish", title: "Colours" }] },
    { date: "2026-03-10", lessons: [{ language: "German", title: "Numbers" }] },
  ],
};

/** The streak API with state: hiding and resetting change what the next GET answers. */
function streakApi(overrides: { visibility?: AnswerFor<"POST /api/streak/visibility">; reset?: AnswerFor<"POST /api/streak/reset"> } = {}) {
  let summary = SUMMARY;
  return mockApi({
    "GET /api/user": [200, SIGNED_IN_USER],
    "GET /api/streak": () => [200, summary],
    "POST /api/streak/visibility": (body) => {
      if (overrides.visibility) return overrides.visibility;
      summary = { ...summary, hidden: body.hidden };
      return [200, body];
    },
    "POST /api/streak/reset": () => {
      if (overrides.reset) return overrides.reset;
      const resetAt = "2026-03-10T12:00:00.000Z";
      summary = { ...summary, currentStreak: 0, longestStreak: 0, days: [], resetAt };
      return [200, { resetAt }];
    },
  });
}

const openCard = () => renderPage(<StreakCard />, { path: "/profile", url: "/profile" });
const day = (name: RegExp) => screen.getByRole("button", { name });

describe("the Learning Streak card", () => {
  it("asks for the streak in the learner's own time zone", async () => {
    const api = streakApi();
    openCard();
    await screen.findByTestId("current-streak");
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const asked = api.mock.calls.map(([input]) => String(input)).find((url) => url.startsWith("/api/streak"));
    expect(asked).toBe(`/api/streak?timeZone=${encodeURIComponent(zone)}`);
  });

  it("shows the current and longest streak and the milestones", async () => {
    streakApi();
    openCard();
    expect((await screen.findByTestId("current-streak")).textContent).toBe("3 days");
    expect(screen.getByTestId("longest-streak").textContent).toBe("4 days");
    const milestones = screen.getAllByTestId("milestone").map((item) => item.textContent);
    expect(milestones).toEqual(["3-Day StreakEarned", "7-Day StreakLocked"]);
  });

  it("shows this month with today ringed and the days with lessons marked", async () => {
    streakApi();
    openCard();
    expect((await screen.findByTestId("calendar-month")).textContent).toBe("March 2026");
    const today = day(/^Tuesday, March 10, 2026 \(today\)/);
    expect(today.dataset.today).toBe("true");
    expect(today.getAttribute("aria-label")).toContain("German: Numbers");
    const ninth = day(/^Monday, March 9, 2026/);
    expect(ninth.dataset.active).toBe("true");
    expect(ninth.getAttribute("aria-label")).toBe("Monday, March 9, 2026: German: Questions; Spanish: Colours");
    const quiet = day(/^Wednesday, March 4, 2026/);
    expect(quiet.dataset.active).toBeUndefined();
    expect(quiet.dataset.today).toBeUndefined();
    expect(quiet.getAttribute("aria-label")).toBe("Wednesday, March 4, 2026: No lessons completed");
    // The first of March 2026 is a Sunday: the first column.
    const firstRow = screen.getAllByRole("row")[1]!;
    expect(within(firstRow).getAllByRole("button")[0]!.textContent).toBe("1");
  });

  it("lists a day's lessons in a tooltip and under the calendar when pressed", async () => {
    streakApi();
    openCard();
    await screen.findByTestId("calendar-month");
    act(() => day(/^Monday, March 9, 2026/).focus());
    expect((await screen.findByRole("tooltip")).textContent).toContain("German: Questions");
    act(() => day(/^Monday, March 9, 2026/).blur());
    expect(screen.queryByRole("tooltip")).toBeNull();

    fireEvent.click(day(/^Monday, March 9, 2026/));
    const detail = screen.getByTestId("calendar-selected-day");
    expect(detail.textContent).toContain("German: Questions");
    expect(detail.textContent).toContain("Spanish: Colours");
    fireEvent.click(day(/^Wednesday, March 4, 2026/));
    expect(detail.textContent).toContain("No lessons completed");
  });

  it("moves between months but not past this one", async () => {
    streakApi();
    openCard();
    await screen.findByTestId("calendar-month");
    expect((screen.getByRole("button", { name: "Next month" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Previous month" }));
    expect(screen.getByTestId("calendar-month").textContent).toBe("February 2026");
    expect(day(/^Friday, February 27, 2026/).dataset.active).toBe("true");
    expect(screen.queryByRole("button", { name: /\(today\)/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByTestId("calendar-month").textContent).toBe("March 2026");
  });

  it("hides the streak to one line and shows it again", async () => {
    const api = streakApi();
    openCard();
    fireEvent.click(await screen.findByRole("button", { name: "Hide streak" }));
    expect(await screen.findByText("Streak hidden")).toBeTruthy();
    expect(screen.queryByTestId("current-streak")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show streak" }));
    expect(await screen.findByTestId("current-streak")).toBeTruthy();
    expect(callsTo(api, "/api/streak/visibility")).toEqual([
      ["POST", { hidden: true }],
      ["POST", { hidden: false }],
    ]);
  });

  it("keeps the streak shown when hiding fails", async () => {
    streakApi({ visibility: [500, { message: "Boom" }] });
    openCard();
    fireEvent.click(await screen.findByRole("button", { name: "Hide streak" }));
    expect((await screen.findAllByText("Could not update your streak. Please try again.")).length).toBeGreaterThan(0);
    expect(screen.getByTestId("current-streak")).toBeTruthy();
    expect(screen.queryByText("Streak hidden")).toBeNull();
  });

  it("resets the streak after confirmation and shows the new count", async () => {
    const api = streakApi();
    openCard();
    fireEvent.click(await screen.findByRole("button", { name: "Reset streak" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Reset your streak?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reset streak" }));
    await waitFor(() => expect(screen.getByTestId("current-streak").textContent).toBe("0 days"));
    expect(screen.getByTestId("longest-streak").textContent).toBe("0 days");
    expect(callsTo(api, "/api/streak/reset")).toEqual([["POST", undefined]]);
    expect(screen.getAllByTestId("milestone").map((item) => item.textContent)).toEqual(["3-Day StreakIn progress", "7-Day StreakLocked"]);
  });

  it("changes nothing when the reset is cancelled", async () => {
    const api = streakApi();
    openCard();
    fireEvent.click(await screen.findByRole("button", { name: "Reset streak" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(callsTo(api, "/api/streak/reset")).toEqual([]);
    expect(screen.getByTestId("current-streak").textContent).toBe("3 days");
  });

  it("starts hidden when the learner hid it", async () => {
    mockApi({ "GET /api/user": [200, SIGNED_IN_USER], "GET /api/streak": [200, { ...SUMMARY, hidden: true }] });
    openCard();
    expect(await screen.findByRole("button", { name: "Show streak" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
