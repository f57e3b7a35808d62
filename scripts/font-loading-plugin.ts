/**
 * Inter, the app's typeface, without layout shift. Pages are drawn from HTML now (decision 023), so
 * text is on screen before the font file arrives; swapped in late, Inter re-flows that text and
 * moves everything below it. So Inter is used only when it is there for the first paint
 * (`font-display: optional`; otherwise the fallback stays for that page and the cached file serves
 * the next one), and its Latin file is preloaded with the page so that it usually is.
 */
import type { Plugin } from "vite";

const INTER_CSS = /@fontsource-variable\/inter\/.*\.css$/;
const LATIN_FILE = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

export function fontLoading(): Plugin {
  return {
    name: "parlo:font-loading",
    enforce: "pre",
    transform(code, id) {
      if (INTER_CSS.test(id)) return { code: code.replace(/font-display:\s*swap/g, "font-display: optional"), map: null };
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
