/**
 * Where local D1/R2/Durable Object data lives. The dev server, the seed script and the journeys
 * share one rule, so `PARLO_STATE_DIR` moves all of them together (the journeys use a fresh one).
 */
import { resolve } from "node:path";

export function localStateDir(): string {
  return resolve(process.env.PARLO_STATE_DIR ?? ".wrangler/state");
}
