/**
 * Starts the app for the journeys exactly as a developer does (`npm run dev`: migrations, seed,
 * Vite + workerd), once per lane (e2e/lanes.ts), each on its own port with its own fresh local data.
 */
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { launchChromiumServer } from "../scripts/chromium";
import { startDevServer, type DevServer } from "../scripts/dev-server";
import { journeyLanes, lanePort } from "./lanes";

declare module "vitest" {
  export interface ProvidedContext {
    /** Each lane's server, lane 1 first (e2e/browser.ts picks the file's own). */
    baseUrls: string[];
    /** Names this run, so its preview journeys build the app once between them (scripts/dev-server.ts). */
    runId: string;
    /** The one Chromium of this run, which every journey file connects to (e2e/browser.ts). */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const runId = `${process.pid}-${Date.now()}`;
  project.provide("runId", runId);
  // This run's lane locks and preview build marks (e2e/lanes.ts, scripts/dev-server.ts) go with it.
  const forgetRun = () => {
    for (const name of [`e2e-lanes-${runId}`, `preview-build-${runId}`, `preview-build-${runId}.building`, `preview-build-${runId}.failed`]) rmSync(resolve(".tmp", name), { recursive: true, force: true });
  };
  const chromium = await launchChromiumServer();
  project.provide("chromiumEndpoint", chromium.wsEndpoint());
  // E2E_BASE_URL runs the journeys against a server already running (a preview build, say).
  if (process.env.E2E_BASE_URL) {
    project.provide("baseUrls", [process.env.E2E_BASE_URL]);
    return async () => {
      await chromium.close();
      forgetRun();
    };
  }
  // E2E_PORT lets two people (or two checkouts) run the journeys side by side.
  const port = Number(process.env.E2E_PORT ?? 5174);
  const start = (lane: number) => startDevServer(lanePort(port, lane), `e2e-state-${lanePort(port, lane)}`);
  const first = await start(1).catch(async (error: unknown) => {
    await chromium.close();
    throw error;
  });
  // The other lanes start once the first has prepared Vite's dependencies (two servers preparing them
  // at once overwrite each other's); their files wait for them (e2e/browser.ts) while lane 1 runs.
  const others: Promise<DevServer | undefined>[] = [];
  for (let lane = 2; lane <= journeyLanes(); lane++) {
    others.push(
      start(lane).catch((error: unknown) => {
        console.error(`The journeys' server of lane ${lane} did not start:`, error);
        return undefined;
      }),
    );
  }
  project.provide("baseUrls", Array.from({ length: journeyLanes() }, (_, index) => `http://localhost:${lanePort(port, index + 1)}`));
  return async () => {
    const servers = [first, ...(await Promise.all(others))];
    await Promise.all([...servers.map((server) => server?.stop()), chromium.close()]);
    forgetRun();
  };
}
