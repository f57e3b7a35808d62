/**
 * Source maps stay off the public site: the build writes them (for reading a stack trace) but no
 * script or style names its map, and the upload leaves every map out (`*.map` in .assetsignore,
 * which wrangler reads from the assets folder). `npm run check:worker` runs this on the real build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const MAP_REFERENCE = /[#@] sourceMappingURL=/;
const LEAVES_OUT_MAPS = /^(\*\*\/)?\*\.map$/;

/** What in the built client folder would give the source away once uploaded; empty when nothing would. */
export function exposedSourceMaps(clientDir: string): string[] {
  const ignore = join(clientDir, ".assetsignore");
  const mapsLeftOut = existsSync(ignore) && readFileSync(ignore, "utf8").split(/\r?\n/).some((line) => LEAVES_OUT_MAPS.test(line.trim()));
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) => {
    if (file.endsWith(".map")) return !mapsLeftOut;
    return /\.(js|mjs|css)$/.test(file) && statSync(join(clientDir, file)).isFile() && MAP_REFERENCE.test(readFileSync(join(clientDir, file), "utf8"));
  });
}
