import { describe, expect, it } from "vitest";
import { PRERENDERED_PAGES } from "../contract/prerendered-pages";
import { drawnPage } from "./prerender-plugin";

// The shell as Vite writes it after a build (index.html with its tags), shortened.
const SHELL = `<!doctype html><html><head>
<title>Parlo: Learn Languages The Smart Way</title>
<script src="/page-init.js"></script>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-abc.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
</head><body><div id="root"></div></body></html>`;

const about = PRERENDERED_PAGES.find((page) => page.path === "/about")!;

describe("a drawn page", () => {
  it("puts the markup in the root, marked with the address and the visitor it was drawn for", () => {
    const html = drawnPage(SHELL, about, "<main><h1>About $& Parlo</h1></main>");
    expect(html).toContain('<div id="root" data-drawn-path="/about" data-drawn-for="visitor"><main><h1>About $& Parlo</h1></main></div>');
  });

  it("names the app's modules instead of loading them, for public/page-init.js to load after the first paint", () => {
    const html = drawnPage(SHELL, about, "<main></main>");
    expect(html).toContain('<meta name="app-modules" content="/assets/index-abc.js /assets/jsx-runtime-abc.js">');
    expect(html).not.toContain("<script type=\"module\"");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain('<script src="/page-init.js"></script>');
  });

  it("gives the page its own title in the head, where React's server renderer put it ahead of the markup", () => {
    const html = drawnPage(SHELL, about, "<title>About · Parlo</title><main><h1>About</h1></main>");
    expect(html).toContain("<head>\n<title>About · Parlo</title>");
    expect(html).not.toContain("Learn Languages The Smart Way");
    expect(html).toContain('data-drawn-for="visitor"><main><h1>About</h1></main></div>');
  });

  it("finds the title behind the preloads React hoists ahead of it (the header's logo), and leaves those in the root", () => {
    const html = drawnPage(SHELL, about, '<link rel="preload" as="image" href="/favicon.svg"/><title>About · Parlo</title><main><h1>About</h1></main>');
    expect(html).toContain("<head>\n<title>About · Parlo</title>");
    expect(html).not.toContain("Learn Languages The Smart Way");
    expect(html).toContain('data-drawn-for="visitor"><link rel="preload" as="image" href="/favicon.svg"/><main><h1>About</h1></main></div>');
  });

  it("refuses a shell without the empty root", () => {
    expect(() => drawnPage(SHELL.replace('<div id="root"></div>', ""), about, "")).toThrow(/no <div id="root"><\/div>/);
  });
});
