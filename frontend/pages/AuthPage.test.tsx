import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "../../contract/wire";
import { pendingEmail, recordVerified, rememberPendingEmail } from "../lib/verification-state";
import AuthPage from "./AuthPage";
import { callsTo, currentLocation, mockApi, renderPage } from "./page-harness";

const openAuth = (url = "/auth") => renderPage(<AuthPage />, { path: "/auth", url });

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function register(fields: Partial<Record<"Username" | "Email" | "Password" | "Confirm Password", string>>) {
  for (const [label, value] of Object.entries(fields)) fill(label, value);
  fireEvent.click(screen.getByRole("button", { name: "Register" }));
}

const NEW_USER: User = { id: 9, username: "mira", email: "mira@example.com", emailVerified: false, isAdmin: false, subscriptionTier: "free", subscriptionExpiry: null };
const FILLED = { Username: "mira", Email: "mira@example.com", Password: "a-long-password", "Confirm Password": "a-long-password" };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the Register tab", () => {
  it("names every missing or mismatched field before sending anything", async () => {
    const api = mockApi({});
    openAuth("/auth?tab=register");
    register({ Email: "not-an-email", Password: "a-long-password", "Confirm Password": "different" });
    expect(await screen.findByText("Username is required")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
    expect(screen.getByLabelText("Confirm Password").getAttribute("aria-invalid")).toBe("true");
    register({ "Confirm Password": "" });
    expect(await screen.findByText("Confirm password is required")).toBeTruthy();
    expect(callsTo(api, "/api/register")).toEqual([]);
  });

  it("refuses a username mixing alphabets before sending anything", async () => {
    const api = mockApi({});
    openAuth("/auth?tab=register");
    register({ ...FILLED, Username: "аdmin" });
    expect(await screen.findByText("Username must not mix alphabets, such as Latin and Cyrillic letters")).toBeTruthy();
    expect(callsTo(api, "/api/register")).toEqual([]);
  });

  it.each([
    ["Username already exists", "This username is already taken. Please try another one."],
    ["Email already exists", "An account with this email already exists. Try logging in instead."],
    ["Something else went wrong", "Could not create your account. Please check your information and try again."],
  ])("explains the refusal %j", async (serverMessage, shown) => {
    mockApi({ "POST /api/register": [409, { message: serverMessage }] });
    openAuth("/auth?tab=register");
    register(FILLED);
    expect((await screen.findByRole("alert")).textContent).toBe(shown);
  });

  it("sends no confirmation, keeps the email and goes to the verify page a second later", async () => {
    const api = mockApi({ "POST /api/register": [201, { ...NEW_USER, needsVerification: true }] });
    openAuth("/auth?tab=register");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    register(FILLED);
    await waitFor(() => expect(callsTo(api, "/api/register")).toHaveLength(1));
    expect(callsTo(api, "/api/register")[0]![1]).toEqual({ username: "mira", email: "mira@example.com", password: "a-long-password" });
    await waitFor(() => expect(pendingEmail()).toBe("mira@example.com"));
    expect(screen.getByRole("button", { name: "Registering..." })).toBeTruthy();
    expect(currentLocation()).toBe("/auth?tab=register");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(currentLocation()).toBe("/verify-email?registration=true");
  });

  it("goes home straight away when no verification is needed", async () => {
    mockApi({ "POST /api/register": [201, { ...NEW_USER, emailVerified: true, needsVerification: false }] });
    openAuth("/auth?tab=register");
    register(FILLED);
    await waitFor(() => expect(currentLocation()).toBe("/"));
  });
});

describe("a login refused because the email is not verified", () => {
  const refusal = [403, { message: "Please verify your email before logging in.", verified: false }] as const;

  it("shows the banner with the address typed, and resends the link", async () => {
    const api = mockApi({ "POST /api/login": refusal, "POST /api/resend-verification": [200, { success: true, message: "Sent" }] });
    openAuth();
    fill("Username or Email", "mira@example.com");
    fill("Password", "a-long-password");
    fireEvent.click(screen.getByRole("button", { name: "Login" }));

    const banner = (await screen.findByRole("heading", { name: "Verify Your Email" })).closest("section")!;
    expect(within(banner).getByText("mira@example.com")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Your email address has not been verified.");

    fireEvent.click(within(banner).getByRole("button", { name: "Resend Verification Email" }));
    expect((await screen.findAllByText("Verification email sent!")).length).toBeGreaterThan(0);
    expect(callsTo(api, "/api/resend-verification")).toEqual([["POST", { email: "mira@example.com" }]]);

    fireEvent.click(within(banner).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("heading", { name: "Verify Your Email" })).toBeNull();
  });

  it("uses the email kept from registering when a username was typed", async () => {
    rememberPendingEmail("mira@example.com");
    mockApi({ "POST /api/login": refusal });
    openAuth();
    fill("Username or Email", "mira");
    fill("Password", "a-long-password");
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    const banner = (await screen.findByRole("heading", { name: "Verify Your Email" })).closest("section")!;
    expect(within(banner).getByText("mira@example.com")).toBeTruthy();
  });

  it("asks to log in again when no address is known", async () => {
    const api = mockApi({ "POST /api/login": refusal });
    openAuth();
    fill("Username or Email", "mira");
    fill("Password", "a-long-password");
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    fireEvent.click(await screen.findByRole("button", { name: "Resend Verification Email" }));
    expect((await screen.findAllByText("Email address is missing. Please try logging in again.")).length).toBeGreaterThan(0);
    expect(callsTo(api, "/api/resend-verification")).toEqual([]);
  });

  it("reports the server's reason when resending is refused", async () => {
    mockApi({ "POST /api/login": refusal, "POST /api/resend-verification": [429, { message: "Too many requests. Try again in a minute." }] });
    openAuth();
    fill("Username or Email", "mira@example.com");
    fill("Password", "a-long-password");
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    fireEvent.click(await screen.findByRole("button", { name: "Resend Verification Email" }));
    expect((await screen.findAllByText("Too many requests. Try again in a minute.")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Failed to resend").length).toBeGreaterThan(0);
  });

  it("does not show the banner for a wrong password", async () => {
    mockApi({ "POST /api/login": [401, { message: "Invalid username/email or password" }] });
    openAuth();
    fill("Username or Email", "mira");
    fill("Password", "wrong-password");
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Incorrect username/email or password. Please try again.");
    expect(screen.queryByRole("heading", { name: "Verify Your Email" })).toBeNull();
  });
});

describe("after verifying", () => {
  it("says so once, prefills the username and takes verified=true out of the address", async () => {
    recordVerified("mira");
    mockApi({});
    openAuth("/auth?verified=true");
    expect((await screen.findAllByText("Email verified successfully!")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Your email has been verified. You can now log in to your account.").length).toBeGreaterThan(0);
    expect(document.querySelectorAll('li[data-state="open"]')).toHaveLength(1);
    expect((screen.getByLabelText("Username or Email") as HTMLInputElement).value).toBe("mira");
    await waitFor(() => expect(currentLocation()).toBe("/auth"));
  });

  it("says nothing on a plain visit", async () => {
    mockApi({});
    openAuth();
    await screen.findByRole("button", { name: "Login" });
    expect(screen.queryByText("Email verified successfully!")).toBeNull();
    expect((screen.getByLabelText("Username or Email") as HTMLInputElement).value).toBe("");
  });
});

describe("Google sign-in", () => {
  it("is offered on both tabs when the deployment has it", async () => {
    mockApi({ "GET /api/auth/providers": [200, { google: true }] });
    openAuth();
    const login = await screen.findByRole("link", { name: "Continue with Google" });
    expect(login.getAttribute("href")).toBe("/api/auth/google");
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Register" }));
    expect((await screen.findByRole("link", { name: "Sign up with Google" })).getAttribute("href")).toBe("/api/auth/google");
  });

  it("explains a failed Google sign-in once and cleans the address", async () => {
    mockApi({});
    openAuth("/auth?error=google_unverified");
    expect((await screen.findAllByText("Google sign-in failed")).length).toBeGreaterThan(0);
    expect(document.querySelectorAll('li[data-state="open"]')).toHaveLength(1);
    expect(document.querySelector('[data-variant="destructive"]')?.textContent).toContain("not verified with Google");
    await waitFor(() => expect(currentLocation()).toBe("/auth"));
  });

  it("says why Google cannot sign in an account deleted less than a day ago", async () => {
    mockApi({});
    openAuth("/auth?error=google_deleted");
    await screen.findAllByText("Google sign-in failed");
    expect(document.querySelector('[data-variant="destructive"]')?.textContent).toContain(
      "This account was deleted. Its data is erased within 24 hours; after that you can sign up again with Google.",
    );
  });

  it.each([
    ["the deployment has none", [200, { google: false }] as const],
    ["the question fails", [500, { message: "Boom" }] as const],
  ])("is hidden when %s", async (_case, answer) => {
    const api = mockApi({ "GET /api/auth/providers": answer });
    openAuth();
    await waitFor(() => expect(callsTo(api, "/api/auth/providers")).toHaveLength(1));
    await screen.findByRole("button", { name: "Login" });
    expect(screen.queryByRole("link", { name: "Continue with Google" })).toBeNull();
  });
});

describe("the register form's agreement", () => {
  it("links the Terms and the Privacy notice before the Register button", async () => {
    mockApi({});
    openAuth("/auth?tab=register");
    const terms = await screen.findByRole("link", { name: "Terms" });
    expect(terms.getAttribute("href")).toBe("/terms");
    expect(screen.getByRole("link", { name: "Privacy notice" }).getAttribute("href")).toBe("/privacy");
  });
});
