/**
 * index.html names the course languages in its description ("Parlo: learn German, Spanish, …") and
 * cannot import: the build and the development server write the names in from the language registry
 * (contract/languages/) where the shell says %PARLO_COURSE_LANGUAGES%, so adding a language needs no
 * edit of the shell (decision 053).
 */
import type { Plugin } from "vite";
import { namesInWords } from "../contract/languages/index.ts";

export const COURSE_LANGUAGES_PLACEHOLDER = "%PARLO_COURSE_LANGUAGES%";

export function withCourseLanguages(html: string): string {
  return html.replaceAll(COURSE_LANGUAGES_PLACEHOLDER, namesInWords());
}

export function courseLanguagesInShell(): Plugin {
  return {
    name: "parlo:course-languages-in-shell",
    // Before Vite's own %VARIABLE% replacement, which would warn that no such variable exists.
    transformIndexHtml: { order: "pre", handler: withCourseLanguages },
  };
}
