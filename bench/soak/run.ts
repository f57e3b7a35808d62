/**
 * One soak: the learners' traffic against a server already up, with the memory sampled every
 * `sampleSeconds` (the workerd process's RSS and breakdown, its isolates' heaps from `--trace-gc`,
 * the Worker's own heap through its inspector), then the verdict on the Worker's heap.
 */
import type { DevServer } from "../../scripts/dev-server";
import { Learner, newTally, ROUND_STEPS } from "./learners";
import type { SoakOptions } from "./options";
import { HeapWatch } from "./runtime-heaps";
import { judgeWorkerHeap, type HeapVerdict } from "./verdict";
import type { WorkerHeapProbe } from "./worker-heap";
import { probe, rssMb, workerdBeneath, type ProcessProbe } from "./workerd-process";

export interface SoakSample extends Partial<ProcessProbe> {
  atSeconds: number;
  rssMb: number;
  /** The Worker's heap after a full collection (MB; none when the inspector did not answer). */
  workerHeapMb?: number;
  /** All V8 heaps' committed size in the process (from `--trace-gc`). */
  heapsMb?: number;
  /** Requests and tutor turns so far. */
  requests: number;
  turns: number;
}

export interface SoakResult {
  options: SoakOptions;
  workerdPid: number;
  /** Under traffic: the first before it (second 0), the last when it stopped. */
  samples: SoakSample[];
  /** After the traffic: one at once, one after SOAK_IDLE_SECONDS with the server idle. */
  afterSamples: SoakSample[];
  /** The Worker's warm-up: when every learner had taken its first round of lessons, or SOAK_FLAT_FROM_MINUTE. */
  warmUpSeconds: number | null;
  verdict: HeapVerdict;
  /** When every V8 heap of the process the traffic grew had been fully collected once (the runtime's warm-up; context for RSS). */
  runtimeWarmUpSeconds: number | null;
  requests: number;
  byStatus: Record<string, number>;
  byRoute: Record<string, number>;
  turns: number;
  failures: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Runs the soak; `server.pid` is its npm process (workerd runs beneath it); `workerHeap` reads the app's heap. */
export async function soak(server: Pick<DevServer, "baseUrl" | "pid"> & Partial<Pick<DevServer, "output">>, options: SoakOptions, workerHeap: WorkerHeapProbe | null): Promise<SoakResult> {
  const [workerdPid] = workerdBeneath(server.pid).sort((a, b) => (rssMb(b) ?? 0) - (rssMb(a) ?? 0));
  if (!workerdPid) throw new Error("no workerd process beneath the server");
  const tally = newTally();
  const runId = Date.now().toString(36).slice(-5);
  const learners = Array.from({ length: options.learners }, (_, index) => new Learner(server.baseUrl, index, tally, runId, options));
  const heaps = new HeapWatch();
  const wake = () => fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) });
  let startedAt = Date.now();
  const seconds = () => Math.round((Date.now() - startedAt) / 1000);

  const sample = async (): Promise<SoakSample | null> => {
    const atSeconds = seconds();
    const rss = rssMb(workerdPid);
    if (server.output) heaps.update(server.output(), atSeconds);
    const reading = workerHeap ? await workerHeap.read(wake).catch(() => null) : null;
    if (rss === null) return null;
    return {
      atSeconds,
      rssMb: rss,
      requests: tally.requests,
      turns: tally.turns,
      ...probe(workerdPid),
      ...(heaps.isolates.size ? { heapsMb: heaps.committedMb() } : {}),
      ...(reading ? { workerHeapMb: reading.usedMb } : {}),
    };
  };

  const samples: SoakSample[] = [];
  const keep = (entry: SoakSample | null) => entry && samples.push(entry);
  keep(await sample());
  startedAt = Date.now();
  const endsAt = startedAt + options.minutes * 60_000;
  const trafficOver = new AbortController();
  const sampling = (async () => {
    const every = options.sampleSeconds * 1000;
    while (!trafficOver.signal.aborted) {
      // The next whole multiple of the interval: a slow reading skips a tick rather than bunching the next ones.
      await sleep(every - ((Date.now() - startedAt) % every));
      if (!trafficOver.signal.aborted) keep(await sample());
    }
  })();
  const progress = setInterval(() => {
    const last = samples.at(-1);
    console.log(`  ${seconds()} s: ${tally.requests} requests, ${tally.turns} tutor turns; the Worker's heap ${last?.workerHeapMb?.toFixed(1) ?? "-"} MB, workerd RSS ${last?.rssMb.toFixed(1) ?? "-"} MB`);
  }, 30_000);
  let roundDoneAt: number | null = null;
  await Promise.all(
    learners.map(async (learner) => {
      while (Date.now() < endsAt) {
        await learner.next();
        if (roundDoneAt === null && learners.every((each) => each.steps >= ROUND_STEPS)) roundDoneAt = seconds();
      }
    }),
  );
  trafficOver.abort();
  clearInterval(progress);
  await sampling;
  // The last reading under traffic is the last periodic one; these come after it.
  const afterSamples: SoakSample[] = [];
  const now = await sample();
  if (now) afterSamples.push(now);
  if (options.idleSeconds > 0) {
    await sleep(options.idleSeconds * 1000);
    const idle = await sample();
    if (idle) afterSamples.push(idle);
  }

  const warmUpSeconds = options.flatFromMinute === null ? roundDoneAt : options.flatFromMinute * 60;
  const readings = samples.flatMap((entry) => (entry.workerHeapMb === undefined ? [] : [{ atSeconds: entry.atSeconds, usedMb: entry.workerHeapMb }]));
  return {
    options,
    workerdPid,
    samples,
    afterSamples,
    warmUpSeconds,
    verdict: judgeWorkerHeap(readings, warmUpSeconds, options.flatPercent),
    runtimeWarmUpSeconds: heaps.isolates.size ? heaps.warmUpEnd() : null,
    requests: tally.requests,
    byStatus: Object.fromEntries([...tally.byStatus].sort(([a], [b]) => a - b)),
    byRoute: Object.fromEntries([...tally.byRoute].sort(([a], [b]) => a.localeCompare(b))),
    turns: tally.turns,
    failures: tally.failures,
  };
}
