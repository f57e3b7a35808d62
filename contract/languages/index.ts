/**
 * The language registry: every course language, in course order, and what the code knows about each
 * (./course-language.ts). Everything that lists or recognises the languages derives from this list:
 * the lesson tags and scripts (contract/lesson-languages.ts), the flag marks, the checker's rules
 * (keyed by `LanguageCode`), the tutor's "how do I say X in german" and the glossary tables'
 * headers, and the landing, About, FAQ and index.html texts. Adding a language is its entry here
 * and its content (decision 053); registry.test.ts fails while anything it drives is missing.
 */
import { chinese } from "./chinese";
import type { CourseLanguage } from "./course-language";
import { french } from "./french";
import { german } from "./german";
import { hindi } from "./hindi";
import { japanese } from "./japanese";
import { kannada } from "./kannada";
import { spanish } from "./spanish";

export type { CourseLanguage, Script } from "./course-language";

/** Course order: the catalogue's, the landing page's, every list's. Japanese before Chinese: its kana tell it first. */
export const COURSE_LANGUAGES = [german, spanish, french, hindi, kannada, japanese, chinese] as const;

export type LanguageCode = (typeof COURSE_LANGUAGES)[number]["code"];

/** The codes of the languages written in a script of their own. */
export type ScriptLanguageCode = Extract<(typeof COURSE_LANGUAGES)[number], { script: object }>["code"];

export const LANGUAGE_CODES: readonly LanguageCode[] = COURSE_LANGUAGES.map((language) => language.code);

const BY_CODE: ReadonlyMap<string, CourseLanguage> = new Map(COURSE_LANGUAGES.map((language) => [language.code, language]));

export function courseLanguage(code: string): CourseLanguage | undefined {
  return BY_CODE.get(code);
}

export function isLanguageCode(code: string): code is LanguageCode {
  return BY_CODE.has(code);
}

/** "German, Spanish and French": names as a sentence lists them. */
export function namesInWords(languages: readonly CourseLanguage[] = COURSE_LANGUAGES): string {
  const names = languages.map((language) => language.name);
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * The names a learner types, lower case, as a regular-expression alternation ("german|…|mandarin"):
 * with `otherNames` for what the learner says, without for what the lessons' own tables write.
 */
export function namesPattern({ otherNames }: { otherNames: boolean }): string {
  return COURSE_LANGUAGES.flatMap((language) => [language.name, ...(otherNames ? language.otherNames : [])])
    .map((name) => name.toLowerCase())
    .join("|");
}

/** The second mark beside the flag of a language that shares it (decision 048), or undefined. */
export function flagMark(code: string): string | undefined {
  return BY_CODE.get(code)?.flagMark;
}

/** Written without spaces between words (Japanese, Chinese): words are what the platform's word segmenter finds. */
export function writtenUnspaced(code: string): boolean {
  const script = BY_CODE.get(code)?.script;
  return script !== undefined && !script.spaced;
}

/** Written in the Latin alphabet: no script of its own, nothing romanised. */
export function writtenInLatin(code: string): boolean {
  const language = BY_CODE.get(code);
  return language !== undefined && language.script === undefined;
}
