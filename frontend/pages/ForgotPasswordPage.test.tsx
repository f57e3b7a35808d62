import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ForgotPasswordPage from "./ForgotPasswordPage";
import { callsTo, mockApi, renderPage, type AnswerFor } from "./page-harness";

const openForgot = () => renderPage(<ForgotPasswordPage />, { path: "/forgot-password", url: "/forgot-password" });

function requestLink(email: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
}

afterEach(() => vi.restoreAllMocks());

describe("the forgot-password page", () => {
  it("asks for a valid address before sending", () => {
    const api = mockApi({});
    openForgot();
    requestLink("mira@");
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(callsTo(api, "/api/forgot-password")).toEqual([]);
  });

  it.each<[string, AnswerFor<"POST /api/forgot-password">]>([
    ["answers", [200, { message: "ok" }]],
    ["fails", [500, { message: "Mail service down" }]],
    ["cannot be reached", "network"],
  ])("shows the same sent panel whether the call %s", async (_case, answer) => {
    const api = mockApi({ "POST /api/forgot-password": answer });
    openForgot();
    requestLink("Mira@Example.com");
    expect(await screen.findByRole("heading", { name: "Check Your Email" })).toBeTruthy();
    expect(screen.getByText("If an account exists with this email, you'll receive instructions to reset your password.")).toBeTruthy();
    expect(screen.getByText("mira@example.com")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("The link expires in 1 hour.");
    expect(callsTo(api, "/api/forgot-password")).toEqual([["POST", { email: "mira@example.com" }]]);
    expect(screen.queryByText("Mail service down")).toBeNull();
  });

  it("'Try a different email' returns to the form", async () => {
    mockApi({ "POST /api/forgot-password": [200, { message: "ok" }] });
    openForgot();
    requestLink("mira@example.com");
    fireEvent.click(await screen.findByRole("button", { name: "Try a different email" }));
    expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to login" }).getAttribute("href")).toBe("/auth");
  });
});
