import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import UnoCSS from "unocss/vite";
import { realpathSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig, searchForWorkspaceRoot } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { API_CACHE } from "./contract/constants.ts";
import { offlineReadsPattern } from "./contract/read-urls.ts";
import { appIcons } from "./scripts/app-icons-plugin.ts";
import { courseLanguagesInShell } from "./scripts/course-languages-plugin.ts";
import { refuseBadUrls } from "./scripts/bad-url-plugin.ts";
import { answerLostRequests } from "./scripts/request-lost-plugin.ts";
import { flags } from "./scripts/flags-plugin.ts";
import { fontLoading } from "./scripts/font-loading-plugin.ts";
import { minifiedPageInit } from "./scripts/page-init-plugin.ts";
import { localStateDir } from "./scripts/local-state.ts";
import { PREVIEW_BUILD_DIR, previewBuildStaysLocal } from "./scripts/preview-build-plugin.ts";
import { prerender } from "./scripts/prerender-plugin.ts";
import { previewCompression } from "./scripts/preview-compression-plugin.ts";
import { reactPreambleAsModule } from "./scripts/react-preamble-plugin.ts";
import { routeChunks } from "./scripts/route-chunks-plugin.ts";

/**
 * Local development (`npm run dev`) and the local preview build (`--mode offline`) run the Worker in
 * workerd with local D1/R2/Durable Objects, the offline tutor, and the development entry
 * (worker/dev-index.ts: the dev outbox, the D1 statement counter, the latency model). A plain
 * `vite build` (what `npm run deploy` ships) keeps wrangler.toml's entry and production [vars];
 * `npm run check:worker` fails if anything of the development entry reaches it (decision 045).
 */
// Miniflare would otherwise fetch the `Request.cf` object from Cloudflare at every start.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";


/** OPENAI_* settings from the shell, for AI_PROVIDER=openai (e.g. a local Ollama). */
function openAiVars(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter(([key, value]) => key.startsWith("OPENAI_") && value)) as Record<string, string>;
}

export default defineConfig(({ command, mode, isPreview }) => {
  const local = command === "serve" || mode === "offline";
  // The local preview's build has its own folder, never dist/ (what `npm run deploy` ships).
  const previewBuild = mode === "offline" || isPreview === true;
  return {
    plugins: [
      // First: an address that is not a URL gets 400 before anything else parses it (issue 29).
      refuseBadUrls(),
      // React 19 itself (decision 023).
      react(),
      reactPreambleAsModule(),
      UnoCSS(),
      fontLoading(),
      minifiedPageInit(),
      courseLanguagesInShell(),
      flags(),
      appIcons(),
      // The service worker (Workbox): the app shell precached, lesson and catalogue reads cached
      // network-first so opened lessons work offline. Registered by frontend/lib/service-worker.ts.
      VitePWA({
        strategies: "generateSW",
        filename: "service-worker.js",
        injectRegister: false,
        registerType: "prompt",
        manifest: false,
        devOptions: { enabled: false },
        workbox: {
          globPatterns: ["**/*.{js,css,html,svg,png,woff2,webmanifest}"],
          // The Noto fonts of the lesson scripts are some 440 subsets (about 30 MB, mostly Japanese and
          // Chinese): precached, every install would fetch them all. They are kept as a lesson uses them.
          // The drawn pages are for a first visit from the network; the worker answers every page with the shell.
          globIgnores: ["**/assets/noto-sans-*", "prerendered/**"],
          navigateFallback: "/index.html",
          navigateFallbackDenylist: [/^\/api\//, /^\/ws/, /^\/cdn-cgi\//],
          cleanupOutdatedCaches: true,
          // Workbox would name its maps in the worker's code; the app's own hidden maps are enough.
          sourcemap: false,
          // The first visit is already served by the worker, so it works offline at once.
          clientsClaim: true,
          runtimeCaching: [
            {
              // A script's font subsets, kept once used, so a lesson read offline keeps its letters.
              urlPattern: ({ url }) => /^\/assets\/noto-sans-[^/]*\.woff2$/.test(url.pathname),
              handler: "CacheFirst",
              options: {
                cacheName: "parlo-script-fonts",
                cacheableResponse: { statuses: [200] },
                expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 365 },
              },
            },
            {
              // Reads a learner needs offline. Writes (POST/DELETE) are never cached: Workbox routes GET only.
              urlPattern: offlineReadsPattern(),
              handler: "NetworkFirst",
              options: {
                // Emptied whenever the signed-in account changes (frontend/lib/account-cache.ts).
                cacheName: API_CACHE.name,
                networkTimeoutSeconds: 4,
                cacheableResponse: { statuses: [200] },
                expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30 },
              },
            },
          ],
        },
      }),
      previewCompression(),
      previewBuildStaysLocal(),
      routeChunks(),
      prerender(),
      cloudflare({
        remoteBindings: false,
        persistState: { path: localStateDir() },
        // Off, but for a memory breakdown (bench/soak.ts with SOAK_INSPECTOR_PORT reads the isolates' heaps through it).
        inspectorPort: process.env.PARLO_INSPECTOR_PORT ? Number(process.env.PARLO_INSPECTOR_PORT) : false,
        // `npm run dev` sends public/_headers (CSP, frame protection) as Cloudflare does, read by
        // Cloudflare's own parser, so what is tried locally is what ships (decision 018).
        experimental: { headersAndRedirectsDevModeSupport: true },
        config: local
          ? {
              main: "./worker/dev-index.ts",
              vars: {
                ENVIRONMENT: "development",
                // offline unless a developer points the tutor at a local OpenAI-compatible server.
                AI_PROVIDER: process.env.AI_PROVIDER ?? "offline",
                APP_ORIGIN: process.env.APP_ORIGIN ?? "http://localhost:5173",
                ADMIN_EMAILS: "admin@example.com",
                ...openAiVars(),
              },
            }
          : undefined,
      }),
      // Last: a request the local runtime lost gets the Worker's kind of answer, never a stack (issue 29).
      answerLostRequests(),
    ],
    // A build or preview keeps its own cache, so it never rewrites the dependencies a running dev
    // server is serving (pages open on it then failed with "504 Outdated Optimize Dep").
    cacheDir: command === "build" || previewBuild ? "node_modules/.vite-build" : undefined,
    optimizeDeps: {
      // Every screen's code is scanned for dependencies before the first page is served. Found later
      // (a lazy screen's first import, say), Vite re-bundles them and the pages already open fail to
      // load their next chunk ("504 Outdated Optimize Dep"): a first `npm run dev` broke that way.
      entries: ["index.html", "frontend/**/*.{ts,tsx}", "!frontend/**/*.test.{ts,tsx}", "!frontend/**/*-harness.{ts,tsx}", "!frontend/test-setup.ts", "!frontend/lib/fake-*.ts"],
    },
    resolve: {
      // React Router's package points every bundler at its development build (warnings, checks);
      // a build for learners takes the production one it ships beside it.
      alias: command === "build" ? [{ find: /^react-router$/, replacement: resolve(import.meta.dirname, "node_modules/react-router/dist/production/index.mjs") }] : [],
    },
    server: {
      port: Number(process.env.PORT ?? 5173),
      strictPort: true,
      // A checkout whose node_modules is a link to another folder (a git worktree) serves files from
      // the folder it links to, such as the lesson scripts' fonts; Vite refuses those outside the root.
      fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync(resolve(import.meta.dirname, "node_modules"))] },
      // A build beside a running dev server (the journeys build a preview) is not a source change.
      watch: { ignored: ["**/dist/**", `**/${PREVIEW_BUILD_DIR}/**`, "**/.tmp/**"] },
    },
    preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
    // Hidden: written beside the build, named by no file, and left out of the upload (public/.assetsignore).
    build: {
      sourcemap: "hidden",
      // Never a font as a data: URL (Vite inlines files under 4 KB, such as the script faces' small
      // subsets): the CSP's font-src 'self' blocks them, and the built app drew Chinese in a fallback face.
      assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
      outDir: previewBuild ? PREVIEW_BUILD_DIR : "dist",
      // A screen's code (a lazy route) is not preloaded link by link: on a drawn page each <link
      // rel=modulepreload> the helper inserts cost a phone 5-10 ms, all in the task that starts the
      // app (home's two dozen made it a 250 ms task). The browser fetches a screen's imports as it
      // reads them instead, in tasks of their own (decision 056). The shell's own modules stay listed.
      modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []) },
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // React's renderer and the router in files of their own: a phone compiles each script as it
              // arrives, in a task of its own; one 340 KB script was a 30–40 ms task (decision 064).
              codeSplitting: {
                groups: [
                  { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                  { name: "router", test: /node_modules[\\/]react-router[\\/]/ },
                ],
              },
            },
          },
        },
      },
    },
    define: { __BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
  };
});
