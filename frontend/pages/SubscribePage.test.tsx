import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SUBSCRIBE_PROCESSING_MS } from "../../contract/constants";
import { mockApi, renderPage, SIGNED_IN_USER } from "./page-harness";
import SubscribePage from "./SubscribePage";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A visitor (no session), whose page asks the server nothing. */
function openSubscribe() {
  return renderPage(<SubscribePage />, { path: "/subscribe", url: "/subscribe" });
}

const plan = (name: string) => screen.getByRole("region", { name });
const subscribeButton = () => screen.getByRole("button", { name: /^Subscribe|Processing/ });

describe("the subscription page", () => {
  it("offers the monthly plan by default and the annual plan with its saving", () => {
    openSubscribe();
    expect(within(plan("Monthly")).getByRole("button", { pressed: true })).toBeTruthy();
    expect(within(plan("Annual")).getByRole("button", { name: "Select Annual" }).getAttribute("aria-pressed")).toBe("false");
    expect(plan("Monthly").textContent).toContain("$9.99/month");
    const annual = plan("Annual").textContent;
    expect(annual).toContain("$89.99/year");
    expect(annual).toContain("$7.50/month");
    expect(annual).toContain("Save 25%");
    expect(annual).toContain("12 months for the price of 9");
    expect(annual).not.toContain("1 month free");
    expect(annual).toContain("Priority support");
    expect(plan("Monthly").textContent).not.toContain("Priority support");
    expect(subscribeButton().textContent).toBe("Subscribe · $9.99/month");
    // No payment exists, so nothing is promised back and nothing to cancel; what is said is true.
    expect(document.body.textContent).not.toMatch(/money-back|cancel anytime/i);
    expect(screen.getByText("Your free lessons stay free, whatever you choose.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue with Free Plan" }).getAttribute("href")).toBe("/");
  });

  it("switches the selection to the annual plan", () => {
    openSubscribe();
    fireEvent.click(screen.getByRole("button", { name: "Select Annual" }));
    expect(within(plan("Annual")).getByRole("button").getAttribute("aria-pressed")).toBe("true");
    expect(within(plan("Monthly")).getByRole("button", { name: "Select Monthly" })).toBeTruthy();
    expect(subscribeButton().textContent).toBe("Subscribe · $89.99/year");
  });

  it("processes for 1.5 seconds, then says paid plans are coming soon, taking no payment", () => {
    vi.useFakeTimers();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    openSubscribe();
    fireEvent.click(subscribeButton());
    expect(subscribeButton().textContent).toBe("Processing...");
    expect((subscribeButton() as HTMLButtonElement).disabled).toBe(true);

    act(() => {
      vi.advanceTimersByTime(SUBSCRIBE_PROCESSING_MS - 1);
    });
    expect(screen.queryByText("Coming Soon")).toBeNull();
    expect(subscribeButton().textContent).toBe("Processing...");

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(screen.getByRole("status")).getByText("Coming Soon")).toBeTruthy();
    expect((subscribeButton() as HTMLButtonElement).disabled).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("for a learner who has a plan", () => {
  it("shows the plan and until when it opens every lesson, instead of a plain 'Choose Your Plan'", async () => {
    mockApi({ "GET /api/user": [200, { ...SIGNED_IN_USER, subscriptionTier: "premium", subscriptionExpiry: "2099-03-12T00:00:00.000Z" }] });
    openSubscribe();
    expect(await screen.findByRole("heading", { level: 1, name: "Your Plan" })).toBeTruthy();
    const current = screen.getByRole("region", { name: "Current plan" });
    expect(current.textContent).toContain("Premium");
    expect(current.textContent).toContain("Access until12 March 2099");
    expect(screen.queryByRole("heading", { name: "Choose Your Plan" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Subscribe/ })).toBeNull();
    expect(document.body.textContent).not.toMatch(/money-back|cancel anytime|free plan/i);
    expect(screen.getByRole("link", { name: /Back to your lessons/ }).getAttribute("href")).toBe("/languages");
  });

  it("says a plan without an end date has none", async () => {
    mockApi({ "GET /api/user": [200, { ...SIGNED_IN_USER, subscriptionTier: "pro", subscriptionExpiry: null }] });
    openSubscribe();
    const current = await screen.findByRole("region", { name: "Current plan" });
    expect(current.textContent).toContain("Professional");
    expect(current.textContent).toContain("No end date");
  });

  it("offers the plans again once paid access has ended", async () => {
    mockApi({ "GET /api/user": [200, { ...SIGNED_IN_USER, subscriptionTier: "premium", subscriptionExpiry: "2001-01-01T00:00:00.000Z" }] });
    openSubscribe();
    expect(await screen.findByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeTruthy();
  });
});
