/**
 * The soak's verdict on the Worker's heap (bench/soak/verdict.ts, decision 033): flat when the heap at
 * the end (the median of the traffic's last minute) grew at most the tolerance from the heap after the
 * warm-up (the median of the minute that follows it); no verdict without 2 minutes after the warm-up.
 */
import { describe, expect, it } from "vitest";
import { judgeWorkerHeap, median, type HeapReading } from "../bench/soak/verdict";

/** Readings every 5 s from second 0 to `lastSecond`: `before` until `changeAt`, then `after`. */
function readings(lastSecond: number, before: number, after = before, changeAt = lastSecond - 60): HeapReading[] {
  return Array.from({ length: lastSecond / 5 + 1 }, (_, index) => ({ atSeconds: index * 5, usedMb: index * 5 <= changeAt ? before : after }));
}

describe("the verdict on the Worker's heap", () => {
  it("is flat when the heap grew just within the tolerance after the warm-up", () => {
    // 20 MB after the warm-up, 10 %: up to 2 MB more is flat.
    const verdict = judgeWorkerHeap(readings(600, 20, 21.99), 120, 10);
    expect(verdict).toMatchObject({ flat: true, warmUpMb: 20, endMb: 21.99, allowedMb: 2 });
    expect(verdict.growthPercent).toBeCloseTo(9.95);
    expect(verdict.undecided).toBeUndefined();
    expect(judgeWorkerHeap(readings(600, 20, 22), 120, 10).flat).toBe(true);
  });

  it("is not flat when it grew just beyond it", () => {
    const verdict = judgeWorkerHeap(readings(600, 20, 22.01), 120, 10);
    expect(verdict).toMatchObject({ flat: false, warmUpMb: 20, endMb: 22.01 });
    expect(verdict.undecided).toBeUndefined();
  });

  it("does not count the warm-up's growth", () => {
    // 11 MB before the traffic, 19 MB once the caches are full: flat.
    const verdict = judgeWorkerHeap(readings(600, 11, 19, 100), 120, 10);
    expect(verdict).toMatchObject({ flat: true, startMb: 11, warmUpMb: 19, endMb: 19, growthMb: 0 });
  });

  it("takes medians, so one reading with requests in flight decides nothing, either way", () => {
    const spiked = readings(600, 20).map((reading) => (reading.atSeconds === 590 || reading.atSeconds === 125 ? { ...reading, usedMb: 25 } : reading));
    expect(judgeWorkerHeap(spiked, 120, 10)).toMatchObject({ flat: true, warmUpMb: 20, endMb: 20, highestMb: 25 });
    // A heap that grows all along is caught, whatever a single reading says.
    const growing = readings(600, 0).map((reading) => ({ ...reading, usedMb: 18 + reading.atSeconds / 100 }));
    expect(judgeWorkerHeap(growing, 120, 10).flat).toBe(false);
  });

  it("gives no verdict, and so no pass, without 2 minutes after the warm-up or without readings", () => {
    expect(judgeWorkerHeap(readings(600, 20), 481, 10)).toMatchObject({ flat: false, undecided: expect.stringContaining("less than 2 minutes") });
    expect(judgeWorkerHeap(readings(600, 20), 480, 10).undecided).toBeUndefined();
    expect(judgeWorkerHeap(readings(600, 20), null, 10)).toMatchObject({ flat: false, undecided: expect.stringContaining("did not end") });
    expect(judgeWorkerHeap([], 120, 10)).toMatchObject({ flat: false, undecided: expect.stringContaining("never read") });
  });

  it("takes the middle of the readings", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
