/**
 * Writes route-chunks.json beside the built app: the lesson screen's lazily loaded modules and
 * stylesheets, less what the entry already loads. The Worker reads it to name them in a lesson page's
 * head (decision 015).
 */
import type { Plugin, Rollup } from "vite";
import { ROUTE_CHUNKS_PATH, type RouteChunks, type ScreenChunks } from "../contract/route-chunks.ts";

/** The module that is the lesson screen, as the build names its source. */
const LESSON_SCREEN_MODULE = /\/frontend\/pages\/LessonPage\.tsx$/;

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

function staticGraph(bundle: OutputBundle, start: OutputChunk): ChunkWithCss[] {
  const seen = new Map<string, ChunkWithCss>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === "chunk") visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
}

const STYLESHEET = /\.(css|less|sass|scss|styl|stylus|pcss|postcss)($|\?)/;
const onlyStyles = (chunk: OutputChunk) => chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => STYLESHEET.test(id));

export function screenChunks(bundle: OutputBundle, screen: RegExp): ScreenChunks {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.fileName.startsWith("assets/"));
  const page = chunks.find((chunk) => chunk.facadeModuleId !== null && screen.test(chunk.facadeModuleId.replaceAll("\\", "/")));
  if (!entry || !page) throw new Error(`route-chunks: no ${page ? "entry" : "chunk for " + screen} in the bundle`);
  const loaded = new Set(staticGraph(bundle, entry).map((chunk) => chunk.fileName));
  const own = staticGraph(bundle, page).filter((chunk) => !loaded.has(chunk.fileName));
  return {
    // A chunk of stylesheets only (lesson.css, shared by two screens) is left out of the output by
    // Vite: its stylesheet is listed, never the script.
    modules: own.filter((chunk) => !onlyStyles(chunk)).map((chunk) => `/${chunk.fileName}`),
    styles: [...new Set(own.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map((file) => `/${file}`),
  };
}

export function routeChunks(): Plugin {
  return {
    name: "parlo:route-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks: RouteChunks = { lesson: screenChunks(bundle, LESSON_SCREEN_MODULE) };
      this.emitFile({ type: "asset", fileName: ROUTE_CHUNKS_PATH.slice(1), source: JSON.stringify(chunks) });
    },
  };
}
