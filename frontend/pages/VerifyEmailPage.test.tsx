import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  markVerificationStarted,
  pendingToken,
  recordVerified,
  rememberPendingEmail,
  verificationInProgress,
  verifiedFlag,
} from "../lib/verification-state";
import { callsTo, currentLocation, mockApi, renderPage, SIGNED_IN_USER, mockRoute, type AnswerFor } from "./page-harness";
import { hardRedirect } from "./verify-email/hard-redirect";
import VerifyEmailPage from "./VerifyEmailPage";

vi.mock("./verify-email/hard-redirect", () => ({ hardRedirect: vi.fn() }));

const openVerify = (url = "/verify-email") => renderPage(<VerifyEmailPage />, { path: "/verify-email", url });
const UNVERIFIED = { ...SIGNED_IN_USER, emailVerified: false };
// Tokens are single use and the page remembers each token's answer, so every test has its own.
let tokenCount = 0;
const newToken = () => `token-${++tokenCount}`;
const verifyCall = (token: string) => `GET /api/verify-email?token=${token}` as const;
type VerifyAnswer = AnswerFor<"GET /api/verify-email">;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.mocked(hardRedirect).mockClear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("a verification link", () => {
  it("is verified once, taken out of the address, and leads to login a second later", async () => {
    const token = newToken();
    const api = mockApi(mockRoute(verifyCall(token), [200, { message: "Email verified successfully", username: "mira", signedIn: false }]));
    openVerify(`/verify-email?token=${token}`);
    expect(screen.getByRole("heading", { name: "Verifying Your Email" })).toBeTruthy();

    expect(await screen.findByRole("heading", { name: "Email Verified" })).toBeTruthy();
    expect(currentLocation()).toBe("/verify-email");
    expect(callsTo(api, "/api/verify-email")).toHaveLength(1);
    expect(verifiedFlag()?.username).toBe("mira");
    expect(pendingToken()).toBeNull();
    expect(verificationInProgress()).toBe(false);
    expect(screen.getByRole("link", { name: "Go to Login" }).getAttribute("href")).toBe("/auth");

    // Nobody is signed in here (no session hint): there is no one to ask about.
    expect(callsTo(api, "/api/user")).toEqual([]);
    expect(hardRedirect).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(hardRedirect).toHaveBeenCalledTimes(1);
    expect(hardRedirect).toHaveBeenCalledWith("/auth?verified=true");
  });

  it("takes a signed-in learner home", async () => {
    const token = newToken();
    mockApi({
      "GET /api/user": [200, SIGNED_IN_USER],
      ...mockRoute(verifyCall(token), [200, { message: "Email verified successfully", username: "ana", signedIn: false }]),
    });
    openVerify(`/verify-email?token=${token}`);
    expect(await screen.findByRole("link", { name: "Go to Languages" })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await waitFor(() => expect(hardRedirect).toHaveBeenCalledWith("/dashboard"));
  });

  it("takes a learner the link signed in to onboarding", async () => {
    const token = newToken();
    mockApi({
      "GET /api/user": [200, SIGNED_IN_USER],
      ...mockRoute(verifyCall(token), [200, { message: "Email verified successfully.", username: "ana", signedIn: true }]),
    });
    openVerify(`/verify-email?token=${token}`);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await waitFor(() => expect(hardRedirect).toHaveBeenCalledWith("/welcome"));
  });

  it("asks for the password where the link was opened in another browser, and verifies with it (decision 032)", async () => {
    const token = newToken();
    const api = mockApi({
      ...mockRoute(verifyCall(token), [403, { message: "This browser did not register the account.", passwordNeeded: true, username: "mira" }]),
      "POST /api/verify-email": [200, { message: "Email verified successfully.", username: "mira", signedIn: true }],
    });
    openVerify(`/verify-email?token=${token}`);
    expect(await screen.findByRole("heading", { name: "Set Your Password" })).toBeTruthy();
    expect(screen.getByText("This browser did not register the account.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Email Verified" })).toBeNull();

    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "owners-pass-2026" } });
    fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: "owners-pass-2026" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify and Save Password" }));
    expect(await screen.findByRole("heading", { name: "Email Verified" })).toBeTruthy();
    expect(callsTo(api, "/api/verify-email").at(-1)).toEqual(["POST", { token, password: "owners-pass-2026" }]);
    expect(verifiedFlag()?.username).toBe("mira");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(hardRedirect).toHaveBeenCalledWith("/auth?verified=true");
  });

  it("keeps the password form with the server's words when setting it is refused", async () => {
    const token = newToken();
    mockApi({
      ...mockRoute(verifyCall(token), [403, { message: "Choose a password.", passwordNeeded: true, username: "mira" }]),
      "POST /api/verify-email": [400, { message: "This password is too common." }],
    });
    openVerify(`/verify-email?token=${token}`);
    await screen.findByRole("heading", { name: "Set Your Password" });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "password123" } });
    fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: "password123" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify and Save Password" }));
    expect(await screen.findByText("This password is too common.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Set Your Password" })).toBeTruthy();
  });

  it("counts 'already verified' as success", async () => {
    const token = newToken();
    mockApi(mockRoute(verifyCall(token), [400, { message: "Email already verified" }]));
    openVerify(`/verify-email?token=${token}`);
    expect(await screen.findByRole("heading", { name: "Email Verified" })).toBeTruthy();
  });

  it.each<[string, VerifyAnswer, string]>([
    ["the server's reason", [400, { message: "This verification link has expired." }], "This verification link has expired."],
    ["a general message without a reason", [500, {}], "An error occurred during email verification."],
    ["a try-later message when offline", "network", "An error occurred during email verification. Please try again later."],
  ])("that fails shows %s", async (_case, answer, shown) => {
    const token = newToken();
    mockApi(mockRoute(verifyCall(token), answer));
    openVerify(`/verify-email?token=${token}`);
    expect(await screen.findByRole("heading", { name: "Verification Failed" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(shown);
    expect(screen.getByRole("link", { name: "Return to Login" })).toBeTruthy();
    expect(pendingToken()).toBeNull();
    expect(verifiedFlag()).toBeNull();
  });
});

describe("arriving without a token", () => {
  it("after registration shows the instructions with the kept address and cleans the address bar", async () => {
    rememberPendingEmail("mira@example.com");
    mockApi({});
    openVerify("/verify-email?registration=true");
    expect(screen.getByRole("heading", { name: "Verify Your Email" })).toBeTruthy();
    expect(screen.getByText("mira@example.com")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Login" })).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe("/verify-email"));
  });

  it("on a development server, says where the mail is and leads to it", () => {
    rememberPendingEmail("mira@example.com");
    mockApi({});
    openVerify("/verify-email?registration=true");
    expect(screen.getByText(/Mail isn't sent from here: it waits in the development outbox\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the outbox" }).getAttribute("href")).toBe("/api/dev/outbox?to=mira%40example.com");
  });

  it("with verified=true shows success and goes to login after two seconds", async () => {
    mockApi({});
    openVerify("/verify-email?verified=true");
    expect(screen.getByRole("heading", { name: "Email Verified" })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(currentLocation()).toBe("/verify-email");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    await waitFor(() => expect(currentLocation()).toBe("/auth?verified=true"));
  });

  it("resumes a token kept from an earlier load", async () => {
    const token = newToken();
    sessionStorage.setItem("parlo.verification.pendingToken", token);
    const api = mockApi(mockRoute(verifyCall(token), [200, { message: "Email verified successfully", username: "mira", signedIn: false }]));
    openVerify();
    expect(await screen.findByRole("heading", { name: "Email Verified" })).toBeTruthy();
    expect(callsTo(api, "/api/verify-email")).toHaveLength(1);
  });

  it("restores success within the hour", async () => {
    recordVerified("mira");
    mockApi({});
    openVerify();
    expect(screen.getByRole("heading", { name: "Email Verified" })).toBeTruthy();
  });

  it("reports an interrupted verification and returns to login after two seconds", async () => {
    markVerificationStarted();
    mockApi({});
    openVerify();
    expect(screen.getByRole("alert").textContent).toBe(
      "Your verification process was interrupted. Please try clicking the link in your email again.",
    );
    expect(verificationInProgress()).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    await waitFor(() => expect(currentLocation()).toBe("/auth"));
  });

  it("sends a verified, signed-in learner home", async () => {
    mockApi({ "GET /api/user": [200, SIGNED_IN_USER] });
    openVerify();
    await waitFor(() => expect(currentLocation()).toBe("/"));
  });

  it("offers a signed-in, unverified learner their address and 'Log Out'", async () => {
    mockApi({ "GET /api/user": [200, UNVERIFIED], "POST /api/logout": [200, { message: "Logged out" }] });
    openVerify();
    expect(await screen.findByText("ana@example.com")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Log Out" }));
    await waitFor(() => expect(currentLocation()).toBe("/auth"));
  });
});

describe("resending from the instructions", () => {
  it.each<[string, AnswerFor<"POST /api/resend-verification">, string]>([
    ["confirms a new link", [200, { success: true, message: "Sent" }], "Verification email has been resent. Please check your inbox."],
    ["shows the server's refusal", [429, { message: "Too many requests. Try again in a minute." }], "Too many requests. Try again in a minute."],
    ["falls back to a general failure", [500, {}], "Failed to resend verification email."],
    ["says to try later when offline", "network", "An error occurred. Please try again later."],
  ])("%s", async (_case, answer, shown) => {
    rememberPendingEmail("mira@example.com");
    const api = mockApi({ "POST /api/resend-verification": answer });
    openVerify();
    fireEvent.click(screen.getByRole("button", { name: "Resend Verification Email" }));
    expect((await screen.findByText(shown)).textContent).toBe(shown);
    expect(callsTo(api, "/api/resend-verification")).toEqual([["POST", { email: "mira@example.com" }]]);
  });

  it("asks to log in again when there is no address", async () => {
    const api = mockApi({});
    openVerify();
    fireEvent.click(screen.getByRole("button", { name: "Resend Verification Email" }));
    expect(screen.getByRole("alert").textContent).toBe("No email address available. Please log in again.");
    expect(callsTo(api, "/api/resend-verification")).toEqual([]);
  });
});
