import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OFFLINE_TEXT, OfflineBanner } from "./OfflineBanner";

function goOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

afterEach(() => goOnline(true));

describe("the offline banner", () => {
  it("follows the browser's offline and online events", () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    act(() => goOnline(false));
    expect(screen.getByText("You're offline. Some features may be limited.")).toBeTruthy();
    act(() => goOnline(true));
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });
});
