import { act, render, screen } from "@testing-library/preact";
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

describe("toasts", () => {
  it("refuse to work outside their provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Buttons />)).toThrow("useToast must be used within a ToastProvider");
  });

  it("show the title, the description and a 'Close toast' button", () => {
    render(<ToastProvider><Buttons /></ToastProvider>);
    act(() => screen.getByText("success").click());
    expect(screen.getAllByText("Saved").length).toBeGreaterThan(0);
    expect(screen.getAllByText("All good").length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Close toast" })).toBeTruthy();
  });

  it("mark errors destructive", () => {
    render(<ToastProvider><Buttons /></ToastProvider>);
    act(() => screen.getByText("error").click());
    expect(document.querySelector('[data-variant="destructive"]')?.textContent).toContain("Logout failed");
  });

  it("close a success toast after 3000 ms and a plain one after 5000 ms", () => {
    render(<ToastProvider><Buttons /></ToastProvider>);
    act(() => {
      screen.getByText("success").click();
      screen.getByText("plain").click();
    });
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
