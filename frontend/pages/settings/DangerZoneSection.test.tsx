import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API_CACHE } from "../../../contract/constants";
import { installFakeCacheStorage } from "../../lib/fake-cache-storage";
import { callsTo, currentLocation, mockApi, renderPage, SIGNED_IN_USER, signedInAs } from "../page-harness";
import { DangerZoneSection } from "./DangerZoneSection";

const openDangerZone = () => renderPage(<DangerZoneSection username="ana" />, { path: "/settings", url: "/settings" });

async function openDialog() {
  await waitFor(() => expect(signedInAs()).toBe("ana"));
  fireEvent.click(screen.getByRole("button", { name: "Delete Account" }));
  return screen.findByRole("alertdialog", { name: "Delete your account?" });
}

const type = (dialog: HTMLElement, text: string) =>
  fireEvent.change(within(dialog).getByLabelText("Type ana to confirm"), { target: { value: text } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("Delete Account", () => {
  it("keeps the delete button disabled until the username is typed exactly", async () => {
    mockApi({ "GET /api/user": [200, SIGNED_IN_USER] });
    openDangerZone();
    const dialog = await openDialog();
    const confirm = within(dialog).getByRole("button", { name: "Delete Account" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    type(dialog, "an");
    expect(confirm.disabled).toBe(true);
    type(dialog, "Ana");
    expect(confirm.disabled).toBe(true);
    type(dialog, "ana");
    expect(confirm.disabled).toBe(false);
  });

  it("refuses a submitted mismatch without calling the server", async () => {
    const api = mockApi({ "GET /api/user": [200, SIGNED_IN_USER] });
    openDangerZone();
    const dialog = await openDialog();
    type(dialog, "someone-else");
    fireEvent.submit(within(dialog).getByLabelText("Type ana to confirm").closest("form")!);
    expect((await screen.findAllByText("Confirmation Failed")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("The confirmation text does not match your username.").length).toBeGreaterThan(0);
    expect(callsTo(api, "/api/user/delete")).toEqual([]);
  });

  it("sends the current password when typed, and shows why the Worker refused (issue 29)", async () => {
    const api = mockApi({
      "GET /api/user": [200, SIGNED_IN_USER],
      "DELETE /api/user/delete": [400, { message: "Current password is incorrect", field: "password" }],
    });
    openDangerZone();
    const dialog = await openDialog();
    type(dialog, "ana");
    fireEvent.change(within(dialog).getByLabelText("Current Password"), { target: { value: "not-it-2026" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete Account" }));
    expect(await within(dialog).findByText("Current password is incorrect")).toBeTruthy();
    expect(callsTo(api, "/api/user/delete")).toEqual([["DELETE", { confirmation: "ana", password: "not-it-2026" }]]);
    expect(signedInAs()).toBe("ana");
  });

  it("deletes the account, signs out and goes to /languages", async () => {
    const api = mockApi({ "GET /api/user": [200, SIGNED_IN_USER], "DELETE /api/user/delete": [200, { message: "Account deleted" }] });
    openDangerZone();
    const dialog = await openDialog();
    type(dialog, "ana");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete Account" }));
    expect((await screen.findAllByText("Account Deleted")).length).toBeGreaterThan(0);
    expect(callsTo(api, "/api/user/delete")).toEqual([["DELETE", { confirmation: "ana" }]]);
    await waitFor(() => expect(currentLocation()).toBe("/languages"));
    expect(signedInAs()).toBe("nobody");
  });

  it("leaves none of the account's reads in the offline cache", async () => {
    const cache = installFakeCacheStorage();
    mockApi({ "GET /api/user": [200, SIGNED_IN_USER], "DELETE /api/user/delete": [200, { message: "Account deleted" }] });
    openDangerZone();
    const dialog = await openDialog();
    cache.keep(API_CACHE.name, "/api/progress/language/de");
    type(dialog, "ana");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete Account" }));
    expect((await screen.findAllByText("Account Deleted")).length).toBeGreaterThan(0);
    await waitFor(() => expect(cache.urls(API_CACHE.name)).toEqual([]));
  });

  it("says so when the deletion fails, and stays signed in", async () => {
    mockApi({ "GET /api/user": [200, SIGNED_IN_USER], "DELETE /api/user/delete": [400, { message: "Confirmation does not match" }] });
    openDangerZone();
    const dialog = await openDialog();
    type(dialog, "ana");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete Account" }));
    expect((await screen.findAllByText("Failed to delete your account. Please try again.")).length).toBeGreaterThan(0);
    expect(currentLocation()).toBe("/settings");
    expect(signedInAs()).toBe("ana");
  });
});
