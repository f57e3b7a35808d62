/**
 * `npm run dev` sends the CSP of public/_headers, which allows no inline script, but
 * @vitejs/plugin-react writes its fast-refresh preamble into index.html as one: refused, and then
 * every component module stops with "can't detect preamble". The plugin also serves the same code
 * as a module (`@vitejs/plugin-react/preamble`), so the page names that module instead, in the same
 * place: module scripts run in document order, so it still runs before the app's entry.
 */
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";

const INLINE_PREAMBLE = `<script type="module">${react.preambleCode.replace("__BASE__", "/")}</script>`;
export const PREAMBLE_MODULE = '<script type="module" src="/@id/@vitejs/plugin-react/preamble"></script>';

export function reactPreambleAsModule(): Plugin {
  return {
    name: "parlo:react-preamble-as-module",
    apply: "serve",
    transformIndexHtml: { order: "post", handler: (html) => html.replace(INLINE_PREAMBLE, PREAMBLE_MODULE) },
  };
}
