/**
 * What the lesson screen needs to know about each course language: its BCP 47 tag (the `lang` of
 * its text, the browser voice chosen for it), the tag of its romanisation, and, for a language with a
 * script of its own, the letters of that script, by which the Worker finds its words in a lesson.
 * All read from the language registry (contract/languages/).
 */
import { COURSE_LANGUAGES, type Script } from "./languages";

/** The language as spoken where the course teaches it (a browser voice is chosen by this tag). */
export const LANGUAGE_TAGS: Readonly<Record<string, string>> = Object.fromEntries(COURSE_LANGUAGES.map((language) => [language.code, language.tag]));

/** Romanised text of a language written in another script. */
export const ROMANISATION_TAGS: Readonly<Record<string, string>> = Object.fromEntries(
  COURSE_LANGUAGES.flatMap((language) => ("romanisationTag" in language ? [[language.code, language.romanisationTag]] : [])),
);

/** The scripts of the languages not written in the Latin alphabet. */
const SCRIPTS: Readonly<Record<string, Script>> = Object.fromEntries(
  COURSE_LANGUAGES.flatMap((language) => ("script" in language ? [[language.code, language.script]] : [])),
);

export function languageTag(code: string): string {
  return LANGUAGE_TAGS[code] ?? code;
}

/** A run of the script: from a character to a character (or a closing mark), joiners between. */
export function scriptRun(code: string): RegExp | null {
  const script = SCRIPTS[code];
  if (!script) return null;
  const { letters, joiners, closers } = script;
  return new RegExp(`[${letters}](?:[${letters}${joiners}]*[${letters}])?${closers ? `[${closers}]?` : ""}`, "gu");
}
