/**
 * The V8 heaps of every isolate in the workerd process (the app's and miniflare's own), read from the
 * collections workerd prints with `--trace-gc`. They name isolates by address only, so these figures
 * explain the process's memory; the app's own heap is read through its inspector (worker-heap.ts).
 */

/** One garbage collection that workerd printed (`--trace-gc`): an isolate's heap before and after. */
export interface Collection {
  isolate: string;
  full: boolean;
  /** Used heap after the collection, and the heap's committed size, in MB. */
  liveMb: number;
  committedMb: number;
}

const GC_LINE = /^\[\d+:(0x[0-9a-f]+)\]\s+[\d.]+ ms: (Scavenge|Minor Mark-Sweep|Mark-Compact|Mark-Sweep-Compact)[^\d]*[\d.]+ \([\d.]+\) -> ([\d.]+) \(([\d.]+)\) MB/;

/** The collections in workerd's output (lines of `--trace-gc`); anything else is skipped. */
export function parseCollections(output: string): Collection[] {
  const found: Collection[] = [];
  for (const line of output.split("\n")) {
    const match = GC_LINE.exec(line.trim());
    if (match) found.push({ isolate: match[1]!, full: match[2]!.startsWith("Mark-"), liveMb: Number(match[3]), committedMb: Number(match[4]) });
  }
  return found;
}

/** What the V8 heaps of the workerd process do over the soak, from its `--trace-gc` lines. */
export class HeapWatch {
  private seen = 0;
  /** Per isolate: its committed heap at the first and the latest collection, and when its first full collection came. */
  readonly isolates = new Map<string, { firstCommittedMb: number; committedMb: number; firstFullAt: number | null; liveAfterFullMb: number | null }>();

  /** Reads the output printed since the last call; `atSeconds` is now. */
  update(output: string, atSeconds: number): void {
    const fresh = output.slice(this.seen);
    const complete = fresh.lastIndexOf("\n") + 1;
    this.seen += complete;
    for (const collection of parseCollections(fresh.slice(0, complete))) {
      const isolate = this.isolates.get(collection.isolate) ?? { firstCommittedMb: collection.committedMb, committedMb: 0, firstFullAt: null, liveAfterFullMb: null };
      isolate.committedMb = collection.committedMb;
      if (collection.full) {
        isolate.firstFullAt ??= atSeconds;
        isolate.liveAfterFullMb = collection.liveMb;
      }
      this.isolates.set(collection.isolate, isolate);
    }
  }

  /** The committed size of every heap together, MB. */
  committedMb(): number {
    return [...this.isolates.values()].reduce((sum, isolate) => sum + isolate.committedMb, 0);
  }

  /** The largest heap left after a full collection (the app's isolate: the runtime's own keep a few MB). */
  largestLiveMb(): number | null {
    const lives = [...this.isolates.values()].flatMap((isolate) => (isolate.liveAfterFullMb === null ? [] : [isolate.liveAfterFullMb]));
    return lives.length ? Math.max(...lives) : null;
  }

  /**
   * The end of the warm-up: when every heap that grew by GROWN_MB or more had been fully collected
   * once. Until a heap's first full collection V8 only grows it, and its garbage keeps the native
   * objects it wraps (requests, responses, buffers) in workerd's allocator; from then on each heap
   * cycles between collections at its steady size. Null while some grown heap has not been collected.
   */
  warmUpEnd(): number | null {
    let end = 0;
    for (const isolate of this.isolates.values()) {
      if (isolate.committedMb - isolate.firstCommittedMb < HeapWatch.GROWN_MB && isolate.firstFullAt === null) continue;
      if (isolate.firstFullAt === null) return null;
      end = Math.max(end, isolate.firstFullAt);
    }
    return end;
  }

  static readonly GROWN_MB = 5;
}
