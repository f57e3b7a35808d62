/**
 * npm run cron — runs the scheduled jobs once against the running dev server (`npm run dev`):
 * the nightly sweep and the erasure of deleted accounts, through the Vite plugin's scheduled hook.
 */
import { readFileSync } from "node:fs";

const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 5173}`;
const crons = /crons\s*=\s*\[([^\]]*)\]/.exec(readFileSync("wrangler.toml", "utf8"))?.[1]?.match(/"([^"]+)"/g)?.map((cron) => cron.slice(1, -1)) ?? [];

for (const cron of crons) {
  try {
    const response = await fetch(`${base}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}`);
    console.log(`${cron}: ${response.ok ? "ran" : `failed (${response.status})`}`);
    if (!response.ok) process.exitCode = 1;
  } catch {
    console.error(`No dev server answers at ${base}. Start it with npm run dev first.`);
    process.exit(1);
  }
}
