/**
 * npm run bench — builds the app, serves it with `npm run preview` (the built Worker in workerd, local
 * data migrated and seeded, static files gzipped as Cloudflare's edge does) and measures, in one run:
 *  - bundle bytes per screen (bench/bundles.ts),
 *  - Lighthouse scores on mobile settings (bench/lighthouse.ts),
 *  - API throughput against a static file and D1 statements per request (bench/api-throughput.ts).
 * Writes every figure to bench/results.json, prints a one-screen summary, and exits 1 when a target
 * of issue 18 is missed (bench/bundles.ts, bench/lighthouse.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { launchChromium } from "../scripts/chromium";
import { previewPort, startPreviewServer } from "../scripts/dev-server";
import { measureApiThroughput, printApiThroughput } from "./api-throughput";
import { measureBundles, printBundles } from "./bundles";
import { measureLighthouse, printLighthouse } from "./lighthouse";

const server = await startPreviewServer(previewPort(4175), "bench-preview");
let allMet = false;
try {
  const browser = await launchChromium();
  const bundles = await measureBundles(browser, server.baseUrl).finally(() => browser.close());
  const lighthouse = await measureLighthouse(server.baseUrl);
  const api = await measureApiThroughput(server.baseUrl);

  mkdirSync("bench", { recursive: true });
  writeFileSync("bench/results.json", `${JSON.stringify({ measuredAt: new Date().toISOString(), bundles, lighthouse, api }, null, 2)}\n`);
  printBundles(bundles);
  printLighthouse(lighthouse);
  printApiThroughput(api);
  const missed = [
    ...Object.entries(bundles).filter(([, figures]) => !figures.pass).map(([name]) => `bundle: ${name}`),
    ...lighthouse.filter((page) => !page.pass).map((page) => `lighthouse: ${page.page}`),
    ...(api.pass ? [] : ["api throughput or D1 statements"]),
  ];
  allMet = missed.length === 0;
  console.log(allMet ? "All targets met." : `Targets missed: ${missed.join(", ")}`);
} finally {
  await server.stop();
}
process.exit(allMet ? 0 : 1);
