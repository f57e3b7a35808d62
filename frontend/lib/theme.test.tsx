import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ThemeProvider, useTheme } from "./theme";

function Probe() {
  const { theme, toggleTheme } = useTheme();
  return <button onClick={toggleTheme}>{theme}</button>;
}

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML =
    '<meta name="theme-color" content="#1a1a1a"><link rel="manifest" href="/manifest-dark.webmanifest"><meta name="apple-mobile-web-app-status-bar-style" content="black-translucent">';
  document.documentElement.className = "dark";
});

describe("theme", () => {
  it("defaults to dark", () => {
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByRole("button").textContent).toBe("dark");
  });

  it("switching to light saves it and updates the theme colour, manifest and status bar", () => {
    render(<ThemeProvider><Probe /></ThemeProvider>);
    act(() => screen.getByRole("button").click());
    expect(localStorage.getItem("theme")).toBe("light");
    expect(document.documentElement.classList.contains("light")).toBe(true);
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute("content")).toBe("#ffffff");
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe("/manifest-light.webmanifest");
    expect(document.querySelector('meta[name="apple-mobile-web-app-status-bar-style"]')?.getAttribute("content")).toBe("default");
  });

  it("starts from the saved choice", () => {
    localStorage.setItem("theme", "light");
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByRole("button").textContent).toBe("light");
  });
});
