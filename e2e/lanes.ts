/**
 * The journeys run in lanes (decision 061): each lane has its own dev server with its own data, the
 * files of one lane run one after another as all of them once did, and the lanes run side by side.
 * Journeys of different lanes share nothing (accounts, lessons, the outbox), so none of them had to
 * learn to share. The journeys wait much of their time (pages, servers, network idle): on two cores two
 * lanes took the journeys from ≈ 930 s to ≈ 760 s.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** E2E_LANES sets how many; one against a server already running (E2E_BASE_URL), which has one set of data. */
export function journeyLanes(): number {
  if (process.env.E2E_BASE_URL) return 1;
  return Math.max(1, Number(process.env.E2E_LANES ?? 2));
}

/** The dev server's port of lane `lane` (1, 2, …): E2E_PORT for the first, 10 apart after it. */
export function lanePort(port: number, lane: number): number {
  return port + 10 * (lane - 1);
}

let claimed: number | undefined;

/**
 * This file's lane, claimed once per file (each runs in a process of its own) with a lock directory
 * per lane for this run: the first free one, or one whose holder has exited. Vitest's worker numbers
 * (VITEST_POOL_ID) looked like lanes but are not: two journeys side by side once got the same lane,
 * and the second's preview server, its port taken, answered with the first's.
 */
export function currentLane(runId: string): number {
  if (claimed) return claimed;
  const locks = resolve(".tmp", `e2e-lanes-${runId}`);
  mkdirSync(locks, { recursive: true });
  const deadline = Date.now() + LANE_WAIT_MS;
  while (Date.now() < deadline) {
    for (let lane = 1; lane <= journeyLanes(); lane++) {
      const lock = join(locks, String(lane));
      try {
        mkdirSync(lock);
      } catch {
        if (!holderExited(lock)) continue;
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      writeFileSync(join(lock, "pid"), String(process.pid));
      process.once("exit", () => rmSync(lock, { recursive: true, force: true }));
      return (claimed = lane);
    }
    // The file before in this lane may still be exiting: wait a moment, without a promise (callers are synchronous).
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
  throw new Error(`no journey lane came free within ${LANE_WAIT_MS / 1000} s (locks in ${locks})`);
}

const LANE_WAIT_MS = 120_000;

function holderExited(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, "pid"), "utf8"));
  } catch {
    return false; // between its lock and its pid: alive
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
