import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, currentLocation, mockApi, renderPage, SIGNED_IN_USER, type MockRoutes } from "./page-harness";
import ResetPasswordPage from "./ResetPasswordPage";

const openReset = (url: string) => renderPage(<ResetPasswordPage />, { path: "/reset-password", url });
/** The server's check of a link: only the token "good" is valid. */
const VALID: MockRoutes<"POST /api/reset-password/validate"> = {
  "POST /api/reset-password/validate": (body) => [200, { valid: body.token === "good" }],
};

function choose(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText("New Password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
}

afterEach(() => vi.restoreAllMocks());

describe("the reset-password page", () => {
  it("checks the link first, sending the token in the body and never in a URL", async () => {
    const api = mockApi(VALID);
    openReset("/reset-password?token=good");
    expect(screen.getByText("Validating your reset link...")).toBeTruthy();
    expect(await screen.findByLabelText("New Password")).toBeTruthy();
    expect(callsTo(api, "/api/reset-password/validate")).toEqual([["POST", { token: "good" }]]);
    expect(api.mock.calls.some(([input]) => String(input).includes("good"))).toBe(false);
  });

  it.each<[string, string, MockRoutes<"POST /api/reset-password/validate">]>([
    ["without a token", "/reset-password", {}],
    ["with a token the server calls invalid", "/reset-password?token=old", VALID],
    ["when the check fails", "/reset-password?token=old", { "POST /api/reset-password/validate": [500, {}] }],
  ])("shows the invalid-link panel %s", async (_case, url, routes) => {
    mockApi(routes);
    openReset(url);
    expect(await screen.findByRole("heading", { name: "Invalid or Expired Link" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Request New Reset Link" }).getAttribute("href")).toBe("/forgot-password");
    expect(screen.getByRole("link", { name: "Return to Login" }).getAttribute("href")).toBe("/auth");
  });

  it("asks for 8 characters and a matching confirmation", async () => {
    const api = mockApi(VALID);
    openReset("/reset-password?token=good");
    await screen.findByLabelText("New Password");
    choose("short", "");
    expect(screen.getByText("Password must be at least 8 characters")).toBeTruthy();
    expect(screen.getByText("Confirm your password")).toBeTruthy();
    choose("a-long-password", "a-long-passwort");
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
    expect(callsTo(api, "/api/reset-password")).toEqual([]);
  });

  it("says the link may have expired when the reset fails", async () => {
    mockApi({ ...VALID, "POST /api/reset-password": [400, { message: "Invalid or expired token" }] });
    openReset("/reset-password?token=good");
    await screen.findByLabelText("New Password");
    choose("a-long-password", "a-long-password");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Failed to reset password. The reset link may have expired. Please try requesting a new one.",
    );
    expect((await screen.findAllByText("Password reset failed")).length).toBeGreaterThan(0);
  });

  it("resets the password and offers to log in", async () => {
    const api = mockApi({ ...VALID, "POST /api/reset-password": [200, { message: "Password reset" }] });
    openReset("/reset-password?token=good");
    await screen.findByLabelText("New Password");
    choose("a-long-password", "a-long-password");
    expect(await screen.findByRole("heading", { name: "Password Reset Complete" })).toBeTruthy();
    expect((await screen.findAllByText("Password reset successful!")).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Log In" }).getAttribute("href")).toBe("/auth");
    expect(callsTo(api, "/api/reset-password")).toEqual([["POST", { token: "good", newPassword: "a-long-password" }]]);
  });

  it("sends a signed-in learner home", async () => {
    mockApi({ ...VALID, "GET /api/user": [200, SIGNED_IN_USER] });
    openReset("/reset-password?token=good");
    await waitFor(() => expect(currentLocation()).toBe("/"));
  });
});
