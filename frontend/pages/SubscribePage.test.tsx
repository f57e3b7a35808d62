import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SUBSCRIBE_PROCESSING_MS } from "../../contract/constants";
import SubscribePage from "./SubscribePage";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function openSubscribe() {
  const router = createMemoryRouter([{ path: "/subscribe", element: <SubscribePage /> }], { initialEntries: ["/subscribe"] });
  return render(<RouterProvider router={router} />);
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
    expect(screen.getByText("7-day money-back guarantee")).toBeTruthy();
    expect(screen.getByText("Cancel anytime")).toBeTruthy();
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
