/**
 * A bounded memory soak (issue 29, decision 033): is the Worker's memory flat after warm-up? It
 * starts the built Worker (`npm run preview`, its own port and local data; SOAK_SERVER=dev for
 * `npm run dev`), drives mixed learner traffic over loopback for SOAK_MINUTES (default 5, at most 10;
 * bench/soak/learners.ts) and every SOAK_SAMPLE_SECONDS (5) reads the Worker's heap after a full
 * collection through its inspector (bench/soak/worker-heap.ts) beside the workerd process's RSS.
 *
 * The verdict (bench/soak/verdict.ts) judges the Worker's heap: flat when it grew at most
 * SOAK_FLAT_PERCENT (10 %) from the warm-up's end (every learner has read the soak's lessons once, or
 * SOAK_FLAT_FROM_MINUTE) to the end; exit 1 when it grew more, or when there is no verdict (the
 * inspector never answered; less than 2 minutes after the warm-up). The process's RSS is printed as
 * context, not judged: most of it is the local runtime's own isolates and native heap.
 * SOAK_TUTOR=0 and SOAK_SIGNUPS=0 leave out tutor turns and sign-ups; SOAK_IDLE_SECONDS samples once
 * more after that long with no traffic. Linux only (it reads /proc).
 *
 *   SOAK_MINUTES=10 npm run bench:soak
 *   SOAK_MINUTES=3 SOAK_SERVER=dev npm run bench:soak
 */
import { pathToFileURL } from "node:url";
import { previewPort, startDevServer, startPreviewServer } from "../scripts/dev-server";
import { soakOptions } from "./soak/options";
import { soakReport } from "./soak/report";
import { soak } from "./soak/run";
import { WorkerHeapProbe } from "./soak/worker-heap";

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = soakOptions();
  const kind = process.env.SOAK_SERVER === "dev" ? "dev" : "preview";
  console.log(`Starting the ${kind} server…`);
  const environment = {
    // workerd prints each garbage collection of each isolate: the process's heaps, for the context.
    MINIFLARE_WORKERD_V8_FLAGS: [process.env.MINIFLARE_WORKERD_V8_FLAGS, "--trace-gc"].filter(Boolean).join(" "),
    // The inspector of the app's isolate (vite.config.ts opens it on this port): the Worker's heap.
    PARLO_INSPECTOR_PORT: String(options.inspectorPort),
  };
  const server =
    kind === "dev"
      ? await startDevServer(previewPort(4179), "bench-soak", environment)
      : await startPreviewServer(previewPort(4179), "bench-soak", environment, { shareBuildOf: process.env.SOAK_SHARE_BUILD || undefined });
  let workerHeap: WorkerHeapProbe | null = null;
  try {
    workerHeap = await WorkerHeapProbe.connect(options.inspectorPort).catch((error: unknown) => {
      console.log(`No inspector for the Worker's heap on port ${options.inspectorPort}: ${String(error)}`);
      return null;
    });
    console.log(`Soaking ${server.baseUrl} for ${options.minutes} min…`);
    const result = await soak(server, options, workerHeap);
    console.log(soakReport(result));
    process.exitCode = result.verdict.flat ? 0 : 1;
  } finally {
    workerHeap?.close();
    await server.stop();
  }
}
