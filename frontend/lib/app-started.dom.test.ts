/**
 * public/page-init.js's early event contract, run as the page runs it, against the app's signal: a
 * tap or a submit on the drawn page before the app has taken over reaches the app once it has.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { APP_STARTED_ATTRIBUTE, markAppStarted } from "./app-started";

const pageInit = readFileSync("public/page-init.js", "utf8");

/** The drawn page, with a listener on its root standing for the app's (React listens there). */
function drawnPage(html: string) {
  document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  new Function(pageInit)();
  const reached: string[] = [];
  const root = document.getElementById("root")!;
  root.addEventListener("click", (event) => reached.push(`click ${(event.target as HTMLElement).textContent}`));
  root.addEventListener("submit", (event) => {
    event.preventDefault();
    reached.push(`submit ${new FormData(event.target as HTMLFormElement).get("password")}`);
  });
  return { root, reached };
}

afterEach(() => {
  // The contract lets go of the page once the app has started: nothing of it reaches another test.
  markAppStarted();
  document.body.innerHTML = "";
});

describe("a drawn page before the app has taken over", () => {
  it("holds a tap on a button and replays it once the app has started", () => {
    const { root, reached } = drawnPage(`<button type="button">Mark lesson as done</button>`);
    root.querySelector("button")!.click();
    expect(reached).toEqual([]);
    markAppStarted();
    expect(reached).toEqual(["click Mark lesson as done"]);
  });

  it("never lets the browser send a form itself, and sends it through the app once started", () => {
    const { root, reached } = drawnPage(`<form><input name="password" value="secret-pass"><button>Login</button></form>`);
    const nativeSubmit = vi.fn();
    root.querySelector("form")!.addEventListener("submit", (event) => nativeSubmit(event.defaultPrevented));
    root.querySelector("form")!.requestSubmit();
    // Held in the capture phase: neither the app's listener nor the browser's own sending saw it.
    expect(nativeSubmit).not.toHaveBeenCalled();
    expect(reached).toEqual([]);
    markAppStarted();
    expect(reached).toEqual(["submit secret-pass"]);
  });

  it("leaves links and text alone, and holds nothing once the app is there", () => {
    const { root, reached } = drawnPage(`<p>Words</p><button type="button">Listen</button>`);
    root.querySelector("p")!.click();
    expect(reached).toEqual(["click Words"]);
    markAppStarted();
    root.querySelector("button")!.click();
    expect(reached).toEqual(["click Words", "click Listen"]);
  });

  it("drops a held tap whose button the app has replaced", () => {
    const { root, reached } = drawnPage(`<button type="button">Old</button>`);
    root.querySelector("button")!.click();
    root.innerHTML = `<button type="button">New</button>`;
    markAppStarted();
    expect(reached).toEqual([]);
  });
});
