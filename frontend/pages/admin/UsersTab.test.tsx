import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import AdminPage from "../AdminPage";
import { callsTo, renderPage } from "../page-harness";
import { ADMIN_ACCOUNT, LEARNER_ACCOUNT, mockAdminApi, requestedUrls } from "./admin-harness";

const openUsers = () => renderPage(<AdminPage />, { path: "/admin", url: "/admin?tab=users" });
const rowOf = async (username: string) =>
  (await screen.findAllByTestId("user-row")).find((row) => within(row).queryByText(username))!;

afterEach(() => vi.restoreAllMocks());

describe("the user list", () => {
  it("shows each account's details, and 'Make Admin' only for those who are not admins", async () => {
    mockAdminApi({ "GET /api/admin/users": [200, [ADMIN_ACCOUNT, LEARNER_ACCOUNT]] }, { total: 2 });
    openUsers();
    const learner = await rowOf("learner");
    expect(within(learner).getByText("learner@example.com")).toBeTruthy();
    expect(within(learner).getByText("Not verified")).toBeTruthy();
    expect(within(learner).getByText("Premium")).toBeTruthy();
    expect(within(learner).getByText("12 Mar 2027")).toBeTruthy();
    expect(within(learner).getByRole("button", { name: "Make Admin" })).toBeTruthy();

    const admin = await rowOf("admin");
    expect(within(admin).getByText("Admin")).toBeTruthy();
    expect(within(admin).getByText("No expiry")).toBeTruthy();
    expect(within(admin).getByText("Free")).toBeTruthy();
    expect(within(admin).queryByRole("button", { name: "Make Admin" })).toBeNull();
  });

  it("says 'No users found.' for an empty list and 'Error loading users.' when it fails", async () => {
    mockAdminApi({ "GET /api/admin/users": [200, []] }, { total: 0 });
    const first = openUsers();
    expect(await screen.findByText("No users found.")).toBeTruthy();
    first.unmount();
    vi.restoreAllMocks();

    mockAdminApi({ "GET /api/admin/users": [500, { message: "Database unreachable" }] });
    openUsers();
    expect((await screen.findByRole("alert")).textContent).toBe("Error loading users.");
  });

  it("pages through the whole list with the total from X-Total-Count", async () => {
    const api = mockAdminApi({ "GET /api/admin/users": [200, [LEARNER_ACCOUNT]] }, { total: 120 });
    openUsers();
    expect(await screen.findByText("Page 1 of 3")).toBeTruthy();
    expect(screen.getByText("120 users")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 3")).toBeTruthy();
    await waitFor(() => expect(requestedUrls(api, "/api/admin/users").at(-1)?.searchParams.get("page")).toBe("2"));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 3 of 3")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("searches once typing pauses, from the first page", async () => {
    const api = mockAdminApi({ "GET /api/admin/users": [200, [LEARNER_ACCOUNT]] }, { total: 120 });
    openUsers();
    const next = (await screen.findByRole("button", { name: "Next" })) as HTMLButtonElement;
    await waitFor(() => expect(next.disabled).toBe(false));
    fireEvent.click(next);
    expect(await screen.findByText("Page 2 of 3")).toBeTruthy();

    fireEvent.change(screen.getByRole("searchbox", { name: "Search users" }), { target: { value: "lea" } });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search users" }), { target: { value: "learn" } });
    const searched = () => requestedUrls(api, "/api/admin/users").filter((url) => url.searchParams.get("search"));
    expect(searched()).toEqual([]);
    await waitFor(() => expect(searched().map((url) => url.searchParams.get("search"))).toEqual(["learn"]));
    expect(searched()[0]!.searchParams.get("page")).toBe("1");
  });

  it("grants admin after a confirmation, says so and reloads the list", async () => {
    let granted = false;
    const api = mockAdminApi(
      {
        "GET /api/admin/users": () => [200, [{ ...LEARNER_ACCOUNT, isAdmin: granted }]],
        "POST /api/admin/make-admin": () => ((granted = true), [200, { message: "User has been granted admin privileges." }]),
      },
      { total: 1 },
    );
    openUsers();
    fireEvent.click(within(await rowOf("learner")).getByRole("button", { name: "Make Admin" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Make learner an admin?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Make Admin" }));

    expect((await screen.findAllByText("User has been granted admin privileges.")).length).toBeGreaterThan(0);
    expect(callsTo(api, "/api/admin/make-admin")).toEqual([["POST", { userId: 2 }]]);
    await waitFor(() => expect(within(screen.getByTestId("user-row")).queryByRole("button", { name: "Make Admin" })).toBeNull());
    expect(within(screen.getByTestId("user-row")).getByText("Admin")).toBeTruthy();
  });

  it("says 'Failed to update user privileges.' when granting fails", async () => {
    mockAdminApi(
      { "GET /api/admin/users": [200, [LEARNER_ACCOUNT]], "POST /api/admin/make-admin": [404, { message: "User not found" }] },
      { total: 1 },
    );
    openUsers();
    fireEvent.click(within(await rowOf("learner")).getByRole("button", { name: "Make Admin" }));
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Make Admin" }));
    expect((await screen.findAllByText("Failed to update user privileges.")).length).toBeGreaterThan(0);
  });
});
