/**
 * What `wrangler deploy` would upload is never a development build: `npm run deploy` refuses one,
 * and no build or preview server leaves wrangler a redirect to follow, so a plain `wrangler deploy`
 * refuses too (issue 29).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PREVIEW_BUILD_DIR, previewBuildStaysLocal } from "./preview-build-plugin";

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
    project({ dist: "development" });
    const { status, output } = guard();
    expect(status).toBe(1);
    expect(output).toContain("Refusing to deploy");
    expect(output).toContain("ENVIRONMENT=development");
  });

  it("refuses when there is no production build, whatever a redirect names", { timeout: 60_000 }, () => {
    project({ [PREVIEW_BUILD_DIR]: "development" }, PREVIEW_BUILD_DIR);
    const { status, output } = guard();
    expect(status).toBe(1);
    expect(output).toContain("no production build");
  });

  it("lets a production build through", { timeout: 60_000 }, () => {
    project({ dist: "production" });
    expect(guard()).toMatchObject({ status: 0 });
  });

  it("runs in npm run deploy after the build and before anything is sent to Cloudflare, which deploys the build it checked", () => {
    const deploy = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.deploy!;
    const at = (step: string) => deploy.indexOf(step);
    expect(at("tsx scripts/deploy-guard.ts")).toBeGreaterThan(at("vite build"));
    for (const remote of ["--remote", "wrangler deploy"]) expect(at("tsx scripts/deploy-guard.ts")).toBeLessThan(at(remote));
    expect(deploy).toContain("wrangler deploy --config dist/parlo/wrangler.json");
  });
});

describe("the deploy redirect (issue 29)", () => {
  const redirect = () => join(root, ".wrangler/deploy/config.json");
  const plugin = () => previewBuildStaysLocal();
  const hook = (name: "config" | "configurePreviewServer", p: ReturnType<typeof plugin>) => p[name] as (...args: unknown[]) => void;
  const writeBundle = (p: ReturnType<typeof plugin>) => (p.writeBundle as { handler: () => void }).handler();
  /** What the Cloudflare plugin does at the end of a build: points wrangler at that build. */
  const cloudflareWritesRedirectTo = (dir: string) =>
    write(".wrangler/deploy/config.json", JSON.stringify({ configPath: `../../${dir}/parlo/wrangler.json`, auxiliaryWorkers: [] }));

  it.each([
    ["the preview build", "offline", PREVIEW_BUILD_DIR],
    ["a production build", "production", "dist"],
  ])("is left as it was by %s: none", (_case, mode, dir) => {
    project({});
    const build = plugin();
    hook("config", build)({ root }, { command: "build", mode, isPreview: false });
    cloudflareWritesRedirectTo(dir);
    writeBundle(build);
    expect(existsSync(redirect())).toBe(false);
  });

  it("points the preview server at the preview build while it reads its configuration, then is put back", () => {
    project({ dist: "production", [PREVIEW_BUILD_DIR]: "development" });
    const preview = plugin();
    hook("config", preview)({ root }, { command: "serve", mode: "offline", isPreview: true });
    expect(JSON.parse(readFileSync(redirect(), "utf8"))).toMatchObject({ configPath: `../../${PREVIEW_BUILD_DIR}/parlo/wrangler.json` });
    hook("configurePreviewServer", preview)({});
    expect(existsSync(redirect())).toBe(false);
  });

  it("makes a plain wrangler deploy of the repository refuse", { timeout: 60_000 }, () => {
    project({});
    writeFileSync(join(root, "wrangler.toml"), readFileSync("wrangler.toml", "utf8"));
    write("worker/index.ts", "export default {};");
    const run = spawnSync(process.execPath, [resolve("node_modules/wrangler/bin/wrangler.js"), "deploy", "--dry-run"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, WRANGLER_LOG: "error", CI: "true" },
    });
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toMatch(/assets.*directory/);
  });
});
