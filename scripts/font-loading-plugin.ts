/**
 * Inter, the app's typeface, in the first paint and without layout shift (decision 041). Its Latin
 * file is preloaded first thing in the head (ahead of the styles and scripts, at high priority), so it
 * is usually there when the page is first drawn; `font-display: fallback` waits for it briefly, and a
 * file that comes later still replaces the fallback (`optional`, used before, left a page whose font
 * was late in the fallback face for good). The fallback, "Inter Fallback" (styles/app.css), is the
 * device's Arial or Liberation Sans sized to Inter's metrics, so the swap moves nothing.
 *
 * The lesson scripts' Noto fonts (frontend/lib/script-fonts.ts) keep only their own script's
 * subsets. Their Latin, Cyrillic, Greek and Vietnamese subsets would otherwise serve the digits and
 * punctuation of a page whose Inter came too late, mixed into the fallback's letters ("Lesson 1:" in
 * two fonts and two weights): Latin text is Inter's, or the fallback's alone.
 */
import type { Plugin } from "vite";

const INTER_CSS = /@fontsource-variable\/inter\/.*\.css$/;
const LATIN_FILE = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;
const SCRIPT_FONT_CSS = /@fontsource\/noto-sans-[a-z-]+\/\d+\.css$/;
const NOT_THE_SCRIPT = /\/\* [\w-]+-(?:latin|latin-ext|cyrillic|cyrillic-ext|greek|greek-ext|vietnamese)-\d+-normal \*\/\s*@font-face\s*\{[^}]*\}\s*/g;

/** A script font's stylesheet without the subsets of other scripts. */
export function onlyTheScript(css: string): string {
  return css.replace(NOT_THE_SCRIPT, "");
}

export function fontLoading(): Plugin {
  return {
    name: "parlo:font-loading",
    enforce: "pre",
    transform(code, id) {
      if (INTER_CSS.test(id)) return { code: code.replace(/font-display:\s*swap/g, "font-display: fallback"), map: null };
      if (SCRIPT_FONT_CSS.test(id)) return { code: onlyTheScript(code), map: null };
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => LATIN_FILE.test(file));
        if (!font) return [];
        return [{ tag: "link", attrs: { rel: "preload", as: "font", type: "font/woff2", crossorigin: "", fetchpriority: "high", href: `/${font}` }, injectTo: "head-prepend" }];
      },
    },
  };
}
