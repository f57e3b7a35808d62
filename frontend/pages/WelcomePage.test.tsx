import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DailyGoalToday, PlacementItem, PlacementResult } from "../../contract/wire";
import { currentLocation, mockApi, renderPage, sentTo, SIGNED_IN_USER } from "./page-harness";
import WelcomePage from "./WelcomePage";

afterEach(() => vi.restoreAllMocks());

const LANGUAGES = [
  { id: 1, code: "de", name: "German", flagCode: "de", speakers: null },
  { id: 2, code: "hi", name: "Hindi", flagCode: "in", speakers: null },
];
const GOAL: DailyGoalToday = { kind: "sentences", amount: 20, chosen: true, sentences: 0, minutes: 0, done: 0, met: false, timeZone: "UTC", today: "2026-03-10" };
const ITEMS: PlacementItem[] = [3, 6, 9, 12, 15].map((lessonNumber) => ({ lessonNumber, prompt: `Prompt of lesson ${lessonNumber}` }));
const PLACED: PlacementResult = {
  start: { lessonId: "de-lesson07", title: "Must, Want and Tomorrow", languageCode: "de", number: 7 },
  skipped: 6,
  locked: false,
  results: ITEMS.map((item, index) => ({ lessonNumber: item.lessonNumber, right: index < 2 })),
};

function welcomeApi() {
  return mockApi({
    "GET /api/user": [200, SIGNED_IN_USER],
    "GET /api/languages": [200, LANGUAGES],
    "PUT /api/goal": [200, GOAL],
    "GET /api/placement/de": [200, ITEMS],
    "POST /api/placement/de": [200, PLACED],
  });
}

const openWelcome = () => renderPage(<WelcomePage />, { path: "/welcome", url: "/welcome" });
const bodyOf = (api: ReturnType<typeof mockApi>, path: string, method: string) => JSON.parse(String(sentTo(api, path).find(([sent]) => sent === method)![1])) as unknown;

async function chooseLanguageAndGoal() {
  fireEvent.click(await screen.findByRole("radio", { name: "German" }));
  fireEvent.click(screen.getByRole("button", { name: "Next" }));
  fireEvent.click(screen.getByRole("radio", { name: "20 sentences a day" }));
  fireEvent.click(screen.getByRole("button", { name: "Next" }));
  expect(screen.getByText("Step 3 of 3")).toBeTruthy();
}

describe("onboarding", () => {
  it("takes a learner new to the language from its choice and a daily goal to the first lesson", async () => {
    const api = welcomeApi();
    openWelcome();
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
    await chooseLanguageAndGoal();
    expect(screen.getByRole("heading", { name: "How much German do you know?" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /New to it/ }));
    fireEvent.click(screen.getByRole("button", { name: "Start learning" }));
    await waitFor(() => expect(currentLocation()).toBe("/de/lesson/01"));
    expect(bodyOf(api, "/api/goal", "PUT")).toEqual({ kind: "sentences", amount: 20, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it("places a learner who knows some: the sentences one at a time, then where they start and what was skipped", async () => {
    const api = welcomeApi();
    openWelcome();
    await chooseLanguageAndGoal();
    fireEvent.click(screen.getByRole("radio", { name: /I know some/ }));
    fireEvent.click(screen.getByRole("button", { name: "Try the sentences" }));
    expect(await screen.findByText("“Prompt of lesson 3”")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Your sentence in German"), { target: { value: " Ich bin hier " } });
    fireEvent.click(screen.getByRole("button", { name: "Next sentence" }));
    expect(screen.getByText("Sentence 2 of 5")).toBeTruthy();
    for (let left = 4; left > 0; left--) fireEvent.click(screen.getByRole("button", { name: "I don't know this one" }));
    expect(await screen.findByRole("heading", { name: "You start at Lesson 7: Must, Want and Tomorrow" })).toBeTruthy();
    expect(screen.getByText("2 of 5 sentences right.")).toBeTruthy();
    expect(screen.getByText("The 6 lessons before it are marked skipped, not done: open them any time from the course map.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to my home" }).getAttribute("href")).toBe("/dashboard");
    expect(bodyOf(api, "/api/placement/de", "POST")).toEqual({ answers: ["Ich bin hier", "", "", "", ""] });
  });

  it("can be skipped at any step, and goes back a step", async () => {
    welcomeApi();
    openWelcome();
    fireEvent.click(await screen.findByRole("radio", { name: "Hindi" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("radio", { name: "Hindi" })).toHaveProperty("checked", true);
    expect(screen.getByRole("link", { name: "Skip for now" }).getAttribute("href")).toBe("/dashboard");
  });
});
