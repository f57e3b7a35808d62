import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DailyGoalToday } from "../../../contract/wire";
import { mockApi, renderPage, sentTo, SIGNED_IN_USER, type MockFor } from "../page-harness";
import { DAILY_GOAL_SETTINGS_TEXT, DailyGoalSection } from "./DailyGoalSection";

const GOAL: DailyGoalToday = { kind: "minutes", amount: 20, chosen: true, sentences: 3, minutes: 0, done: 3, met: false, timeZone: "UTC", today: "2026-03-10" };

function openSection(save: MockFor<"PUT /api/goal">) {
  const api = mockApi({ "GET /api/user": [200, SIGNED_IN_USER], "GET /api/goal": [200, GOAL], "PUT /api/goal": save });
  renderPage(<DailyGoalSection />, { path: "/settings", url: "/settings" });
  return api;
}

const goalField = () => screen.getByLabelText(DAILY_GOAL_SETTINGS_TEXT.label) as HTMLSelectElement;

afterEach(() => vi.restoreAllMocks());

describe("the daily goal setting", () => {
  it("starts from the learner's goal (not the default one) and offers every goal in sentences and in minutes", async () => {
    openSection([200, GOAL]);
    await waitFor(() => expect(goalField().value).toBe("minutes:20"));
    expect([...goalField().options].map((option) => option.textContent)).toEqual([
      "5 sentences a day",
      "10 sentences a day",
      "20 sentences a day",
      "30 sentences a day",
      "5 minutes a day",
      "10 minutes a day",
      "15 minutes a day",
      "20 minutes a day",
      "30 minutes a day",
    ]);
    expect(screen.getByRole("link", { name: "Set up again: language, goal and level" }).getAttribute("href")).toBe("/welcome");
  });

  it("saves the chosen goal with the browser's time zone and says so", async () => {
    const api = openSection((body) => [200, { ...GOAL, ...body, chosen: true }]);
    await waitFor(() => expect(goalField().value).toBe("minutes:20"));
    fireEvent.change(goalField(), { target: { value: "minutes:15" } });
    fireEvent.click(screen.getByRole("button", { name: DAILY_GOAL_SETTINGS_TEXT.save }));
    expect(await screen.findByText("Your goal is 15 minutes a day.")).toBeTruthy();
    const [, body] = sentTo(api, "/api/goal").find(([method]) => method === "PUT")!;
    expect(JSON.parse(String(body))).toEqual({ kind: "minutes", amount: 15, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(goalField().value).toBe("minutes:15");
  });

  it("says why the goal was not saved", async () => {
    openSection([400, { message: "amount must be one of 5, 10, 20, 30 sentences or 5, 10, 15, 20, 30 minutes" }]);
    await waitFor(() => expect(goalField().value).toBe("minutes:20"));
    fireEvent.click(screen.getByRole("button", { name: DAILY_GOAL_SETTINGS_TEXT.save }));
    expect(await screen.findByText("amount must be one of 5, 10, 20, 30 sentences or 5, 10, 15, 20, 30 minutes")).toBeTruthy();
  });
});
