/**
 * Draws the pages whose first screen is HTML (decision 023, contract/prerendered-pages.ts): after the
 * client build, each page of the app is rendered with React's server renderer
 * (frontend/prerender.tsx) into a copy of the built index.html, and emitted under /prerendered/. The
 * Worker answers them at their addresses; index.html stays the empty shell every other address gets.
 */
import react from "@vitejs/plugin-react";
import UnoCSS from "unocss/vite";
import { createServer, type Plugin } from "vite";
import { BUILT_PAGES, DRAWN, takeLeadingTitle, type PageRenderer, type PrerenderedPage } from "../contract/prerendered-pages.ts";

const EMPTY_ROOT = '<div id="root"></div>';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const SHELL_TITLE = /<title>[^<]*<\/title>/;

/**
 * The shell with `markup` in its root element, marked with the address and the visitor it was drawn
 * for. On a drawn page the app's code only takes over what is already on screen, so it is not asked
 * for until the page has painted: its modules are named in `<meta name="app-modules">` (the entry
 * first) and public/page-init.js loads them once the first contentful paint is on screen (decision
 * 047). The style sheet, the font and the page's reads have the link to themselves until then. The
 * screen's own title replaces the shell's, so the tab names the page before the app runs
 * (contract/page-titles.ts).
 */
export function drawnPage(shell: string, page: PrerenderedPage, markup: string): string {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`prerender: the shell has no ${EMPTY_ROOT}`);
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error("prerender: the shell has no module script");
  const modules = [entry, ...[...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]!)];
  const { title, body } = takeLeadingTitle(markup);
  const root = `<div id="root" ${DRAWN.path}="${page.path}" ${DRAWN.drawnFor}="${page.drawnFor}">${body}</div>`;
  return shell
    .replace(SHELL_TITLE, (shellTitle) => title ?? shellTitle)
    .replace(ENTRY_SCRIPT, () => `<meta name="app-modules" content="${modules.join(" ")}">\n    `)
    .replace(MODULE_PRELOAD, "")
    .replace(EMPTY_ROOT, () => root);
}

export function prerender(): Plugin {
  return {
    name: "parlo:prerender",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      // After Vite has written the shell's script and style tags into index.html.
      order: "post",
      async handler(_options, bundle) {
        const shell = bundle["index.html"];
        if (shell?.type !== "asset") return this.error("prerender: the build has no index.html");
        const { config } = this.environment;
        // A server of its own, for loading the app's modules in Node as the app's build resolves them
        // (the screens are loaded lazily, so it stays open until every page is drawn). UnoCSS, for
        // its class transforms: `md:(a b)` must reach the HTML as the build's bundle writes it.
        const server = await createServer({
          root: config.root,
          configFile: false,
          logLevel: "warn",
          appType: "custom",
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, entries: [] },
          // Its own cache: Vite's default would rewrite the one a running dev server serves from.
          cacheDir: `${config.cacheDir}/prerender`,
          plugins: [react(), UnoCSS()],
          define: config.define,
        });
        try {
          // frontend/prerender.tsx, loaded through Vite (it is the app's code: TSX, its imports resolved as the app's).
          const { renderPage } = (await server.ssrLoadModule("/frontend/prerender.tsx")) as PageRenderer;
          for (const page of BUILT_PAGES) {
            const markup = await renderPage(page);
            this.emitFile({ type: "asset", fileName: `${page.asset.slice(1)}.html`, source: drawnPage(String(shell.source), page, markup) });
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
