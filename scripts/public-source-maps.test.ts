import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { exposedSourceMaps } from "./public-source-maps";

let client = "";
afterEach(() => rmSync(client, { recursive: true, force: true }));

function build(files: Record<string, string>): string {
  client = mkdtempSync(join(tmpdir(), "parlo-client-"));
  mkdirSync(join(client, "assets"));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(client, path), text);
  return client;
}

describe("source maps in the built app", () => {
  it("are found when a script names its map and the map would be uploaded", () => {
    const dir = build({
      "assets/index-1.js": "console.log(1);\n//# sourceMappingURL=index-1.js.map\n",
      "assets/index-1.js.map": "{}",
      "assets/style-1.css": "a{}\n/*# sourceMappingURL=style-1.css.map */",
      "index.html": "<script src=/assets/index-1.js></script>",
    });
    expect(exposedSourceMaps(dir).sort()).toEqual(["assets/index-1.js", "assets/index-1.js.map", "assets/style-1.css"]);
  });

  it("are hidden when nothing names them and the upload leaves them out", () => {
    const dir = build({ "assets/index-1.js": "console.log(1);\n", "assets/index-1.js.map": "{}", ".assetsignore": "_headers.bak\n*.map\n" });
    expect(exposedSourceMaps(dir)).toEqual([]);
  });

  it("are found when .assetsignore leaves out something else", () => {
    const dir = build({ "assets/index-1.js": "console.log(1);\n", "assets/index-1.js.map": "{}", ".assetsignore": "*.txt\n" });
    expect(exposedSourceMaps(dir)).toEqual(["assets/index-1.js.map"]);
  });
});
