/**
 * The soak's verdict (issue 29, decision 033): is the Worker's memory flat after the warm-up? It
 * judges the app isolate's heap after a full collection (worker-heap.ts), the memory our code
 * decides; the workerd process's RSS is printed beside it and not judged, since most of it is the
 * local runtime's own isolates and native heap, which production does not have.
 *
 * The rule: the heap at the end (the median of the last minute's readings under traffic) is within
 * `flatPercent` of the heap after the warm-up (the median of the minute that follows it). Medians,
 * because a collection under traffic keeps the objects of the requests then in flight: single
 * readings a few seconds apart differ by up to about 1 MB. The verdict needs
 * MIN_AFTER_WARM_UP_SECONDS of traffic after the warm-up, else there is none (and the soak fails).
 */

/** One reading of the Worker's heap: seconds since the traffic began, MB used after a full collection. */
export interface HeapReading {
  atSeconds: number;
  usedMb: number;
}

/** The verdict needs this much of the run after the warm-up. */
export const MIN_AFTER_WARM_UP_SECONDS = 120;
/** The readings whose median stands for the heap after the warm-up, and for the heap at the end. */
export const WINDOW_SECONDS = 60;

export interface HeapVerdict {
  /** Flat after the warm-up: growth within the tolerance. False when growing, or when there is no verdict. */
  flat: boolean;
  /** Why there is no verdict, when there is none. */
  undecided?: string;
  /** The tolerance, as asked and in MB of the heap after the warm-up. */
  tolerancePercent: number;
  allowedMb: number;
  /** The heap before the traffic, after the warm-up and at the end (MB), and the growth between the last two. */
  startMb: number | null;
  warmUpMb: number | null;
  endMb: number | null;
  growthMb: number | null;
  growthPercent: number | null;
  /** The highest single reading after the warm-up, MB. */
  highestMb: number | null;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Judges the Worker's heap. `readings` are those taken under traffic (the first may be before it,
 * at second 0); `warmUpSeconds` is when the warm-up ended, null when it did not within the run.
 */
export function judgeWorkerHeap(readings: HeapReading[], warmUpSeconds: number | null, tolerancePercent: number): HeapVerdict {
  const none = (undecided: string, warmUpMb: number | null = null): HeapVerdict => ({
    flat: false,
    undecided,
    tolerancePercent,
    allowedMb: warmUpMb === null ? 0 : (warmUpMb * tolerancePercent) / 100,
    startMb: readings[0]?.usedMb ?? null,
    warmUpMb,
    endMb: null,
    growthMb: null,
    growthPercent: null,
    highestMb: null,
  });
  if (readings.length === 0) return none("the Worker's heap was never read (no inspector connection)");
  if (warmUpSeconds === null) return none("the learners did not finish their first round of lessons: the warm-up did not end within the run (run longer)");
  const lastSecond = readings.at(-1)!.atSeconds;
  if (lastSecond - warmUpSeconds < MIN_AFTER_WARM_UP_SECONDS) {
    return none(`the warm-up ended at ${warmUpSeconds} s, less than ${MIN_AFTER_WARM_UP_SECONDS / 60} minutes before the end (run longer)`);
  }
  const afterWarmUp = readings.filter((reading) => reading.atSeconds >= warmUpSeconds);
  const warmUpMb = median(afterWarmUp.filter((reading) => reading.atSeconds < warmUpSeconds + WINDOW_SECONDS).map((reading) => reading.usedMb));
  const endMb = median(afterWarmUp.filter((reading) => reading.atSeconds > lastSecond - WINDOW_SECONDS).map((reading) => reading.usedMb));
  const allowedMb = (warmUpMb * tolerancePercent) / 100;
  const growthMb = endMb - warmUpMb;
  return {
    flat: growthMb <= allowedMb,
    tolerancePercent,
    allowedMb,
    startMb: readings[0]!.usedMb,
    warmUpMb,
    endMb,
    growthMb,
    growthPercent: (growthMb / warmUpMb) * 100,
    highestMb: Math.max(...afterWarmUp.map((reading) => reading.usedMb)),
  };
}
