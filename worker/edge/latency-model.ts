/**
 * The latency model (decision 025): what each kind of round trip costs a learner in a region when the
 * D1 primary is in Frankfurt. Locally every round trip is free, so without a model nothing shows
 * what a learner far from the primary pays. The figures are round-trip times from the colo that
 * runs the Worker: a D1 replica and the Cache API are in or near that colo, R2 and Workers AI a
 * short hop away, a Durable Object is created near the learner who first used it.
 */
export interface Region {
  label: string;
  replicaMs: number;
  primaryMs: number;
  r2Ms: number;
  doMs: number;
  aiMs: number;
  cacheMs: number;
}

export const REGIONS = {
  sydney: { label: "Sydney", replicaMs: 5, primaryMs: 250, r2Ms: 40, doMs: 10, aiMs: 30, cacheMs: 2 },
  "sao-paulo": { label: "São Paulo", replicaMs: 5, primaryMs: 200, r2Ms: 40, doMs: 10, aiMs: 30, cacheMs: 2 },
  frankfurt: { label: "Frankfurt", replicaMs: 5, primaryMs: 5, r2Ms: 10, doMs: 10, aiMs: 30, cacheMs: 2 },
} as const satisfies Record<string, Region>;

export type RegionName = keyof typeof REGIONS;

export const isRegionName = (name: string | undefined): name is RegionName => name !== undefined && Object.hasOwn(REGIONS, name);

export type TripKind = "primary" | "replica" | "r2" | "do" | "ai" | "cache";

/** What one request cost in the model: round trips by kind, and their time added one after another. */
export class Tally {
  modelledMs = 0;
  readonly trips: Record<TripKind, number> = { primary: 0, replica: 0, r2: 0, do: 0, ai: 0, cache: 0 };

  constructor(readonly region: Region) {}

  add(kind: TripKind, ms = this.costOf(kind)): void {
    this.trips[kind]++;
    this.modelledMs += ms;
  }

  costOf(kind: TripKind): number {
    const { replicaMs, primaryMs, r2Ms, doMs, aiMs, cacheMs } = this.region;
    return { primary: primaryMs, replica: replicaMs, r2: r2Ms, do: doMs, ai: aiMs, cache: cacheMs }[kind];
  }
}
