/**
 * Nothing of development in the production Worker (decision 045): the deployed bundle must not hold
 * the development entry's parts (worker/dev-app.ts). `npm run check:worker` runs this on the upload
 * `wrangler deploy --dry-run` would make; each marker is a string only that part's code holds.
 */
import { readFileSync } from "node:fs";

export const DEVELOPMENT_MARKERS: { part: string; marker: RegExp }[] = [
  { part: "the latency model (worker/edge/modelled-bindings.ts)", marker: /X-Latency-Model/ },
  { part: "the latency model (worker/edge/modelled-bindings.ts)", marker: /X-Modelled-Ms/ },
  { part: "the D1 statement counter (worker/db/query-count.ts)", marker: /X-Count-D1-Queries/ },
  { part: "the D1 statement counter (worker/db/query-count.ts)", marker: /X-D1-Round-Trips/ },
  // The route's mount, a whole string: contact.ts's preview link `/api/dev/outbox/${id}` is not it.
  { part: "the dev outbox route (worker/routes/dev-outbox.ts)", marker: /["'`]\/api\/dev\/outbox["'`]/ },
  { part: "the dev outbox route (worker/routes/dev-outbox.ts)", marker: /to list that address's mail/ },
];

/** Every development marker found in the given bundle files, as "file: part (marker)"; empty when none. */
export function developmentInBundle(files: string[]): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return DEVELOPMENT_MARKERS.filter(({ marker }) => marker.test(text)).map(({ part, marker }) => `${file}: ${part} (${marker.source})`);
  });
}
