/**
 * Starts the app for the journeys exactly as a developer does (`npm run dev`: migrations, seed,
 * Vite + workerd), but on its own port and with its own fresh local data.
 */
import type { TestProject } from "vitest/node";
import { startDevServer } from "../scripts/dev-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startDevServer(5174, "e2e-state");
  project.provide("baseUrl", server.baseUrl);
  return async () => server.stop();
}
