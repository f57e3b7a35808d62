/**
 * Runs before `npm run dev` and `npm run preview`: applies the D1 migrations to the local database
 * and seeds it. Both steps are idempotent, so later runs keep every learner's data.
 */
import { execFileSync } from "node:child_process";
import { localStateDir } from "./local-state";

execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", `--persist-to=${localStateDir()}`], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, CI: "true", WRANGLER_LOG: "error" }, // never prompt, only errors
});
execFileSync("npx", ["tsx", "scripts/seed.ts"], { stdio: "inherit", env: { ...process.env, WRANGLER_LOG: "error" } });
