/**
 * Starts the app for the journeys once per lane (e2e/lanes.ts), each on its own port with its own
 * fresh local data: the built app as `npm run preview` serves it (migrations, seed, the build served
 * by workerd), the pages as learners get them, drawn as HTML and taken over by the app (decision 062).
 * E2E_SERVER=dev runs them against `npm run dev` instead, as a developer changing code does.
 */
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { launchChromiumServer } from "../scripts/chromium";
import { startDevServer, startPreviewServer, type DevServer } from "../scripts/dev-server";
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
  const start = (lane: number) => {
    const lanePortNumber = lanePort(port, lane);
    const name = `e2e-state-${lanePortNumber}`;
    return process.env.E2E_SERVER === "dev" ? startDevServer(lanePortNumber, name) : startPreviewServer(lanePortNumber, name, {}, { shareBuildOf: runId });
  };
  const first = await start(1).catch(async (error: unknown) => {
    await chromium.close();
    throw error;
  });
  // The other lanes start once the first has built the app (or, on dev servers, prepared Vite's
  // dependencies, which two at once overwrite); their files wait for them (e2e/browser.ts).
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
