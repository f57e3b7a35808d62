import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderPage, SIGNED_IN_USER } from "./page-harness";
import { freeLessonsText } from "../../contract/access";
import type { User } from "../../contract/wire";
import { formatExpiry } from "./settings/SubscriptionSection";
import SettingsPage from "./SettingsPage";

const openSettings = () => renderPage(<SettingsPage />, { path: "/settings", url: "/settings" });

afterEach(() => vi.restoreAllMocks());

describe("the settings page", () => {
  it("says it is loading, then shows the profile read-only", async () => {
    mockApi({ "GET /api/user": [200, SIGNED_IN_USER], "GET /api/languages": [200, []] });
    openSettings();
    expect(screen.getByText("Loading settings...")).toBeTruthy();
    const profile = await screen.findByRole("region", { name: "Profile Information" });
    expect(within(profile).getByText("ana")).toBeTruthy();
    expect(within(profile).getByText("ana@example.com")).toBeTruthy();
    expect(within(profile).queryByRole("textbox")).toBeNull();
  });

  it("shows the plan, its expiry and the way to the subscription page", async () => {
    mockApi({
      "GET /api/user": [200, { ...SIGNED_IN_USER, subscriptionTier: "pro", subscriptionExpiry: "2027-03-12T00:00:00.000Z" }],
      "GET /api/languages": [200, []],
    });
    openSettings();
    const subscription = await screen.findByRole("region", { name: "Subscription" });
    expect(within(subscription).getByText("Professional")).toBeTruthy();
    expect(within(subscription).getByText("12 March 2027")).toBeTruthy();
    expect(within(subscription).getByRole("link", { name: "View plans" }).getAttribute("href")).toBe("/subscribe");
  });

  it("asks a visitor to log in", async () => {
    mockApi({});
    openSettings();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Authentication Required");
    expect(alert.textContent).toContain("You need to be logged in to access your settings.");
  });
});

describe("what the subscription section says for each plan", () => {
  const subscriptionOf = async (user: Partial<User>) => {
    mockApi({ "GET /api/user": [200, { ...SIGNED_IN_USER, ...user }], "GET /api/languages": [200, []] });
    openSettings();
    return (await screen.findByRole("region", { name: "Subscription" })).textContent ?? "";
  };

  it("tells a free learner which lessons are open, with no expiry date to wait for", async () => {
    const text = await subscriptionOf({ subscriptionTier: "free", subscriptionExpiry: null });
    expect(text).toContain(`${freeLessonsText()} of every language, with no time limit`);
    expect(text).not.toContain("Access until");
    expect(text).not.toContain("expiry date");
  });

  it("tells a paid learner without an end date that the plan does not end", async () => {
    const text = await subscriptionOf({ subscriptionTier: "premium", subscriptionExpiry: null });
    expect(text).toContain("No end date");
    expect(text).not.toContain("lasts until the expiry date");
    expect(text).not.toMatch(/cancel/i);
  });

  it("tells a paid learner with an end date when access ends", async () => {
    const text = await subscriptionOf({ subscriptionTier: "premium", subscriptionExpiry: "2099-03-12T00:00:00.000Z" });
    expect(text).toContain("Access until12 March 2099");
    expect(text).toContain("Your access lasts until 12 March 2099. Nothing renews or is charged automatically.");
    // There is no payment, so nothing to cancel: the section does not send the learner looking for it.
    expect(text).not.toMatch(/cancel/i);
  });
});

describe("the expiry", () => {
  it("reads 'No expiry' when there is none or it cannot be read", () => {
    expect(formatExpiry(null)).toBe("No expiry");
    expect(formatExpiry("not a date")).toBe("No expiry");
  });
});
