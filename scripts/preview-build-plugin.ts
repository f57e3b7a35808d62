/**
 * No build leaves wrangler a redirect to follow (issue 29, decision 018). The Cloudflare plugin points
 * `.wrangler/deploy/config.json` at every build it makes, so a plain `wrangler deploy` shipped the
 * last one, a preview build with development settings included. Here every build puts the redirect
 * back as it found it (normally: none) as soon as the plugin has written it, so a plain
 * `wrangler deploy` reads wrangler.toml and refuses (its assets name no directory); `npm run deploy`
 * names the production build itself (`--config dist/parlo/wrangler.json`) after the deploy guard.
 * The preview server needs the redirect to find its build: it is pointed at the preview build while
 * the server reads its configuration, then put back.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Plugin } from "vite";

export const PREVIEW_BUILD_DIR = "dist-preview";
export const PRODUCTION_BUILD_CONFIG = "dist/parlo/wrangler.json";
const PREVIEW_BUILD_CONFIG = `${PREVIEW_BUILD_DIR}/parlo/wrangler.json`;
const DEPLOY_REDIRECT = ".wrangler/deploy/config.json";

/** The redirect file's text in `root`, or null when there is none. */
export function readDeployRedirect(root: string): string | null {
  const redirect = join(root, DEPLOY_REDIRECT);
  return existsSync(redirect) ? readFileSync(redirect, "utf8") : null;
}

/** Puts the redirect back to `text` (null: removes it). */
export function restoreDeployRedirect(root: string, text: string | null): void {
  const redirect = join(root, DEPLOY_REDIRECT);
  if (text === null) return rmSync(redirect, { force: true });
  mkdirSync(join(root, ".wrangler/deploy"), { recursive: true });
  writeFileSync(redirect, text);
}

/** Points wrangler's deploy redirect in `root` at the build whose configuration is `config`. */
function redirectDeployTo(root: string, config: string): void {
  // The redirect file's own shape, as the Cloudflare plugin writes it.
  const text = JSON.stringify({ configPath: relative(join(root, ".wrangler/deploy"), join(root, config)), auxiliaryWorkers: [] });
  restoreDeployRedirect(root, text);
}

export function previewBuildStaysLocal(): Plugin {
  let root = process.cwd();
  /** The redirect as it was before this build or preview server touched it. */
  let before: string | null | undefined;
  return {
    name: "parlo:preview-build-stays-local",
    // Before the Cloudflare plugin's config hook reads the redirect (this plugin is listed first).
    config(config, env) {
      root = config.root ?? process.cwd();
      if (env.command === "build" || env.isPreview) before = readDeployRedirect(root);
      if (env.isPreview && env.mode === "offline" && existsSync(join(root, PREVIEW_BUILD_CONFIG))) redirectDeployTo(root, PREVIEW_BUILD_CONFIG);
    },
    // After the Cloudflare plugin's own writeBundle, which writes the redirect.
    writeBundle: {
      order: "post",
      sequential: true,
      handler() {
        if (before !== undefined) restoreDeployRedirect(root, before);
      },
    },
    // By now the Cloudflare plugin has read the preview build's configuration (in its config hook).
    configurePreviewServer() {
      if (before !== undefined) restoreDeployRedirect(root, before);
    },
  };
}
