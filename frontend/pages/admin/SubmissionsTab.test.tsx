import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import AdminPage from "../AdminPage";
import { callsTo, renderPage } from "../page-harness";
import { mockAdminApi } from "./admin-harness";

const openSubmissions = () => renderPage(<AdminPage />, { path: "/admin", url: "/admin?tab=submissions" });

const MESSAGE = "The Kannada lesson on verbs skips the past tense.\n\nCould you add an example with ಮಾಡಿದೆ? Thanks!";
const SUBMISSION = {
  id: 14,
  name: "Priya",
  email: "priya@example.com",
  category: "Bug",
  message: MESSAGE,
  company: "",
  createdAt: "2026-05-04T10:30:00.000Z",
  isResolved: false,
  notes: null,
};

async function openDetail() {
  const row = (await screen.findAllByTestId("submission-row"))[0]!;
  fireEvent.click(within(row).getByRole("button", { name: "View" }));
  return screen.findByRole("dialog", { name: "Message from Priya" });
}

afterEach(() => vi.restoreAllMocks());

describe("contact submissions", () => {
  it("lists status, name and category label", async () => {
    mockAdminApi({ "GET /api/admin/contact-submissions": [200, [SUBMISSION, { ...SUBMISSION, id: 9, name: "Tom", category: "Press", isResolved: true }]] });
    openSubmissions();
    const [first, second] = await screen.findAllByTestId("submission-row");
    expect(within(first!).getByText("Pending")).toBeTruthy();
    expect(within(first!).getByText("Bug Report")).toBeTruthy();
    expect(within(second!).getByText("Resolved")).toBeTruthy();
    expect(within(second!).getByText("Press Inquiry")).toBeTruthy();
  });

  it("says 'No contact submissions found.' for none and 'Error loading data.' on failure", async () => {
    mockAdminApi({ "GET /api/admin/contact-submissions": [200, []] });
    const view = openSubmissions();
    expect(await screen.findByText("No contact submissions found.")).toBeTruthy();
    view.unmount();
    vi.restoreAllMocks();

    mockAdminApi({ "GET /api/admin/contact-submissions": [500, { message: "Database unreachable" }] });
    openSubmissions();
    expect((await screen.findByRole("alert")).textContent).toBe("Error loading data.");
  });

  it("shows the whole message, resolves it with notes, closes and reloads", async () => {
    let resolved = false;
    const api = mockAdminApi({
      "GET /api/admin/contact-submissions": () => [200, [{ ...SUBMISSION, isResolved: resolved, notes: resolved ? "Added the example." : null }]],
      "POST /api/admin/contact-submissions/14/resolve": () => ((resolved = true), [200, { message: "Submission resolved." }]),
    });
    openSubmissions();
    const dialog = await openDetail();
    expect(within(dialog).getByTestId("submission-message").textContent).toBe(MESSAGE);
    expect(within(dialog).getByText("priya@example.com")).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText("Notes (optional)"), { target: { value: "Added the example." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Resolve" }));

    expect((await screen.findAllByText("Submission resolved")).length).toBeGreaterThan(0);
    expect(callsTo(api, "/api/admin/contact-submissions/14/resolve")).toEqual([["POST", { notes: "Added the example." }]]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const row = (await screen.findAllByTestId("submission-row"))[0]!;
    await waitFor(() => expect(within(row).getByText("Resolved")).toBeTruthy());
  });

  it("shows a failure under 'Error' with the server's text, or the general one", async () => {
    mockAdminApi({
      "GET /api/admin/contact-submissions": [200, [SUBMISSION]],
      "POST /api/admin/contact-submissions/14/resolve": [404, { message: "Submission not found" }],
    });
    openSubmissions();
    let dialog = await openDetail();
    fireEvent.click(within(dialog).getByRole("button", { name: "Resolve" }));
    expect((await screen.findAllByText("Submission not found")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Error").length).toBeGreaterThan(0);
    expect(screen.getByRole("dialog", { name: "Message from Priya" })).toBeTruthy();

    vi.restoreAllMocks();
    mockAdminApi({ "GET /api/admin/contact-submissions": [200, [SUBMISSION]], "POST /api/admin/contact-submissions/14/resolve": "network" });
    dialog = screen.getByRole("dialog", { name: "Message from Priya" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Resolve" }));
    expect((await screen.findAllByText("Failed to resolve submission")).length).toBeGreaterThan(0);
  });

  it("shows a resolved message's notes instead of the resolve form", async () => {
    mockAdminApi({ "GET /api/admin/contact-submissions": [200, [{ ...SUBMISSION, isResolved: true, notes: "Replied by mail." }]] });
    openSubmissions();
    const dialog = await openDetail();
    expect(within(dialog).getByText("Replied by mail.")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Resolve" })).toBeNull();
  });
});
