import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS, LEARNER_ACCOUNT, mockAdminApi } from "./admin/admin-harness";
import AdminPage from "./AdminPage";
import { currentLocation, renderPage } from "./page-harness";

const openAdmin = (url = "/admin") => renderPage(<AdminPage />, { path: "/admin", url });
const DENIED = [403, { message: "You do not have admin privileges." }] as const;

afterEach(() => vi.restoreAllMocks());

describe("the admin dashboard", () => {
  it("shows the five analytics counts on the overview", async () => {
    mockAdminApi({ "GET /api/admin/analytics": [200, ANALYTICS] });
    openAdmin();
    expect(await screen.findByText("1,284")).toBeTruthy();
    const expected: [string, string][] = [
      ["Users", "1,284"],
      ["Paid subscribers", "97"],
      ["Languages", "7"],
      ["Lessons", "21"],
      ["Lessons completed", "3,310"],
    ];
    for (const [label, value] of expected) {
      const card = screen.getByRole("heading", { name: label }).closest("li")!;
      expect(within(card).getByText(value)).toBeTruthy();
    }
  });

  it("says 'Error loading data.' when the analytics cannot be read", async () => {
    mockAdminApi({ "GET /api/admin/analytics": [500, { message: "Something went wrong" }] });
    openAdmin();
    expect((await screen.findByRole("alert")).textContent).toBe("Error loading data.");
    expect(currentLocation()).toBe("/admin");
  });

  it("tells a non-admin 'Access Denied' and sends them home", async () => {
    mockAdminApi({ "GET /api/admin/analytics": DENIED });
    openAdmin();
    expect((await screen.findAllByText("Access Denied")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("You do not have admin privileges.").length).toBeGreaterThan(0);
    await waitFor(() => expect(currentLocation()).toBe("/"));
  });

  it("denies access when the user list answers 403 too", async () => {
    mockAdminApi({ "GET /api/admin/users": DENIED });
    openAdmin("/admin?tab=users");
    expect((await screen.findAllByText("Access Denied")).length).toBeGreaterThan(0);
    await waitFor(() => expect(currentLocation()).toBe("/"));
  });

  it("switches tabs and remembers the open one in the address", async () => {
    mockAdminApi({ "GET /api/admin/analytics": [200, ANALYTICS], "GET /api/admin/users": [200, [LEARNER_ACCOUNT]] }, { total: 1 });
    openAdmin();
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Users" }));
    expect(await screen.findByText("learner@example.com")).toBeTruthy();
    expect(currentLocation()).toBe("/admin?tab=users");
    expect(screen.getByRole("tab", { name: "Users" }).getAttribute("aria-selected")).toBe("true");
  });
});
