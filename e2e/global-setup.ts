/**
 * Starts the app for the journeys exactly as a developer does (`npm run dev`: migrations, seed,
 * Vite + workerd), but on its own port and with its own fresh local data.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";

const PORT = 5174;
const BASE_URL = `http://localhost:${PORT}`;
const STATE_DIR = resolve(".tmp/e2e-state");

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

async function waitForApp(server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the dev server exited early:\n${output()}`);
    try {
      const response = await fetch(`${BASE_URL}/api/health`);
      if (response.ok) {
        // Ask for the app page once so Vite finishes optimising dependencies before any journey.
        await fetch(`${BASE_URL}/`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`the dev server did not answer within 150 s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  rmSync(STATE_DIR, { recursive: true, force: true });
  let log = "";
  const server = spawn("npm", ["run", "dev"], {
    env: { ...process.env, PARLO_STATE_DIR: STATE_DIR, PORT: String(PORT), APP_ORIGIN: BASE_URL, BROWSER: "none" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  server.stdout!.on("data", (chunk) => (log += chunk));
  server.stderr!.on("data", (chunk) => (log += chunk));
  await waitForApp(server, () => log);
  project.provide("baseUrl", BASE_URL);

  return async () => {
    if (server.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
}
