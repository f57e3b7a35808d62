/**
 * Inter, the app's typeface, without layout shift. Pages are drawn from HTML now (decision 023), so
 * text is on screen before the font file arrives; swapped in late, Inter re-flows that text and
 * moves everything below it. So Inter is used only when it is there for the first paint
 * (`font-display: optional`; otherwise the fallback stays for that page and the cached file serves
 * the next one), and its Latin file is preloaded with the page so that it usually is.
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
      if (INTER_CSS.test(id)) return { code: code.replace(/font-display:\s*swap/g, "font-display: optional"), map: null };
      if (SCRIPT_FONT_CSS.test(id)) return { code: onlyTheScript(code), map: null };
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => LATIN_FILE.test(file));
        if (!font) return [];
        return [{ tag: "link", attrs: { rel: "preload", as: "font", type: "font/woff2", crossorigin: "", href: `/${font}` }, injectTo: "head" }];
      },
    },
  };
}
