import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAfterPageLoad } from "./after-page-load";

function Part({ prepare, wanted }: { prepare(): Promise<unknown>; wanted?: boolean }) {
  return <p>{useAfterPageLoad(prepare, wanted) ? "menus" : "placeholder"}</p>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("parts drawn after the page has loaded", () => {
  it("show their placeholder until their code has arrived, then draw in a later task", async () => {
    let arrive: () => void = () => {};
    const prepare = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    render(<Part prepare={prepare} />);
    expect(screen.getByText("placeholder")).toBeTruthy();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(prepare).toHaveBeenCalledOnce();
    expect(screen.getByText("placeholder")).toBeTruthy();
    await act(async () => {
      arrive();
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText("menus")).toBeTruthy();
  });

  it("wait for the page's load event when it has not fired yet", async () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const prepare = vi.fn(() => Promise.resolve());
    render(<Part prepare={prepare} />);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(prepare).not.toHaveBeenCalled();
    readyState.mockReturnValue("complete");
    await act(async () => {
      window.dispatchEvent(new Event("load"));
      await vi.runAllTimersAsync();
    });
    expect(prepare).toHaveBeenCalledOnce();
    expect(screen.getByText("menus")).toBeTruthy();
  });

  it("fetch nothing on a screen that does not show them", async () => {
    const prepare = vi.fn(() => Promise.resolve());
    render(<Part prepare={prepare} wanted={false} />);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(prepare).not.toHaveBeenCalled();
    expect(screen.getByText("placeholder")).toBeTruthy();
  });
});
