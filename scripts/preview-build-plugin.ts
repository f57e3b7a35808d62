/**
 * `npm run preview` is a development build (development settings, the offline tutor, the demo
 * admin, the dev outbox) and must never be what a plain `wrangler deploy` uploads. It is built into
 * its own folder, but the Cloudflare plugin also points wrangler at every build it makes (the
 * redirect file .wrangler/deploy/config.json). The preview server reads that redirect once, when it
 * starts; then this plugin points it back at the production build in dist/, or removes it when
 * there is none, so wrangler finds either a production build or wrangler.toml's production settings.
 * A preview server started on a build made earlier (the journeys share one) is first pointed at the
 * preview build, or it would serve wrangler.toml's production settings.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Plugin } from "vite";

export const PREVIEW_BUILD_DIR = "dist-preview";
const PRODUCTION_BUILD_CONFIG = "dist/parlo/wrangler.json";
const PREVIEW_BUILD_CONFIG = `${PREVIEW_BUILD_DIR}/parlo/wrangler.json`;
const DEPLOY_REDIRECT = ".wrangler/deploy/config.json";

/** Points wrangler's deploy redirect in `root` at the build whose configuration is `config`. */
function redirectDeployTo(root: string, config: string): void {
  const redirect = join(root, DEPLOY_REDIRECT);
  mkdirSync(join(root, ".wrangler/deploy"), { recursive: true });
  // The redirect file's own shape, as the Cloudflare plugin writes it.
  writeFileSync(redirect, JSON.stringify({ configPath: relative(join(root, ".wrangler/deploy"), join(root, config)), auxiliaryWorkers: [] }));
}

/** Points wrangler's deploy redirect in `root` at the production build, or removes it. */
export function redirectDeployToProductionBuild(root: string): void {
  if (!existsSync(join(root, PRODUCTION_BUILD_CONFIG))) return rmSync(join(root, DEPLOY_REDIRECT), { force: true });
  redirectDeployTo(root, PRODUCTION_BUILD_CONFIG);
}

export function previewBuildStaysLocal(): Plugin {
  return {
    name: "parlo:preview-build-stays-local",
    // Before the Cloudflare plugin's config hook reads the redirect (this plugin is listed first).
    config(config, env) {
      const root = config.root ?? process.cwd();
      if (env.isPreview && env.mode === "offline" && existsSync(join(root, PREVIEW_BUILD_CONFIG))) redirectDeployTo(root, PREVIEW_BUILD_CONFIG);
    },
    // By now the Cloudflare plugin has read the preview build's configuration (in its config hook).
    configurePreviewServer(server) {
      redirectDeployToProductionBuild(server.config.root);
    },
  };
}
