/**
 * What the whole course of a language knows (course-lexicon.json, written from content/ by
 * `npm run content:lexicon`): every word its lessons accept or show, and the kanji readings its
 * exercises teach. The checker reads a learner's sentence against it, not only against one
 * exercise's answers: a word the course knows is never a typo of another word, and a kanji word
 * the course writes in kana elsewhere is read the same way.
 */
import lexicon from "./course-lexicon.json";

interface LexiconEntry {
  words: string[];
  glossary: [string, string][];
  readings?: Record<string, string>;
  synonyms: [string, string][];
}

export interface Course {
  /** The course's words, lower case, as written (script and accents kept). */
  words: ReadonlySet<string>;
  /** Japanese: kanji runs and their kana. */
  readings: ReadonlyMap<string, string>;
  /** Words the course accepts in one another's place (scripts/course-lexicon.ts says how they are found), each → the others. */
  synonyms: ReadonlyMap<string, readonly string[]>;
}

const EMPTY: Course = { words: new Set(), readings: new Map(), synonyms: new Map() };
const courses = new Map<string, Course>();

export function courseOf(code: string | undefined): Course {
  if (!code) return EMPTY;
  let course = courses.get(code);
  if (!course) {
    const entry = (lexicon as unknown as Record<string, LexiconEntry>)[code];
    const synonyms = new Map<string, string[]>();
    for (const [a, b] of entry?.synonyms ?? []) {
      synonyms.set(a, [...(synonyms.get(a) ?? []), b]);
      synonyms.set(b, [...(synonyms.get(b) ?? []), a]);
    }
    course = entry ? { words: new Set(entry.words), readings: new Map(Object.entries(entry.readings ?? {})), synonyms } : EMPTY;
    courses.set(code, course);
  }
  return course;
}
