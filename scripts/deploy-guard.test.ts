/**
 * What `wrangler deploy` would upload is never a development build: `npm run deploy` refuses one,
 * and after `npm run preview` has started, wrangler no longer points at the preview's build.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ConfigEnv, UserConfig } from "vite";
import { PREVIEW_BUILD_DIR, previewBuildStaysLocal, redirectDeployToProductionBuild } from "./preview-build-plugin";

const GUARD = resolve("scripts/deploy-guard.ts");
const TSX = resolve("node_modules/tsx/dist/cli.mjs");

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A project as a build leaves it: wrangler.toml, the built configuration, and the redirect to it. */
function project(builds: Record<string, "production" | "development">, redirectTo?: string) {
  root = mkdtempSync(join(tmpdir(), "parlo-deploy-"));
  write("wrangler.toml", 'name = "parlo"\nmain = "./worker/index.ts"\ncompatibility_date = "2026-10-01"\n[vars]\nENVIRONMENT = "production"\n');
  for (const [dir, environment] of Object.entries(builds)) {
    write(`${dir}/parlo/index.js`, "export default {};");
    write(
      `${dir}/parlo/wrangler.json`,
      JSON.stringify({ name: "parlo", main: "index.js", compatibility_date: "2026-10-01", vars: { ENVIRONMENT: environment, AI_PROVIDER: "offline" } }),
    );
  }
  if (redirectTo) write(".wrangler/deploy/config.json", JSON.stringify({ configPath: `../../${redirectTo}/parlo/wrangler.json`, auxiliaryWorkers: [] }));
}

function guard() {
  const run = spawnSync(process.execPath, [TSX, GUARD], { cwd: root, encoding: "utf8", env: { ...process.env, WRANGLER_LOG: "error" } });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("the deploy guard", () => {
  // Each run starts wrangler to read the configuration as `wrangler deploy` will: a few seconds.
  it("refuses a development build", { timeout: 60_000 }, () => {
    project({ [PREVIEW_BUILD_DIR]: "development" }, PREVIEW_BUILD_DIR);
    const { status, output } = guard();
    expect(status).toBe(1);
    expect(output).toContain("Refusing to deploy");
    expect(output).toContain("ENVIRONMENT=development");
  });

  it("lets a production build through", { timeout: 60_000 }, () => {
    project({ dist: "production" }, "dist");
    expect(guard()).toMatchObject({ status: 0 });
  });

  it("runs in npm run deploy after the build and before anything is sent to Cloudflare", () => {
    const deploy = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.deploy!;
    const at = (step: string) => deploy.indexOf(step);
    expect(at("tsx scripts/deploy-guard.ts")).toBeGreaterThan(at("vite build"));
    for (const remote of ["--remote", "wrangler deploy"]) expect(at("tsx scripts/deploy-guard.ts")).toBeLessThan(at(remote));
  });
});

describe("once the preview server has started", () => {
  const redirect = () => join(root, ".wrangler/deploy/config.json");

  it("wrangler is pointed back at the production build", () => {
    project({ dist: "production", [PREVIEW_BUILD_DIR]: "development" }, PREVIEW_BUILD_DIR);
    redirectDeployToProductionBuild(root);
    // The shape the guard's own test above shows wrangler follows to a production build.
    expect(JSON.parse(readFileSync(redirect(), "utf8"))).toEqual({ configPath: "../../dist/parlo/wrangler.json", auxiliaryWorkers: [] });
  });

  it("wrangler falls back to wrangler.toml's production settings when there is no production build", () => {
    project({ [PREVIEW_BUILD_DIR]: "development" }, PREVIEW_BUILD_DIR);
    redirectDeployToProductionBuild(root);
    expect(existsSync(redirect())).toBe(false);
  });
});

describe("a preview server started on a build made earlier", () => {
  const startPreview = (env: Partial<ConfigEnv>) =>
    (previewBuildStaysLocal().config as (config: UserConfig, env: ConfigEnv) => void)({ root }, { command: "serve", mode: "offline", isPreview: true, ...env });
  const redirected = () => JSON.parse(readFileSync(join(root, ".wrangler/deploy/config.json"), "utf8")) as { configPath: string };

  it("serves the preview build, not the production settings an earlier preview server pointed wrangler back at", () => {
    project({ dist: "production", [PREVIEW_BUILD_DIR]: "development" }, "dist");
    startPreview({});
    expect(redirected().configPath).toBe(`../../${PREVIEW_BUILD_DIR}/parlo/wrangler.json`);
  });

  it("leaves wrangler where it points for anything but the offline preview", () => {
    project({ dist: "production", [PREVIEW_BUILD_DIR]: "development" }, "dist");
    startPreview({ mode: "production" });
    startPreview({ isPreview: false, command: "build" });
    expect(redirected().configPath).toBe("../../dist/parlo/wrangler.json");
  });
});
