/**
 * What the soak prints: the verdict on the Worker's heap first, then the workerd process's memory as
 * context (not judged), the traffic, a line every 30 s and the routes' answers.
 */
import type { SoakResult, SoakSample } from "./run";

const mb = (value: number | null | undefined) => (value === null || value === undefined ? "-" : value.toFixed(1));
const signed = (value: number, digits = 1) => `${value >= 0 ? "+" : ""}${value.toFixed(digits)}`;

/** The sample nearest to `seconds`. */
function near(samples: SoakSample[], seconds: number): SoakSample {
  return samples.reduce((best, next) => (Math.abs(next.atSeconds - seconds) < Math.abs(best.atSeconds - seconds) ? next : best));
}

function describe(sample: SoakSample): string {
  const parts = [`the Worker's heap ${mb(sample.workerHeapMb)} MB`, `workerd RSS ${sample.rssMb.toFixed(1)} MB`];
  if (sample.anonMb !== undefined) parts.push(`(anon ${mb(sample.anonMb)}, file ${mb(sample.fileMb)})`, `${sample.fds} fds (${sample.sqliteFds} sqlite, ${sample.socketFds} sockets)`);
  if (sample.heapsMb !== undefined) parts.push(`V8 heaps of all isolates ${sample.heapsMb.toFixed(1)} MB`);
  return `${parts.join(", ")}; ${sample.requests} requests, ${sample.turns} turns`;
}

/** The verdict on the Worker's heap, with its figures. */
export function workerHeapSection(result: SoakResult): string[] {
  const { verdict } = result;
  const warmUp =
    result.warmUpSeconds === null
      ? "not over"
      : `${result.warmUpSeconds} s (${result.options.flatFromMinute === null ? "every learner's first round of lessons" : "SOAK_FLAT_FROM_MINUTE"})`;
  const lines = [
    "The Worker's heap (the app's isolate after a full collection, read through its inspector; judged):",
    "",
    "| when | MB |",
    "|---|---|",
    `| before the traffic | ${mb(verdict.startMb)} |`,
    `| after the warm-up, ${warmUp}: the median of the next minute | ${mb(verdict.warmUpMb)} |`,
    `| end: the median of the traffic's last minute | ${mb(verdict.endMb)} |`,
    `| highest reading after the warm-up | ${mb(verdict.highestMb)} |`,
    ...result.afterSamples.map((entry, index) => `| ${index === 0 ? "the traffic stopped" : `idle ${result.options.idleSeconds} s`} | ${mb(entry.workerHeapMb)} |`),
    "",
  ];
  if (verdict.growthMb !== null && result.warmUpSeconds !== null) {
    const lastUnderTraffic = result.samples.at(-1)!;
    const requestsAfter = lastUnderTraffic.requests - near(result.samples, result.warmUpSeconds).requests;
    const perRequest = requestsAfter > 0 ? `, ${signed((verdict.growthMb * 2 ** 20) / requestsAfter, 0)} bytes a request over the ${requestsAfter} requests after the warm-up` : "";
    lines.push(`Growth after the warm-up: ${signed(verdict.growthMb, 2)} MB (${signed(verdict.growthPercent!)} %)${perRequest}; tolerance ${verdict.tolerancePercent} % (${verdict.allowedMb.toFixed(2)} MB)`);
  }
  lines.push(`The Worker's memory flat after warm-up: ${verdict.undecided ? `no verdict: ${verdict.undecided}` : verdict.flat ? "yes" : "NO"}`);
  return lines;
}

/** The workerd process's RSS: context, not judged, with where the rest of it grows. */
export function processSection(result: SoakResult): string[] {
  const { samples } = result;
  const first = samples[0]!;
  const last = samples.at(-1)!;
  const minutes = Array.from({ length: Math.floor(last.atSeconds / 60) }, (_, index) => ({ when: `minute ${index + 1}`, sample: near(samples, (index + 1) * 60) }));
  const rows = [{ when: "start", sample: first }, ...minutes, { when: "end of the traffic", sample: last }, ...result.afterSamples.map((sample, index) => ({ when: index === 0 ? "the traffic stopped" : `idle ${result.options.idleSeconds} s`, sample }))];
  const peak = Math.max(...samples.map((entry) => entry.rssMb));
  const workerGrowth = last.workerHeapMb !== undefined && first.workerHeapMb !== undefined ? last.workerHeapMb - first.workerHeapMb : null;
  const runtime =
    result.runtimeWarmUpSeconds === null
      ? "the runtime's warm-up (every V8 heap the traffic grew fully collected once) did not end within the run: some runtime heap grew without a full collection"
      : (() => {
          const from = samples.find((entry) => entry.atSeconds >= result.runtimeWarmUpSeconds!) ?? last;
          return `the runtime's warm-up (every V8 heap the traffic grew fully collected once) ended at ${result.runtimeWarmUpSeconds} s; RSS from then ${from.rssMb.toFixed(1)} → ${last.rssMb.toFixed(1)} MB (${signed(((last.rssMb - from.rssMb) / from.rssMb) * 100)} %)`;
        })();
  const flags = process.env.MINIFLARE_WORKERD_V8_FLAGS ?? "";
  const capped = /--max-old-space-size/.test(flags) && process.env.X_LOCAL_OBSERVABILITY === "false";
  return [
    `The workerd process (context, not judged; pid ${result.workerdPid}):`,
    "",
    "| when | RSS (MB) | V8 heaps of all isolates (MB) | the Worker's heap (MB) |",
    "|---|---|---|---|",
    ...rows.map(({ when, sample }) => `| ${when} | ${sample.rssMb.toFixed(1)} | ${mb(sample.heapsMb)} | ${mb(sample.workerHeapMb)} |`),
    `| peak under traffic | ${peak.toFixed(1)} | | |`,
    "",
    `RSS ${first.rssMb.toFixed(1)} → ${last.rssMb.toFixed(1)} MB (${signed(last.rssMb - first.rssMb)} MB), of which the Worker's heap ${workerGrowth === null ? "-" : signed(workerGrowth)} MB. The rest is the`,
    "local runtime's: one workerd runs miniflare's own isolates beside the app's (entry, assets, D1, R2, cache, the local",
    "trace collector), whose heaps V8 leaves uncollected for minutes with no memory limit, and workerd's native heap, where",
    "the requests and buffers their garbage still holds stay; production has neither (decision 033). Held tight,",
    'MINIFLARE_WORKERD_V8_FLAGS="--max-old-space-size=24 --max-semi-space-size=1" X_LOCAL_OBSERVABILITY=false, the RSS was flat',
    `after the runtime's warm-up (−0.8 % over 6 minutes). This run: ${capped ? "held tight" : "the runtime's defaults"}; ${runtime}.`,
  ];
}

export function soakReport(result: SoakResult): string {
  const { options } = result;
  return [
    `Memory soak: ${options.minutes} min, ${options.learners} learners, a sample every ${options.sampleSeconds} s`,
    "",
    ...workerHeapSection(result),
    "",
    ...processSection(result),
    "",
    `Traffic: ${result.requests} requests (${Object.entries(result.byStatus)
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ")}), ${result.turns} tutor turns, ${result.failures} failed calls`,
    "",
    "Every 30 s:",
    ...result.samples.filter((entry, index) => index === 0 || entry.atSeconds % 30 < options.sampleSeconds).map((entry) => `  ${entry.atSeconds} s: ${describe(entry)}`),
    ...result.afterSamples.map((entry) => `  after the traffic, ${entry.atSeconds} s: ${describe(entry)}`),
    "",
    "By route and status:",
    ...Object.entries(result.byRoute).map(([route, count]) => `  ${route}: ${count}`),
  ].join("\n");
}
