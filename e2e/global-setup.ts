/**
 * Starts the app for the journeys exactly as a developer does (`npm run dev`: migrations, seed,
 * Vite + workerd), but on its own port and with its own fresh local data.
 */
import type { TestProject } from "vitest/node";
import { launchChromiumServer } from "../scripts/chromium";
import { startDevServer } from "../scripts/dev-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** Names this run, so its preview journeys build the app once between them (scripts/dev-server.ts). */
    runId: string;
    /** The one Chromium of this run, which every journey file connects to (e2e/browser.ts). */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  project.provide("runId", `${process.pid}-${Date.now()}`);
  const chromium = await launchChromiumServer();
  project.provide("chromiumEndpoint", chromium.wsEndpoint());
  // E2E_BASE_URL runs the journeys against a server already running (a preview build, say).
  if (process.env.E2E_BASE_URL) {
    project.provide("baseUrl", process.env.E2E_BASE_URL);
    return async () => chromium.close();
  }
  // E2E_PORT lets two people (or two checkouts) run the journeys side by side.
  const port = Number(process.env.E2E_PORT ?? 5174);
  const server = await startDevServer(port, `e2e-state-${port}`).catch(async (error: unknown) => {
    await chromium.close();
    throw error;
  });
  project.provide("baseUrl", server.baseUrl);
  return async () => Promise.all([server.stop(), chromium.close()]);
}
