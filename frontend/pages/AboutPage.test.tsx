import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import AboutPage from "./AboutPage";
import { mockApi, renderPage, SIGNED_IN_USER } from "./page-harness";

const LANGUAGES = [
  { id: 1, code: "de", name: "German", flagCode: "de", speakers: 130 },
  { id: 2, code: "kn", name: "Kannada", flagCode: "in", speakers: 44 },
];
const openAbout = () => renderPage(<AboutPage />, { path: "/about", url: "/about" });

afterEach(() => vi.restoreAllMocks());

describe("the about page", () => {
  it("lists the languages on offer, each leading into its course with its flag", async () => {
    mockApi({ "GET /api/languages": [200, LANGUAGES] });
    openAbout();
    const cards = await screen.findAllByTestId("about-language");
    expect(cards.map((card) => [card.textContent, card.getAttribute("href")])).toEqual([
      ["German", "/language/de"],
      // India's flag, shared with Hindi, carries Kannada's letter (hidden from screen readers, which read the name).
      ["ಕKannada", "/language/kn"],
    ]);
    expect(cards[1]!.querySelector("img")!.getAttribute("src")).toBe("/flags/in.svg");
  });

  it("explains how it works in five steps and offers the ways in", async () => {
    mockApi({ "GET /api/languages": [200, LANGUAGES] });
    openAbout();
    const steps = within(screen.getByRole("region", { name: "How it works" })).getAllByRole("listitem");
    expect(steps).toHaveLength(5);
    for (const link of screen.getAllByRole("link", { name: /Start Learning Now/ })) expect(link.getAttribute("href")).toBe("/languages");
    expect(screen.getByRole("link", { name: /Explore Languages/ }).getAttribute("href")).toBe("/languages");
    expect(screen.getAllByRole("link", { name: "Create Account" })[0]!.getAttribute("href")).toBe("/register");
  });

  it("does not offer a signed-in learner a new account", async () => {
    mockApi({ "GET /api/user": [200, SIGNED_IN_USER], "GET /api/languages": [200, LANGUAGES] });
    openAbout();
    await screen.findAllByTestId("about-language");
    await vi.waitFor(() => expect(screen.queryByRole("link", { name: "Create Account" })).toBeNull());
  });

  it("says so when the languages cannot be loaded", async () => {
    mockApi({ "GET /api/languages": [500, { message: "Database unreachable" }] });
    openAbout();
    expect(await screen.findByText("The list of languages could not be loaded just now.")).toBeTruthy();
  });
});
