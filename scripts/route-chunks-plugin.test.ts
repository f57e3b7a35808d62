import { describe, expect, it } from "vitest";
import type { Rollup } from "vite";
import { screenChunks } from "./route-chunks-plugin";

function chunk(fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> & { css?: string[] } = {}) {
  const { css = [], ...rest } = extra;
  return { type: "chunk", fileName, imports, isEntry: false, facadeModuleId: null, moduleIds: [`/app/${fileName}.ts`], viteMetadata: { importedCss: new Set(css) }, ...rest };
}

describe("the lesson screen's chunks", () => {
  it("lists its own modules and stylesheets, not what the entry already loads", () => {
    const bundle = {
      "assets/index.js": chunk("assets/index.js", ["assets/jsx.js"], { isEntry: true, facadeModuleId: "/app/index.html", css: ["assets/index.css"] }),
      "assets/jsx.js": chunk("assets/jsx.js", []),
      "assets/LessonPage.js": chunk("assets/LessonPage.js", ["assets/jsx.js", "assets/book-open.js"], {
        facadeModuleId: "/app/frontend/pages/LessonPage.tsx",
        css: ["assets/LessonPage.css"],
      }),
      "assets/book-open.js": chunk("assets/book-open.js", ["assets/jsx.js"]),
      "assets/ChatPanel.js": chunk("assets/ChatPanel.js", ["assets/jsx.js"], { facadeModuleId: "/app/frontend/pages/lesson/ChatPanel.tsx" }),
    } as unknown as Rollup.OutputBundle;
    expect(screenChunks(bundle, /\/frontend\/pages\/LessonPage\.tsx$/)).toEqual({
      modules: ["/assets/LessonPage.js", "/assets/book-open.js"],
      styles: ["/assets/LessonPage.css"],
    });
  });

  it("lists a stylesheet shared with another screen, not the chunk of stylesheets only that Vite leaves out", () => {
    const bundle = {
      "assets/index.js": chunk("assets/index.js", [], { isEntry: true, facadeModuleId: "/app/index.html" }),
      "assets/LessonPage.js": chunk("assets/LessonPage.js", ["assets/lesson.js"], { facadeModuleId: "/app/frontend/pages/LessonPage.tsx" }),
      "assets/lesson.js": chunk("assets/lesson.js", [], { moduleIds: ["/app/frontend/styles/lesson.css"], css: ["assets/lesson.css"] }),
    } as unknown as Rollup.OutputBundle;
    expect(screenChunks(bundle, /\/frontend\/pages\/LessonPage\.tsx$/)).toEqual({ modules: ["/assets/LessonPage.js"], styles: ["/assets/lesson.css"] });
  });

  it("fails the build when the screen is missing, rather than ship a page without its preloads", () => {
    const bundle = { "assets/index.js": chunk("assets/index.js", [], { isEntry: true }) } as unknown as Rollup.OutputBundle;
    expect(() => screenChunks(bundle, /LessonPage\.tsx$/)).toThrow(/no chunk/);
  });
});
