/**
 * Serves and emits /flags/{flagCode}.svg from the flag-icons package, for every flag code that
 * content/languages.json uses. Flags are never drawn by hand and never copied into the repo.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const flagsDir = join(dirname(require.resolve("flag-icons/package.json")), "flags", "4x3");

function flagCodes(): string[] {
  const languages = JSON.parse(readFileSync(join(import.meta.dirname, "..", "content", "languages.json"), "utf8")) as {
    flagCode: string;
  }[];
  return [...new Set(languages.map((language) => language.flagCode))];
}

export function flags(): Plugin {
  return {
    name: "parlo-flags",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/flags\/([a-z]{2})\.svg$/.exec(req.url?.split("?")[0] ?? "");
        if (!match) return next();
        try {
          res.setHeader("Content-Type", "image/svg+xml");
          res.end(readFileSync(join(flagsDir, `${match[1]}.svg`)));
        } catch {
          res.statusCode = 404;
          res.end();
        }
      });
    },
    generateBundle() {
      if (this.environment && this.environment.name !== "client") return;
      for (const code of flagCodes()) {
        this.emitFile({ type: "asset", fileName: `flags/${code}.svg`, source: readFileSync(join(flagsDir, `${code}.svg`)) });
      }
    },
  };
}
