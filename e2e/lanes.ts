/**
 * The journeys run in lanes (decision 061): each lane has its own dev server with its own data, the
 * files of one lane run one after another as all of them once did, and the lanes run side by side.
 * Journeys of different lanes share nothing (accounts, lessons, the outbox), so none of them had to
 * learn to share; on two cores two lanes take about half the time of one, as the journeys mostly wait.
 */

/** E2E_LANES sets how many; one against a server already running (E2E_BASE_URL), which has one set of data. */
export function journeyLanes(): number {
  if (process.env.E2E_BASE_URL) return 1;
  return Math.max(1, Number(process.env.E2E_LANES ?? 2));
}

/** The dev server's port of lane `lane` (1, 2, …): E2E_PORT for the first, 10 apart after it. */
export function lanePort(port: number, lane: number): number {
  return port + 10 * (lane - 1);
}

/** This file's lane: vitest numbers the workers running side by side from 1 (VITEST_POOL_ID). */
export function currentLane(): number {
  const lane = Number(process.env.VITEST_POOL_ID ?? 1);
  return ((lane - 1) % journeyLanes()) + 1;
}
