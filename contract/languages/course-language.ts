/**
 * The shape of a course language's registry entry: everything the code knows about the language.
 * Its lessons, its name as the catalogue shows it, its flag and its speakers are content
 * (content/{code}/, content/languages.json); the registry test holds the two together.
 */

/** A script of its own, by whose letters the language's text is found among English and romanised words. */
export interface Script {
  /** The script's characters (a regular-expression class body), its own punctuation included. */
  letters: string;
  /** What may stand between two of its words inside one sentence. */
  joiners: string;
  /** Latin punctuation that may close one of its sentences ("क्या यह बस है?"). */
  closers: string;
  /**
   * Letters only this language's text has among the course languages (a class body): how an
   * exercise's language is told from its answers. Han alone is Chinese, for Japanese is tried
   * first, by its kana.
   */
  telling: string;
  /** Words are separated by spaces (not in Japanese and Chinese, which the word segmenter cuts). */
  spaced: boolean;
}

export interface CourseLanguage {
  /** ISO 639-1: lesson ids ("de-lesson01"), addresses (/language/de), content/{code}/. */
  code: string;
  /** The English name every list of the languages writes ("German"). */
  name: string;
  /** Other names a learner may type for it: "how do I say tired in mandarin". */
  otherNames: readonly string[];
  /** BCP 47 tag of the language as the course teaches it: its text's `lang`, the browser voice and speech recognition. */
  tag: string;
  /** The tag of its text romanised, for a language written in another script. */
  romanisationTag?: string;
  script?: Script;
  /**
   * A second mark beside a flag it shares with another course language (Hindi and Kannada both fly
   * India's): the first letter of its name in its own script (decision 048).
   */
  flagMark?: string;
  /** One of the languages most apps teach: About lists the others as "more than the usual languages". */
  usual: boolean;
}
