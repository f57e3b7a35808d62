import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnswerReportQueue } from "../../../contract/wire";
import AdminPage from "../AdminPage";
import { callsTo, mockApi, renderPage, type MockRoutes } from "../page-harness";

afterEach(() => vi.restoreAllMocks());

const place = { lessonId: "de-lesson02", languageCode: "de", lessonNumber: 2, lessonTitle: "I Am, You Are", exerciseIndex: 2, prompt: "You are very active.", acceptedAnswers: ["Du bist sehr aktiv.", "Sie sind sehr aktiv."], changed: false };
const QUEUE: AnswerReportQueue = {
  reports: [{ ...place, id: 7, answer: "Ihr seid sehr aktiv.", reporters: 2, reportedAt: "2026-11-27T10:00:00.000Z", opinion: { verdict: "correct", reason: "Plural you fits the prompt.", source: "model" } }],
  opinions: [{ ...place, exerciseIndex: 0, prompt: "I am creative.", acceptedAnswers: ["Ich bin kreativ."], answer: "Ich bin kreative.", verdict: "wrong", reason: "No ending after bin.", givenAt: "2026-11-27T11:00:00.000Z" }],
};

function openQueue<Keys extends string = never>(extra?: MockRoutes<Keys>) {
  const api = mockApi({
    "GET /api/languages": [200, [{ id: 1, code: "de", name: "German", flagCode: "de", speakers: 130 }]],
    "GET /api/admin/lessons?language=de": [200, []],
    "GET /api/admin/answer-reports": [200, QUEUE],
    ...extra,
  });
  renderPage(<AdminPage />, { path: "/admin", url: "/admin?tab=lessons" });
  return api;
}

describe("Admin → Lessons → Reported answers", () => {
  it("shows each reported sentence with the exercise's prompt, what it accepts now, who reported it and the model's opinion", async () => {
    openQueue();
    const [card] = await screen.findAllByTestId("answer-report");
    expect(within(card!).getByText("DE · Lesson 2: I Am, You Are · sentence 3")).toBeTruthy();
    expect(within(card!).getByText("You are very active.")).toBeTruthy();
    expect(within(card!).getByText("Du bist sehr aktiv. · Sie sind sehr aktiv.")).toBeTruthy();
    expect(within(card!).getByText("Ihr seid sehr aktiv.")).toBeTruthy();
    expect(within(card!).getByText(/^2 learners/)).toBeTruthy();
    expect(within(card!).getByText("Model: correct")).toBeTruthy();
    expect(within(card!).getByText("Plural you fits the prompt.")).toBeTruthy();
    const [opinion] = screen.getAllByTestId("answer-opinion");
    expect(within(opinion!).getByText("Ich bin kreative.")).toBeTruthy();
    expect(within(opinion!).getByText("Model: wrong")).toBeTruthy();
  }, 15_000);

  it("accepts a reported sentence into the exercise and reloads the queue", async () => {
    const api = openQueue({ "POST /api/admin/answer-reports/7/accept": [200, { message: "Accepted: the exercise takes this answer from version 2 on." }] });
    const [card] = await screen.findAllByTestId("answer-report");
    fireEvent.click(within(card!).getByRole("button", { name: "Accept into the exercise" }));
    expect(await screen.findByText("Accepted: the exercise takes this answer from version 2 on.", {}, { timeout: 5000 })).toBeTruthy();
    expect(callsTo(api, "/api/admin/answer-reports/7/accept")).toEqual([["POST", undefined]]);
    await waitFor(() => expect(callsTo(api, "/api/admin/answer-reports").length).toBeGreaterThanOrEqual(2));
  }, 15_000);

  it("dismisses only with a reason for the learner", async () => {
    const api = openQueue({ "POST /api/admin/answer-reports/7/dismiss": [200, { message: "Dismissed." }] });
    const [card] = await screen.findAllByTestId("answer-report");
    fireEvent.click(within(card!).getByRole("button", { name: "Dismiss…" }));
    const dialog = await screen.findByRole("dialog", { name: "Dismiss this answer" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Dismiss" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Say why, in words for the learner.");
    expect(callsTo(api, "/api/admin/answer-reports/7/dismiss")).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Reason, for the learner"), { target: { value: "Ihr is for several people." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(api, "/api/admin/answer-reports/7/dismiss")).toEqual([["POST", { reason: "Ihr is for several people." }]]);
  }, 15_000);

  it("overrules a model's second opinion either way", async () => {
    const api = openQueue({ "POST /api/admin/answer-reports/opinions": [200, { message: "Accepted." }] });
    const [opinion] = await screen.findAllByTestId("answer-opinion");
    fireEvent.click(within(opinion!).getByRole("button", { name: "Accept into the exercise" }));
    await waitFor(() =>
      expect(callsTo(api, "/api/admin/answer-reports/opinions")).toEqual([["POST", { lessonId: "de-lesson02", exerciseIndex: 0, answer: "Ich bin kreative.", verdict: "correct", reason: "" }]]),
    );
    fireEvent.click(within(opinion!).getByRole("button", { name: "Turn down…" }));
    const dialog = await screen.findByRole("dialog", { name: "Dismiss this answer" });
    fireEvent.change(within(dialog).getByLabelText("Reason, for the learner"), { target: { value: "The adjective takes no ending after bin." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(callsTo(api, "/api/admin/answer-reports/opinions")).toHaveLength(2));
    expect(callsTo(api, "/api/admin/answer-reports/opinions")[1]).toEqual(["POST", { lessonId: "de-lesson02", exerciseIndex: 0, answer: "Ich bin kreative.", verdict: "wrong", reason: "The adjective takes no ending after bin." }]);
  }, 15_000);
});
