import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ThemeProvider } from "../lib/theme";
import { currentLocation, mockApi, renderPage, SIGNED_IN_USER } from "../pages/page-harness";
import { Header } from "./Header";

// Which menus' code has been fetched: the real modules, counted as they are imported. An import is
// kept for the rest of the file, so each test that counts one is the first to reach for that menu.
const fetched = vi.hoisted(() => new Set<string>());
vi.mock("./UserMenu", async (importOriginal) => {
  fetched.add("user menu");
  return importOriginal();
});
vi.mock("./LanguageMenu", async (importOriginal) => {
  fetched.add("language menu");
  return importOriginal();
});

const LANGUAGES = [{ id: 1, code: "de", name: "German", flagCode: "de", speakers: 130 }];

function renderHeader(url: string) {
  return renderPage(<ThemeProvider><Header /></ThemeProvider>, { path: "*", url });
}

afterEach(() => fetched.clear());

describe("the header's menus", () => {
  it("shows a learner's account button at once and fetches the menu behind it only when pressed", async () => {
    mockApi({ "GET /api/user": [200, SIGNED_IN_USER], "GET /api/languages": [200, LANGUAGES] });
    renderHeader("/de/lesson/01");
    const account = await screen.findByRole("button", { name: "Account menu for ana" }, { timeout: 5000 });
    expect(account.getAttribute("aria-haspopup")).toBe("menu");
    // The language button names the language of the page as soon as the languages are known.
    expect(await screen.findByRole("button", { name: /German.*choose a language/ })).toBeTruthy();
    expect(fetched.has("user menu")).toBe(false);

    fireEvent.pointerDown(account, { button: 0 });
    expect(await screen.findByRole("menuitem", { name: "My Progress" })).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: "Settings" })).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: "Logout" })).toBeTruthy();
    expect(fetched.has("user menu")).toBe(true);
    expect(fetched.has("language menu")).toBe(false);
    // The first test of the file draws everything for the first time: slow on a busy machine.
  }, 15_000);

  it("fetches a menu's code when the pointer comes over its button, before it is pressed", async () => {
    mockApi({ "GET /api/user": [200, SIGNED_IN_USER], "GET /api/languages": [200, LANGUAGES] });
    renderHeader("/languages");
    fireEvent.pointerEnter(await screen.findByRole("button", { name: /choose a language/ }));
    await waitFor(() => expect(fetched.has("language menu")).toBe(true));
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("opens the language menu from the keyboard", async () => {
    mockApi({ "GET /api/user": [200, SIGNED_IN_USER], "GET /api/languages": [200, LANGUAGES] });
    renderHeader("/languages");
    const languages = await screen.findByRole("button", { name: /choose a language/ });
    fireEvent.keyDown(languages, { key: "Enter" });
    expect(await screen.findByRole("menuitem", { name: "All Languages" })).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: "German" })).toBeTruthy();
    // Not on a language's screens: no course map to lead to.
    expect(screen.queryByRole("menuitem", { name: /course map/ })).toBeNull();
  });

  it("leads to the course map of the language whose screen is open", async () => {
    mockApi({ "GET /api/user": [200, SIGNED_IN_USER], "GET /api/languages": [200, LANGUAGES] });
    renderHeader("/de/lesson/01");
    const languages = await screen.findByRole("button", { name: /German.*choose a language/ });
    fireEvent.keyDown(languages, { key: "Enter" });
    fireEvent.click(await screen.findByRole("menuitem", { name: "German course map" }));
    await waitFor(() => expect(currentLocation()).toBe("/de/course"));
  });

  it("offers a signed-out visitor Login where the account menu would be", async () => {
    mockApi({ "GET /api/languages": [200, LANGUAGES] });
    renderHeader("/languages");
    expect((await screen.findByRole("link", { name: "Login" })).getAttribute("href")).toBe("/auth");
    expect(screen.queryByRole("button", { name: /Account menu/ })).toBeNull();
  });

  it("gives the landing page the header every other page has: languages, theme and Login in one place", async () => {
    mockApi({ "GET /api/languages": [200, LANGUAGES] });
    const about = renderHeader("/about");
    const named = async () => {
      await screen.findByRole("link", { name: "Login" });
      return screen.getAllByRole("button").concat(screen.getAllByRole("link")).map((element) => element.getAttribute("aria-label") ?? element.textContent);
    };
    const elsewhere = await named();
    about.unmount();
    renderHeader("/");
    expect(await named()).toEqual(elsewhere);
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
  });
});
