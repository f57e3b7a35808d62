/**
 * public/page-init.js is written to be read (its comments say why each step is there), and runs in the
 * head of every page before the first paint: the build sends it minified, half its bytes gzipped
 * (decision 047). The development server serves it as written.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { minifySync, type Plugin } from "vite";

export const PAGE_INIT_FILE = "page-init.js";

export function minifyPageInit(source: string): string {
  const { code, errors } = minifySync(PAGE_INIT_FILE, source, { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`${PAGE_INIT_FILE} did not minify: ${errors.map((error) => error.message).join("; ")}`);
  return code;
}

export function minifiedPageInit(): Plugin {
  return {
    name: "parlo:page-init-minified",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // After the public files are copied, before the service worker's precache list is written.
    writeBundle(options) {
      const file = join(options.dir!, PAGE_INIT_FILE);
      writeFileSync(file, minifyPageInit(readFileSync(file, "utf8")));
    },
  };
}
