import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider, useToast } from "./toast";

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success("Saved", "All good")}>success</button>
      <button onClick={() => toast.error("Logout failed", "Network down")}>error</button>
      <button onClick={() => toast.toast({ title: "Plain" })}>plain</button>
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Waits for the toasts' code, which loads with the first toast. */
async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

/** Presses a button and waits for the toasts' code, which loads with the first toast. */
async function press(...labels: string[]) {
  act(() => {
    for (const label of labels) screen.getByText(label).click();
  });
  await settle();
}

describe("toasts", () => {
  it("refuse to work outside their provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Buttons />)).toThrow("useToast must be used within a ToastProvider");
  });

  it("show nothing until the first toast", async () => {
    render(<ToastProvider><Buttons /></ToastProvider>);
    await settle();
    expect(document.querySelector("[role=region]")).toBeNull();
    expect(screen.queryByRole("button", { name: "Close toast" })).toBeNull();
  });

  it("show the title, the description and a 'Close toast' button", async () => {
    render(<ToastProvider><Buttons /></ToastProvider>);
    await press("success");
    expect(screen.getAllByText("Saved").length).toBeGreaterThan(0);
    expect(screen.getAllByText("All good").length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Close toast" })).toBeTruthy();
  });

  it("mark errors destructive", async () => {
    render(<ToastProvider><Buttons /></ToastProvider>);
    await press("error");
    expect(document.querySelector('[data-variant="destructive"]')?.textContent).toContain("Logout failed");
  });

  it("close a success toast after 3000 ms and a plain one after 5000 ms", async () => {
    render(<ToastProvider><Buttons /></ToastProvider>);
    await press("success", "plain");
    const open = () => document.querySelectorAll('li[data-state="open"]').length;
    expect(open()).toBe(2);
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(open()).toBe(2);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(open()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(open()).toBe(0);
  });
});
