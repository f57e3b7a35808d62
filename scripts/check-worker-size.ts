/**
 * npm run check:worker — builds the app as `npm run deploy` would, runs the deploy guard on it, asks
 * wrangler for the upload it would make (`wrangler deploy --dry-run`, no account needed) and fails
 * when the Worker bundle is over Cloudflare's 3 MiB gzipped limit for the free plan, when it holds
 * anything of the development entry (the latency model, the D1 statement counter, the dev outbox:
 * scripts/production-bundle.ts, decision 045), or when the public assets would give the source maps away.
 * `npm test` runs it.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { developmentInBundle } from "./production-bundle";
import { exposedSourceMaps } from "./public-source-maps";

const LIMIT_BYTES = 3 * 1024 * 1024;
const OUT = ".tmp/dry-run";

const quiet: import("node:child_process").ExecFileSyncOptions = { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CI: "true", WRANGLER_LOG: "error" } };
rmSync(OUT, { recursive: true, force: true });
execFileSync("npx", ["vite", "build", "--logLevel", "error"], quiet);
execFileSync("npx", ["tsx", "scripts/deploy-guard.ts"], quiet);
// The build names itself, as in `npm run deploy`: no build leaves wrangler a redirect to follow.
execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--config", "dist/parlo/wrangler.json", `--outdir=${OUT}`], quiet);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const modules = files(OUT).filter((file) => /\.(js|mjs|wasm)$/.test(file));
const raw = modules.reduce((sum, file) => sum + statSync(file).size, 0);
const gzipped = modules.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`worker bundle: ${kib(raw)} raw, ${kib(gzipped)} gzipped (limit ${kib(LIMIT_BYTES)})`);
if (gzipped > LIMIT_BYTES) {
  console.error("The Worker bundle is over 3 MiB gzipped: Cloudflare would refuse it.");
  process.exit(1);
}
const development = developmentInBundle(modules.filter((file) => !file.endsWith(".wasm")));
if (development.length) {
  console.error(`The production Worker bundle holds development code (it belongs in worker/dev-app.ts only):\n  ${development.join("\n  ")}`);
  process.exit(1);
}
const exposed = exposedSourceMaps("dist/client");
if (exposed.length) {
  console.error(`Source maps would be public: ${exposed.slice(0, 5).join(", ")}${exposed.length > 5 ? ", …" : ""}`);
  process.exit(1);
}
