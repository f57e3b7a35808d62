import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { InstallPrompt } from "./InstallPrompt";

function offerInstall() {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: "accepted" as const }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

describe("the install card", () => {
  it("shows only once the browser offers installation", async () => {
    render(<InstallPrompt />);
    expect(screen.queryByText("Install Parlo")).toBeNull();
    offerInstall();
    expect(await screen.findByText("Install Parlo")).toBeTruthy();
  });

  it("hides after Not Now", async () => {
    render(<InstallPrompt />);
    offerInstall();
    fireEvent.click(await screen.findByRole("button", { name: "Not Now" }));
    expect(screen.queryByText("Install Parlo")).toBeNull();
  });

  it("asks the browser to install after Install, and hides", async () => {
    render(<InstallPrompt />);
    const event = offerInstall();
    const install = await screen.findByRole("button", { name: "Install" });
    await act(async () => {
      fireEvent.click(install);
    });
    expect(event.prompt).toHaveBeenCalled();
    expect(screen.queryByText("Install Parlo")).toBeNull();
  });
});
