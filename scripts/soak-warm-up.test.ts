/**
 * The local runtime's warm-up (bench/soak/runtime-heaps.ts, decision 033): it ends when every V8 heap
 * the traffic grew has been fully collected once, read from workerd's `--trace-gc` lines; a grown heap
 * never collected leaves no end. The soak prints the process's RSS from then as context.
 */
import { describe, expect, it } from "vitest";
import { HeapWatch, parseCollections } from "../bench/soak/runtime-heaps";

const scavenge = (isolate: string, after: number, committed: number) =>
  `[17777:${isolate}]    40913 ms: Scavenge ${after + 2} (${committed}) -> ${after} (${committed}) MB, pooled: 0.0 MB, 1.33 / 0.00 ms (average mu = 1.000, current mu = 1.000) allocation failure; \n`;
const markCompact = (isolate: string, after: number, committed: number) =>
  `[17777:${isolate}]   116432 ms: Mark-Compact 40.6 (${committed}) -> ${after} (${committed}) MB, pooled: 0.0 MB, 382.09 / 0.74 ms (average mu = 0.997, current mu = 0.997) background allocation failure; GC in old space requested\n`;

describe("the soak's reading of --trace-gc", () => {
  it("reads scavenges and full collections, and skips the server's other lines", () => {
    const output = `  ➜  Local:   http://localhost:4179/\n${scavenge("0xa", 19.8, 26.2)}${markCompact("0xa", 18.4, 52.9)}seed: 7 languages\n`;
    expect(parseCollections(output)).toEqual([
      { isolate: "0xa", full: false, liveMb: 19.8, committedMb: 26.2 },
      { isolate: "0xa", full: true, liveMb: 18.4, committedMb: 52.9 },
    ]);
  });

  it("ends the warm-up at the last first full collection of the heaps that grew", () => {
    const watch = new HeapWatch();
    let output = scavenge("0xa11", 8, 10) + scavenge("0xc33", 3, 4) + scavenge("0xb22", 2, 2);
    watch.update(output, 5);
    output += scavenge("0xa11", 30, 40) + scavenge("0xb22", 20, 30);
    watch.update(output, 60);
    // Both grew by 5 MB or more, neither has been fully collected: no end yet.
    expect(watch.warmUpEnd()).toBeNull();
    output += markCompact("0xa11", 18.4, 40);
    watch.update(output, 90);
    expect(watch.warmUpEnd()).toBeNull();
    output += markCompact("0xb22", 1.9, 30);
    watch.update(output, 200);
    // The idle heap never grew, so it does not hold the warm-up back.
    expect(watch.warmUpEnd()).toBe(200);
    expect(watch.largestLiveMb()).toBe(18.4);
    expect(watch.committedMb()).toBe(74);
  });

  it("reads a line only once it is complete", () => {
    const watch = new HeapWatch();
    const line = markCompact("0xa11", 18.4, 40);
    watch.update(line.slice(0, 40), 10);
    expect(watch.isolates.size).toBe(0);
    watch.update(line, 20);
    expect(watch.isolates.get("0xa11")?.firstFullAt).toBe(20);
  });
});
