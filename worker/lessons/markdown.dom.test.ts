import { describe, expect, it } from "vitest";
import { renderLessonMarkdown } from "./markdown";

/** The lesson as the Worker renders it and the app shows it, a DOM to query as a reader sees it. */
function rendered(markdown: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderLessonMarkdown(markdown);
  return root;
}

describe("lesson markdown", () => {
  it("renders a table, inside a box that scrolls sideways on a phone", () => {
    const root = rendered("| English | German |\n|---|---|\n| That is warm. | Das ist warm. |\n");
    const table = root.querySelector(".lesson-table > table");
    expect(table).not.toBeNull();
    expect(root.querySelector<HTMLElement>(".lesson-table")?.tabIndex).toBe(0);
    expect(Array.from(table!.querySelectorAll("th")).map((cell) => cell.textContent)).toEqual(["English", "German"]);
    expect(table!.querySelector("td")?.textContent).toBe("That is warm.");
  });

  it("renders strikethrough and automatic links", () => {
    const root = rendered("~~der Wasser~~ das Wasser, see https://example.com/grammar");
    expect(root.querySelector("del")?.textContent).toBe("der Wasser");
    expect(root.querySelector("a")?.getAttribute("href")).toBe("https://example.com/grammar");
  });

  it("renders task lists as plain list items, with no box that looks tickable but is not", () => {
    const root = rendered("- [ ] Build one sentence\n- [x] Read the pattern\n");
    expect(root.querySelectorAll("input")).toHaveLength(0);
    expect(Array.from(root.querySelectorAll("li"), (item) => item.textContent?.trim())).toEqual(["Build one sentence", "Read the pattern"]);
  });

  it("renders footnotes: a numbered reference and the note at the end, linked both ways", () => {
    const root = rendered("Every noun has one of three words.[^der]\n\n[^der]: There's some logic to it.\n\nMore text.");
    const reference = root.querySelector("sup a");
    expect(reference?.textContent).toBe("1");
    const note = root.querySelector(reference!.getAttribute("href")!);
    expect(note?.textContent).toContain("There's some logic to it.");
    expect(root.lastElementChild?.tagName).toBe("SECTION");
    expect(note?.querySelector("a[aria-label='Back to the text']")?.getAttribute("href")).toBe(`#${reference!.id}`);
  });

  it("passes raw HTML through but removes scripts, event handlers and javascript: links", () => {
    const root = rendered(
      'Hello <span lang="de" title="a tip">tip</span>\n\n<script>alert(1)</script>\n\n<img src="x.png" onerror="alert(2)">\n\n[click](javascript:alert(3))',
    );
    expect(root.querySelector("span[lang=de][title='a tip']")?.textContent).toBe("tip");
    expect(root.querySelector("script")).toBeNull();
    expect(root.querySelector("img")?.getAttribute("src")).toBe("x.png");
    expect(root.querySelector("img")?.hasAttribute("onerror")).toBe(false);
    expect(root.innerHTML).not.toContain("javascript:");
  });

  it("removes disguised scripts, frames, forms and styles, keeping the words a reader should see", () => {
    const root = rendered(
      [
        '<a href="java&#115;cript:alert(1)">one</a> <a href=" data:text/html,x">two</a> <a href="../de/lesson/2" onclick="x()">three</a>',
        '<iframe src="https://example.com"></iframe><form action="/api/contact"><b>inside a form</b></form>',
        "<style>body { display: none }</style><svg><script>alert(4)</script></svg>",
        '<p style="position:fixed">styled</p><ruby>漢<rt>かん</rt></ruby>',
      ].join("\n\n"),
    );
    const links = Array.from(root.querySelectorAll<HTMLAnchorElement>("a"));
    expect(links.map((link) => link.textContent)).toEqual(["one", "two", "three"]);
    expect(links.slice(0, 2).map((link) => link.getAttribute("href") ?? "")).toEqual(["", ""]);
    expect(links[2]?.getAttribute("href")).toBe("../de/lesson/2");
    expect(links[2]?.hasAttribute("onclick")).toBe(false);
    expect(root.querySelector("iframe, form, style, script, svg")).toBeNull();
    expect(root.querySelector("b")?.textContent).toBe("inside a form");
    expect(root.textContent).not.toContain("display: none");
    expect(root.querySelector("rt")?.textContent).toBe("かん");
  });

  it.each([
    "java&Tab;script:alert(1)",
    "java&NewLine;script:alert(1)",
    "javascript&colon;alert(1)",
    "&#x6A;avascript:alert(1)",
    "JaVaScRiPt&#58;alert(1)",
    "vbscript&colon;msgbox(1)",
    "data&colon;text/html,<b>x",
  ])("removes the address %s however its scheme is spelt with entities", (address) => {
    const root = rendered(`<a href="${address}">link</a> <img src="${address}" alt="picture">`);
    expect(root.querySelector("a")?.textContent).toBe("link");
    expect(root.querySelector("a")?.getAttribute("href") ?? "").toBe("");
    expect(root.querySelector("img")?.getAttribute("src") ?? "").toBe("");
  });

  it.each(["javascript:alert(1)", "java&Tab;script:alert(1)", "data&colon;image/svg+xml,<svg>"])(
    "drops a video poster or a quote's source at %s, as it drops a link's (issue 29)",
    (address) => {
      const root = rendered(`<video poster="${address}" src="https://example.com/a.mp4"></video> <blockquote cite="${address}">said</blockquote>`);
      expect(root.querySelector("video")?.getAttribute("poster") ?? "").toBe("");
      expect(root.querySelector("blockquote")?.getAttribute("cite") ?? "").toBe("");
      expect(root.innerHTML).not.toMatch(/javascript|data:/i);
    },
  );

  it("keeps addresses whose entities spell a safe one", () => {
    const root = rendered('<a href="https&colon;//example.com/?a=1&amp;b=2">web</a> <a href="mailto:team&commat;parlo.app">mail</a>');
    expect(Array.from(root.querySelectorAll("a")).map((link) => link.getAttribute("href"))).toEqual(["https://example.com/?a=1&b=2", "mailto:team@parlo.app"]);
  });

  it("keeps no input but a checkbox", () => {
    const root = rendered(
      'Fill in: <input type="text" value="x"> <input> <input type="image" src="https://example.com/a.png"> <input type="submit"> ' +
        '<input type="password"> <input type="checkbox" type="text"> <INPUT TYPE="text"> <input type="hidden" name="token"> <input type="CheckBox" checked>',
    );
    const inputs = Array.from(root.querySelectorAll("input"));
    expect(inputs.map((input) => [input.type, input.checked])).toEqual([["checkbox", true]]);
    expect(root.textContent).toContain("Fill in:");
  });

  it("keeps the classes and ids the lesson's own markup uses, and no others", () => {
    const root = rendered(
      [
        'Text[^note] <span class="fixed inset-0 z-50 footnotes" id="root">covering</span> <a id="main" href="#x">skip</a>',
        '<p class="sr-only">for screen readers</p><div class="lesson-drawer" data-state="open">drawer</div>',
        "```js\nlet x = 1;\n```",
        "[^note]: The note.",
      ].join("\n\n"),
    );
    expect(root.querySelector("span")?.className).toBe("footnotes");
    expect(root.querySelector("span")?.hasAttribute("id")).toBe(false);
    expect(root.querySelector("a[href='#x']")?.hasAttribute("id")).toBe(false);
    expect(root.querySelector("#root, #main, .fixed, .inset-0, .lesson-drawer")).toBeNull();
    expect(root.querySelector("p.sr-only")?.textContent).toBe("for screen readers");
    expect(root.querySelector("code")?.className).toBe("language-js");
    // The footnotes' own ids and classes, by which they link and are styled.
    expect(root.querySelector("section.footnotes h2.sr-only#footnote-label")).not.toBeNull();
    expect(root.querySelector("sup a#footnote-ref-note[href='#footnote-note']")).not.toBeNull();
    expect(root.querySelector("li#footnote-note")?.textContent).toContain("The note.");
  });

  it("removes the horizontal rule that closes a lesson, and only that one", () => {
    expect(rendered("Part one\n\n---\n\nPart two\n\n---\n").querySelectorAll("hr")).toHaveLength(1);
    expect(rendered("Part one\n\n***\n\n").querySelector("hr")).toBeNull();
    expect(rendered("Text[^1]\n\n---\n\n[^1]: A note.\n").querySelector("hr")).toBeNull();
  });

  it("keeps the scripts of the target languages intact", () => {
    const text = "यह अच्छा है। ಇದು ಒಳ್ಳೆಯದು. これはいいです。这很好。";
    expect(rendered(text).querySelector("p")?.textContent).toBe(text);
  });
});
