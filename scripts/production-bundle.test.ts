import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEVELOPMENT_MARKERS, developmentInBundle } from "./production-bundle";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function bundle(text: string): string {
  dir = mkdtempSync(join(tmpdir(), "parlo-bundle-"));
  const file = join(dir, "index.js");
  writeFileSync(file, text);
  return file;
}

describe("the production bundle check", () => {
  it("finds each part of the development app in a bundle that holds it", () => {
    const found = developmentInBundle([
      bundle(`a.use("/api/*",q).use(l);b.route("/api/dev/outbox",o);const h="X-Latency-Model",m="X-Modelled-Ms",c="X-Count-D1-Queries",r="X-D1-Round-Trips";j("Add ?to=EMAIL to list that address's mail")`),
    ]);
    expect(found).toHaveLength(DEVELOPMENT_MARKERS.length);
  });

  it("passes a bundle with only the production app, the contact form's preview link included", () => {
    expect(developmentInBundle([bundle("a.route(\"/api/contact\",c);p=u(e,`/api/dev/outbox/${id}`);")])).toEqual([]);
  });

  it("looks for strings the development parts really hold", () => {
    const sources = ["worker/edge/modelled-bindings.ts", "worker/db/query-count.ts", "worker/dev-app.ts", "worker/routes/dev-outbox.ts"].map((file) => readFileSync(file, "utf8")).join("\n");
    for (const { marker } of DEVELOPMENT_MARKERS) expect(sources).toMatch(marker);
  });
});
