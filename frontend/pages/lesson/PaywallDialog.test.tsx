import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAYWALL_SUBSCRIBE_DELAY_MS, PaywallDialog } from "./PaywallDialog";

function renderPaywall(onOpenChange = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: "/de/lesson/:n", element: <PaywallDialog open onOpenChange={onOpenChange} /> },
      { path: "/subscribe", element: <h1>Choose Your Plan</h1> },
    ],
    { initialEntries: ["/de/lesson/03"] },
  );
  render(<RouterProvider router={router} />);
  return { router, onOpenChange };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the paywall", () => {
  it("lists the premium benefits, none of them a thing the free lessons already have", () => {
    renderPaywall();
    const dialog = screen.getByRole("dialog", { name: "Unlock every lesson" });
    const benefits = Array.from(dialog.querySelectorAll("li")).map((item) => item.textContent);
    expect(benefits).toEqual([
      "Unlimited lessons in every language",
      "Your AI tutor in each of them",
      "Voice recognition practice in each of them",
      "Each of them downloaded for offline use",
    ]);
    expect(dialog.textContent).not.toMatch(/personali[sz]ed AI tutor/);
  });

  it("shows Processing... for 500 ms, then opens the subscription page", async () => {
    const { router } = renderPaywall();
    fireEvent.click(screen.getByRole("button", { name: "Subscribe Now" }));

    const processing = screen.getByRole("button", { name: "Processing..." }) as HTMLButtonElement;
    expect(processing.disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYWALL_SUBSCRIBE_DELAY_MS - 1);
    });
    expect(router.state.location.pathname).toBe("/de/lesson/03");

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(router.state.location.pathname).toBe("/subscribe");
    expect(PAYWALL_SUBSCRIBE_DELAY_MS).toBe(500);
  });

  it("closes on Maybe Later without going anywhere", async () => {
    const { router, onOpenChange } = renderPaywall();
    fireEvent.click(screen.getByRole("button", { name: "Maybe Later" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYWALL_SUBSCRIBE_DELAY_MS);
    });
    expect(router.state.location.pathname).toBe("/de/lesson/03");
  });
});
