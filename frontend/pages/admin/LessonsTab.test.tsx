import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminLessonRow } from "../../../contract/lesson-authoring";
import AdminPage from "../AdminPage";
import { callsTo, currentLocation, mockApi, renderPage } from "../page-harness";

afterEach(() => vi.restoreAllMocks());

const row = (number: number, state: AdminLessonRow["state"], extra: Partial<AdminLessonRow> = {}): AdminLessonRow => ({
  lessonId: `de-lesson${String(number).padStart(2, "0")}`,
  number,
  title: `Lesson title ${number}`,
  state,
  version: 0,
  createdBy: null,
  createdAt: null,
  changedBy: null,
  changedAt: "2026-11-20T10:00:00.000Z",
  ...extra,
});

describe("Admin → Lessons", () => {
  it("lists the lessons in order with their state and who changed them, and starts a new one in the editor", async () => {
    const api = mockApi({
      "GET /api/languages": [200, [{ id: 1, code: "de", name: "German", flagCode: "de", speakers: 130 }]],
      "GET /api/admin/lessons?language=de": [200, [row(1, "published"), row(2, "changed", { version: 2, changedBy: "boss" }), row(3, "published", { version: 1 }), row(4, "published"), row(21, "draft", { createdBy: "admin", createdAt: "2026-11-24T09:00:00.000Z" })]],
      "POST /api/admin/lessons/de-lesson04/move-up": [200, { message: "Lesson moved up." }],
      "POST /api/admin/lessons": [201, { lessonId: "de-lesson22", languageCode: "de", number: 22, published: null, draft: null, versions: [] }],
    });
    renderPage(<AdminPage />, { path: "/admin", url: "/admin?tab=lessons" });
    const rows = await screen.findAllByTestId("lesson-row");
    expect(rows.map((item) => within(item).getAllByRole("cell")[0]!.textContent)).toEqual(["1", "2", "3", "4", "21"]);
    expect(within(rows[0]!).getByText("Published")).toBeTruthy();
    expect(within(rows[0]!).getByText("from content/")).toBeTruthy();
    expect(within(rows[1]!).getByText("Changed since published")).toBeTruthy();
    expect(within(rows[1]!).getByText(/boss/)).toBeTruthy();
    expect(within(rows[4]!).getByText("Draft")).toBeTruthy();
    expect(within(rows[4]!).getByRole("link", { name: "Edit lesson 21: Lesson title 21" }).getAttribute("href")).toBe("/admin/lessons/de-lesson21");

    // Only a published lesson below a published one can move up: a draft or a lesson with unpublished changes cannot.
    expect(screen.queryByRole("button", { name: "Move lesson 1 up" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Move lesson 2 up" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Move lesson 3 up" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Move lesson 21 up" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Move lesson 4 up" }));
    await waitFor(() => expect(callsTo(api, "/api/admin/lessons/de-lesson04/move-up")).toEqual([["POST", { version: 0, previousVersion: 1 }]]));

    fireEvent.input(screen.getByLabelText("New lesson title"), { target: { value: "At the Station" } });
    fireEvent.click(screen.getByRole("button", { name: "New lesson" }));
    await waitFor(() => expect(currentLocation()).toBe("/admin/lessons/de-lesson22"));
    expect(callsTo(api, "/api/admin/lessons").filter(([method]) => method === "POST")).toEqual([["POST", { languageCode: "de", title: "At the Station" }]]);
  }, 15_000);
});
