import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import AdminPage from "../AdminPage";
import { callsTo, chooseOption, renderPage } from "../page-harness";
import { LEARNER_ACCOUNT, mockAdminApi } from "./admin-harness";
import { expiryToInput, inputToExpiry } from "./admin-format";

const openUsers = () => renderPage(<AdminPage />, { path: "/admin", url: "/admin?tab=users" });

async function openDialog() {
  fireEvent.click(await screen.findByRole("button", { name: "Edit plan" }));
  return screen.findByRole("dialog", { name: "Edit subscription" });
}

const sent = (api: ReturnType<typeof mockAdminApi>) => callsTo(api, "/api/admin/update-subscription").map(([, body]) => body);

afterEach(() => vi.restoreAllMocks());

describe("the subscription dialog", () => {
  it("starts from the user's plan and sends null when the expiry is cleared", async () => {
    const api = mockAdminApi(
      {
        "GET /api/admin/users": [200, [LEARNER_ACCOUNT]],
        "POST /api/admin/update-subscription": [200, { message: "Subscription updated to pro." }],
      },
      { total: 1 },
    );
    openUsers();
    const dialog = await openDialog();
    expect((within(dialog).getByLabelText("Plan") as HTMLSelectElement).value).toBe("premium");
    expect((within(dialog).getByLabelText("Access until") as HTMLInputElement).value).toBe("2027-03-12");

    chooseOption(within(dialog).getByLabelText("Plan"), "pro");
    fireEvent.click(within(dialog).getByRole("button", { name: "No expiry" }));
    expect((within(dialog).getByLabelText("Access until") as HTMLInputElement).value).toBe("");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect((await screen.findAllByText("Subscription updated to Professional.")).length).toBeGreaterThan(0);
    expect(sent(api)).toEqual([{ userId: 2, subscriptionTier: "pro", subscriptionExpiry: null }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The list is asked again so the table shows the new plan.
    expect(callsTo(api, "/api/admin/users").length).toBeGreaterThan(1);
  });

  it("sends an ISO date for a chosen expiry, the end of that day", async () => {
    const api = mockAdminApi(
      {
        "GET /api/admin/users": [200, [{ ...LEARNER_ACCOUNT, subscriptionTier: "free", subscriptionExpiry: null }]],
        "POST /api/admin/update-subscription": [200, { message: "Subscription updated to basic." }],
      },
      { total: 1 },
    );
    openUsers();
    const dialog = await openDialog();
    expect((within(dialog).getByLabelText("Access until") as HTMLInputElement).value).toBe("");
    chooseOption(within(dialog).getByLabelText("Plan"), "basic");
    fireEvent.change(within(dialog).getByLabelText("Access until"), { target: { value: "2027-06-30" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(sent(api)).toHaveLength(1));
    const body = sent(api)[0] as { subscriptionExpiry: string; subscriptionTier: string };
    expect(body.subscriptionTier).toBe("basic");
    expect(body.subscriptionExpiry).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(expiryToInput(body.subscriptionExpiry)).toBe("2027-06-30");
    expect(new Date(body.subscriptionExpiry).getHours()).toBe(23);
  });

  it("shows the server's reason inline and keeps the dialog open", async () => {
    mockAdminApi(
      {
        "GET /api/admin/users": [200, [LEARNER_ACCOUNT]],
        "POST /api/admin/update-subscription": [404, { message: "User not found" }],
      },
      { total: 1 },
    );
    openUsers();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("User not found");
    expect(screen.getByRole("dialog", { name: "Edit subscription" })).toBeTruthy();
  });

  it("falls back to 'Failed to update subscription.'", async () => {
    mockAdminApi({ "GET /api/admin/users": [200, [LEARNER_ACCOUNT]], "POST /api/admin/update-subscription": "network" }, { total: 1 });
    openUsers();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Failed to update subscription.");
  });
});

describe("the expiry as sent", () => {
  it("is null for an empty date and round-trips a chosen day", () => {
    expect(inputToExpiry("")).toBeNull();
    expect(expiryToInput(inputToExpiry("2030-01-01"))).toBe("2030-01-01");
    expect(expiryToInput(null)).toBe("");
  });
});
