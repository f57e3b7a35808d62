/**
 * How many randomized trials a test runs: a share of its full count in `npm test`, all of them in
 * `npm run fuzz` (RANDOMIZED_TRIALS=full, vitest.config.ts). The trials are seeded, so the share is
 * the first trials of the full run, and a test whose claim is "in every trial" makes it for each.
 */
import { env } from "cloudflare:test";

export function trialCount(counts: { inNpmTest: number; full: number }): number {
  return (env as unknown as { RANDOMIZED_TRIALS?: string }).RANDOMIZED_TRIALS === "full" ? counts.full : counts.inNpmTest;
}
