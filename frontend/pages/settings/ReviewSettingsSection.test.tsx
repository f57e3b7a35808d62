import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReviewSummary } from "../../../contract/wire";
import { callsTo, mockApi, renderPage, SIGNED_IN_USER, type MockFor } from "../page-harness";
import { REVIEW_SETTINGS_TEXT, ReviewSettingsSection } from "./ReviewSettingsSection";

const SUMMARY: ReviewSummary = { learned: 3, total: 9, dueToday: 4, reviewedToday: 1, dailyCap: 20, inQueue: 4, timeZone: "UTC", forecast: [] };

function openSection(save: MockFor<"PUT /api/review/settings"> = (body) => [200, body]) {
  const api = mockApi({ "GET /api/user": [200, SIGNED_IN_USER], "GET /api/review/summary": [200, SUMMARY], "PUT /api/review/settings": save });
  renderPage(<ReviewSettingsSection />, { path: "/settings", url: "/settings" });
  return api;
}

const capField = () => screen.getByLabelText(REVIEW_SETTINGS_TEXT.label) as HTMLInputElement;
function saveCap(value: string) {
  fireEvent.change(capField(), { target: { value } });
  fireEvent.input(capField(), { target: { value } });
  fireEvent.click(screen.getByRole("button", { name: REVIEW_SETTINGS_TEXT.save }));
}

afterEach(() => vi.restoreAllMocks());

describe("the daily review limit", () => {
  it("starts from the learner's current limit", async () => {
    openSection();
    await waitFor(() => expect(capField().value).toBe("20"));
    expect(screen.getByRole("region", { name: REVIEW_SETTINGS_TEXT.title })).toBeTruthy();
  });

  it("is brought into view when the profile's link leads here", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    mockApi({ "GET /api/user": [200, SIGNED_IN_USER], "GET /api/review/summary": [200, SUMMARY] });
    renderPage(<ReviewSettingsSection />, { path: "/settings", url: "/settings#settings-review" });
    await waitFor(() => expect(capField().value).toBe("20"));
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole("region", { name: REVIEW_SETTINGS_TEXT.title }));
  });

  it("names what is wrong with a limit before sending it", async () => {
    const api = openSection();
    await waitFor(() => expect(capField().value).toBe("20"));
    for (const [typed, message] of [
      ["", REVIEW_SETTINGS_TEXT.required],
      ["0", REVIEW_SETTINGS_TEXT.range],
      ["201", REVIEW_SETTINGS_TEXT.range],
      ["2.5", REVIEW_SETTINGS_TEXT.whole],
      ["ten", REVIEW_SETTINGS_TEXT.whole],
    ] as const) {
      saveCap(typed);
      expect(await screen.findByText(message)).toBeTruthy();
      expect(capField().getAttribute("aria-invalid")).toBe("true");
    }
    expect(callsTo(api, "/api/review/settings")).toEqual([]);
  });

  it("saves a new limit, says so, and reads the review figures again", async () => {
    const api = openSection();
    await waitFor(() => expect(capField().value).toBe("20"));
    saveCap(" 35 ");
    expect((await screen.findAllByText(REVIEW_SETTINGS_TEXT.saved(35))).length).toBeGreaterThan(0);
    expect(callsTo(api, "/api/review/settings")).toEqual([["PUT", { dailyCap: 35 }]]);
    await waitFor(() => expect(callsTo(api, "/api/review/summary").length).toBeGreaterThan(1));
  });

  it("shows the server's reason when it refuses", async () => {
    openSection([400, { message: "dailyCap must be between 1 and 200", field: "dailyCap" }]);
    await waitFor(() => expect(capField().value).toBe("20"));
    saveCap("50");
    expect((await screen.findAllByText("dailyCap must be between 1 and 200")).length).toBeGreaterThan(0);
  });
});
