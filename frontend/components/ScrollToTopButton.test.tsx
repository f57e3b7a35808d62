import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SCROLL_TO_TOP_THRESHOLD_PX } from "../../contract/constants";
import { ScrollToTopButton } from "./ScrollToTopButton";

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

afterEach(() => scrollTo(0));

describe("scroll to top", () => {
  it("stays off the text while the reader reads on, and comes when they head back up", () => {
    render(<ScrollToTopButton />);
    const button = () => screen.queryByRole("button", { name: "Scroll to top" });
    scrollTo(SCROLL_TO_TOP_THRESHOLD_PX + 400);
    scrollTo(SCROLL_TO_TOP_THRESHOLD_PX + 800);
    expect(button()).toBeNull();
    scrollTo(SCROLL_TO_TOP_THRESHOLD_PX + 600);
    expect(button()).not.toBeNull();
    scrollTo(SCROLL_TO_TOP_THRESHOLD_PX + 700);
    expect(button()).toBeNull();
    scrollTo(SCROLL_TO_TOP_THRESHOLD_PX + 500);
    scrollTo(10);
    expect(button()).toBeNull();
  });
});
