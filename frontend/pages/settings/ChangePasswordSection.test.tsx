import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, mockApi, renderPage } from "../page-harness";
import { ChangePasswordSection } from "./ChangePasswordSection";

const openSection = () => renderPage(<ChangePasswordSection />, { path: "/settings", url: "/settings" });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function change(current: string, next: string, confirmation: string) {
  fireEvent.change(field("Current Password"), { target: { value: current } });
  fireEvent.change(field("New Password"), { target: { value: next } });
  fireEvent.change(field("Confirm New Password"), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole("button", { name: "Change Password" }));
}

afterEach(() => vi.restoreAllMocks());

describe("Change Password", () => {
  it("names each problem before sending anything", () => {
    const api = mockApi({});
    openSection();
    change("", "short", "");
    expect(screen.getByText("Current password is required")).toBeTruthy();
    expect(screen.getByText("New password must be at least 8 characters")).toBeTruthy();
    expect(screen.getByText("Please confirm your new password")).toBeTruthy();
    change("old-password", "a-long-password", "a-long-passwort");
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(callsTo(api, "/api/change-password")).toEqual([]);
  });

  it("shows the server's reason and keeps what was typed", async () => {
    mockApi({ "POST /api/change-password": [400, { message: "Current password is incorrect", field: "currentPassword" }] });
    openSection();
    change("wrong-password", "a-long-password", "a-long-password");
    // One message for one outcome: beside the field, with no toast repeating it.
    expect(await screen.findByText("Current password is incorrect")).toBeTruthy();
    expect(screen.queryByText("Error")).toBeNull();
    expect(field("Current Password").getAttribute("aria-invalid")).toBe("true");
    expect(field("New Password").value).toBe("a-long-password");
  });

  it("falls back to a general failure message", async () => {
    mockApi({ "POST /api/change-password": "network" });
    openSection();
    change("old-password", "a-long-password", "a-long-password");
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to change your password. Please try again.");
    expect(screen.getAllByText("Failed to change your password. Please try again.")).toHaveLength(1);
  });

  it("clears the failure once a later attempt succeeds", async () => {
    mockApi({ "POST /api/change-password": [400, { message: "Current password is incorrect", field: "currentPassword" }] });
    openSection();
    change("wrong-password", "a-long-password", "a-long-password");
    await screen.findByText("Current password is incorrect");
    vi.restoreAllMocks();
    mockApi({ "POST /api/change-password": [200, { message: "Password changed" }] });
    change("old-password", "a-long-password", "a-long-password");
    expect(await screen.findByText("Your password has been changed successfully.")).toBeTruthy();
    expect(screen.queryByText("Current password is incorrect")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("changes the password, says so and empties the form", async () => {
    const api = mockApi({ "POST /api/change-password": [200, { message: "Password changed" }] });
    openSection();
    change("old-password", "a-long-password", "a-long-password");
    expect((await screen.findAllByText("Your password has been changed successfully.")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Password Changed").length).toBeGreaterThan(0);
    expect(callsTo(api, "/api/change-password")).toEqual([["POST", { currentPassword: "old-password", newPassword: "a-long-password" }]]);
    await waitFor(() => expect(field("Current Password").value).toBe(""));
    expect(field("New Password").value).toBe("");
    expect(field("Confirm New Password").value).toBe("");
  });
});
