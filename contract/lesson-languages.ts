/**
 * What the lesson screen needs to know about each course language: its BCP 47 tag (the `lang` of
 * its text, the browser voice chosen for it), the tag of its romanisation, and, for a language with a
 * script of its own, the letters of that script, by which the Worker finds its words in a lesson.
 */

/** The language as spoken where the course teaches it (a browser voice is chosen by this tag). */
export const LANGUAGE_TAGS: Readonly<Record<string, string>> = {
  de: "de-DE",
  es: "es-ES",
  fr: "fr-FR",
  hi: "hi-IN",
  kn: "kn-IN",
  ja: "ja-JP",
  zh: "zh-CN",
};

/** Romanised text of a language written in another script. */
export const ROMANISATION_TAGS: Readonly<Record<string, string>> = {
  hi: "hi-Latn",
  kn: "kn-Latn",
  ja: "ja-Latn",
  zh: "zh-Latn-pinyin",
};

/** Letters of the ideographic scripts' text: fullwidth punctuation belongs to the sentence. */
const CJK_MARKS = "\\u3000-\\u303f\\uff01-\\uff0f\\uff1a-\\uff1f";

interface Script {
  /** The script's characters (a regular-expression class body), its own punctuation included. */
  letters: string;
  /** What may stand between two of its words inside one sentence. */
  joiners: string;
  /** Latin punctuation that may close one of its sentences ("क्या यह बस है?"). */
  closers: string;
}

/**
 * The non-Latin scripts: Devanagari and Kannada (with the danda, and Latin commas and question marks
 * inside their sentences), Japanese and Chinese (whose sentences use their own full-width marks).
 */
export const SCRIPTS: Readonly<Record<string, Script>> = {
  hi: { letters: "\\p{scx=Devanagari}", joiners: "\\s,", closers: "?!." },
  kn: { letters: "\\p{scx=Kannada}", joiners: "\\s,", closers: "?!." },
  ja: { letters: `\\p{scx=Hiragana}\\p{scx=Katakana}\\p{scx=Han}${CJK_MARKS}`, joiners: "", closers: "" },
  zh: { letters: `\\p{scx=Han}${CJK_MARKS}`, joiners: "", closers: "" },
};

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
