import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminLessonDetail, LessonPreview } from "../../contract/lesson-authoring";
import LessonEditorPage from "./LessonEditorPage";
import { callsTo, mockApi, renderPage } from "./page-harness";

afterEach(() => vi.restoreAllMocks());

const exercise = { prompt: "I am creative.", answers: ["Ich bin kreativ."], nudge: "What is 'I am'?", hint: "ich bin", example: { prompt: "I am active.", answer: "Ich bin aktiv." }, structure: "ich bin" };
const lesson = { title: "I Am, You Are", slug: "i-am-you-are", structures: ["ich bin"], exercises: [exercise], markdown: "# I Am\n\nText." };
const DETAIL: AdminLessonDetail = {
  lessonId: "de-lesson02",
  languageCode: "de",
  number: 2,
  published: { ...lesson, version: 2 },
  draft: null,
  versions: [
    { version: 2, title: lesson.title, publishedBy: "admin", publishedAt: "2026-11-20T10:00:00.000Z", restoredFrom: null },
    { version: 1, title: lesson.title, publishedBy: null, publishedAt: "2026-11-01T10:00:00.000Z", restoredFrom: null },
  ],
};
const PREVIEW: LessonPreview = {
  html: "<h1>I Am</h1><p>Text.</p>",
  problems: [{ field: "exercises.0.answers.1", message: "the checker does not accept “Kreativ”" }],
  exercises: [{ answers: [{ answer: "Ich bin kreativ.", accepted: true }, { answer: "Kreativ", accepted: false }], trial: { answer: "Du bist naiv.", verdict: "wrong", reply: "Not quite: who is creative here?" } }],
};

const open = () => renderPage(<LessonEditorPage />, { path: "/admin/lessons/:lessonId", url: "/admin/lessons/de-lesson02" });

describe("the lesson editor", () => {
  it("shows the Worker's preview, each answer's verdict, the problem beside its field and the tutor's reply to a tried answer", async () => {
    mockApi({ "GET /api/admin/lessons/de-lesson02": [200, DETAIL], "POST /api/admin/lessons/preview": [200, PREVIEW] });
    open();
    expect(await screen.findByRole("heading", { name: "Lesson 2: I Am, You Are" })).toBeTruthy();
    expect((await screen.findByRole("heading", { name: "I Am" })).closest("article")).toBeTruthy();
    const card = screen.getByTestId("exercise-editor");
    fireEvent.click(within(card).getByRole("button", { name: "Add an answer" }));
    fireEvent.input(within(card).getByLabelText("Answer 2"), { target: { value: "Kreativ" } });
    fireEvent.input(within(card).getByLabelText(/Try an answer/), { target: { value: "Du bist naiv." } });
    expect(await within(card).findByRole("img", { name: "The checker does not accept it" })).toBeTruthy();
    expect(within(card).getByRole("img", { name: "The checker accepts it" })).toBeTruthy();
    expect(within(card).getByText("the checker does not accept “Kreativ”")).toBeTruthy();
    expect(within(card).getByLabelText("Answer 2").getAttribute("aria-invalid")).toBe("true");
    expect(within(card).getByText("Not quite: who is creative here?")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Exercise 1 · answer 2" }).getAttribute("href")).toBe("#lesson-field-exercises-0-answers-1");
    expect((screen.getByRole("button", { name: "Publish" }) as HTMLButtonElement).disabled).toBe(true);
  }, 15_000);

  it("saves with the revision it opened at and, on 409, says who changed what instead of overwriting", async () => {
    const api = mockApi({
      "GET /api/admin/lessons/de-lesson02": [200, DETAIL],
      "POST /api/admin/lessons/preview": [200, { ...PREVIEW, problems: [] }],
      "PUT /api/admin/lessons/de-lesson02/draft": [409, { message: "Someone else saved this lesson since you opened it. Reload to see their changes.", changedFields: ["title", "exercises.0"], changedBy: "boss", changedAt: "2026-11-24T09:30:00.000Z" }],
    });
    open();
    fireEvent.input(await screen.findByLabelText("Title"), { target: { value: "I Am" } });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/Someone else changed this lesson/);
    expect(alert.textContent).toMatch(/Changed: Title, Exercise 1\./);
    expect(alert.textContent).toMatch(/By boss/);
    await waitFor(() => expect(callsTo(api, "/api/admin/lessons/de-lesson02/draft")).toEqual([["PUT", { revision: null, lesson: { ...lesson, title: "I Am" } }]]));
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("I Am");
  });

  it("rolls back to an older version in one action", async () => {
    const api = mockApi({
      "GET /api/admin/lessons/de-lesson02": [200, DETAIL],
      "POST /api/admin/lessons/preview": [200, PREVIEW],
      "POST /api/admin/lessons/de-lesson02/rollback": [200, { message: "ok", lesson: { ...DETAIL, published: { ...lesson, version: 3 } } }],
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Roll back to version 1" }));
    await waitFor(() => expect(callsTo(api, "/api/admin/lessons/de-lesson02/rollback")).toEqual([["POST", { version: 1, currentVersion: 2 }]]));
  });

  it("asks before publishing, as going live reaches every learner at once", async () => {
    const api = mockApi({
      "GET /api/admin/lessons/de-lesson02": [200, { ...DETAIL, draft: { ...lesson, revision: 1, baseVersion: 2, updatedBy: "admin", updatedAt: "2026-11-21T10:00:00.000Z" } }],
      "POST /api/admin/lessons/preview": [200, { ...PREVIEW, problems: [] }],
      "POST /api/admin/lessons/de-lesson02/publish": [200, { message: "Version 3 is live.", lesson: DETAIL }],
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Publish" }, { timeout: 5000 }));
    const ask = await screen.findByRole("alertdialog", { name: "Publish this lesson?" });
    expect(callsTo(api, "/api/admin/lessons/de-lesson02/publish")).toEqual([]);
    fireEvent.click(within(ask).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(callsTo(api, "/api/admin/lessons/de-lesson02/publish")).toEqual([]);
  });
});
