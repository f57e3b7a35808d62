/**
 * The course's own words, per language, for the answer checker (worker/tutor/checker/course.ts):
 * every sentence the lessons accept or show as a worked example, and every word of their
 * vocabulary tables with its English meaning. The checker reads a learner's word against them: a
 * word the course knows is never taken for a typo of another, two words the tables give one meaning
 * are synonyms, a kanji word the course writes in kana elsewhere is the same word.
 *
 * `npm run content:lexicon` writes worker/tutor/checker/course-lexicon.json; the content test fails
 * when it no longer matches content/. Lessons published in the browser reach it with
 * `npm run content:export` and this script.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { writtenInLatin, writtenUnspaced } from "../contract/languages/index.ts";
import type { Exercise } from "../contract/lesson-source.ts";
import { expandAnswer } from "../contract/answer-pattern.ts";
import type { CourseContent } from "../worker/db/seed.ts";
import { languageFor } from "../worker/tutor/checker/languages/index.ts";
import { learnReadings } from "../worker/tutor/checker/languages/japanese-script.ts";
import type { Language } from "../worker/tutor/checker/types.ts";
import { lessonGlossary } from "../worker/tutor/lesson-words.ts";
import { loadContent } from "./content.ts";

export interface CourseLexicon {
  [code: string]: {
    /** Every word of the accepted answers (patterns expanded) and worked examples, lower case; Chinese and Japanese cut by the platform's word breaker. */
    words: string[];
    /** Vocabulary-table words: [word as written, English meaning]. */
    glossary: [string, string][];
    /** Japanese: kanji runs and their kana, learned from exercises that accept both. */
    readings?: Record<string, string>;
    /**
     * Words the course accepts in one another's place: two accepted answers of one exercise alike
     * but for this word (ಟೀ / ಚಹಾ, tomo / bebo, 周六 / 星期六), where the language does not call the
     * difference grammar (gegangen / gefahren, bolta / bolti, 这个 / 那个 are not synonyms).
     */
    synonyms: [string, string][];
  };
}

export const LEXICON_PATH = join(import.meta.dirname, "..", "worker", "tutor", "checker", "course-lexicon.json");

export function courseLexicon(content: CourseContent): CourseLexicon {
  const lexicon: CourseLexicon = {};
  for (const { code } of content.languages) {
    const words = new Set<string>();
    const readings = new Map<string, string>();
    const segmenter = new Intl.Segmenter(code, { granularity: "word" });
    /** Each pair with the exercises that accept both. */
    const synonyms = new Map<string, number>();
    const glossary = new Map<string, [string, string]>();
    for (const lesson of content.lessons.filter((candidate) => candidate.languageCode === code)) {
      const exercises = lesson.exercises as Exercise[];
      for (const exercise of exercises) {
        const answers = exercise.answers.flatMap(expandAnswer);
        for (const sentence of [...answers, exercise.example?.answer ?? ""]) {
          for (const part of segmenter.segment(sentence.normalize("NFC"))) if (part.isWordLike) words.add(part.segment.toLowerCase());
        }
        for (const key of new Set(slotPairs(code, answers, segmenter).map((pair) => pair.join("\u0000")))) synonyms.set(key, (synonyms.get(key) ?? 0) + 1);
        if (code === "ja") for (const [written, kana] of learnReadings(answers)) if (!readings.has(written)) readings.set(written, kana);
      }
      for (const word of lessonGlossary(lesson.markdown, exercises).words) glossary.set(`${word.target}\u0000${word.meaning}`, [word.target, word.meaning]);
    }
    lexicon[code] = {
      words: [...words].sort(),
      glossary: [...glossary.values()].sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1])),
      // Two exercises at least: a pair one exercise allows may be right only for its prompt (回国 / 回家).
      synonyms: [...synonyms]
        .filter(([, exercises]) => exercises >= 1)
        .map(([pair]) => pair.split("\u0000") as [string, string])
        .sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1])),
      ...(readings.size ? { readings: Object.fromEntries([...readings].sort((a, b) => a[0].localeCompare(b[0]))) } : {}),
    };
  }
  return lexicon;
}

/** Pairs of words that two answers of one exercise put in the same place, which the language does not call grammar. */
function slotPairs(code: string, answers: string[], segmenter: Intl.Segmenter): [string, string][] {
  const language = languageFor(code, answers);
  // Romanised answers spell the native ones: their differences are spellings, not words.
  const native = answers.filter((answer) => !/[a-z]/i.test(answer) || writtenInLatin(code));
  const words = native.map((answer) => [...segmenter.segment(answer.toLowerCase())].filter((part) => part.isWordLike).map((part) => part.segment));
  const pairs: [string, string][] = [];
  for (const [i, a] of words.entries()) {
    for (const b of words.slice(i + 1)) {
      if (a.length !== b.length) continue;
      const differing = a.flatMap((word, index) => (word !== b[index] ? [index] : []));
      if (differing.length !== 1) continue;
      const [x, y] = [a[differing[0]!]!, b[differing[0]!]!].sort();
      if (/\d/.test(x! + y!) || (writtenUnspaced(code) && ([...x!].length < 2 || [...y!].length < 2))) continue;
      if (!isAnotherWord(language, x!, y!) || !isAnotherWord(language, y!, x!) || inflections(code, x!, y!)) continue;
      pairs.push([x!, y!]);
    }
  }
  return pairs;
}

/**
 * Two forms of one word rather than two words: one holds the other (ಪುಸ್ತಕ / ಪುಸ್ತಕವನ್ನು, 昨天 / 昨天晚上),
 * they share their first three letters (estabas / estuvo, gentil / gentille), or, in German,
 * Spanish and French, they end differently (aprende / estudias: another person).
 */
function inflections(code: string, x: string, y: string): boolean {
  if (x.includes(y) || y.includes(x)) return true;
  const [a, b] = [[...x], [...y]];
  if (!writtenUnspaced(code) && a.slice(0, 3).join("") === b.slice(0, 3).join("")) return true;
  return writtenInLatin(code) && a[a.length - 1] !== b[b.length - 1];
}

/** The language judges one word written in place of the other (each read on its own) another word, not grammar or a spelling. */
function isAnotherWord(language: Language, given: string, expected: string): boolean {
  const context = language.context([expected]);
  const answer = language.readAnswer(expected, context)[0];
  const attempt = language.readAttempt(given, context)[0];
  if (!answer || !attempt || answer.words.length !== 1) return false;
  const key = attempt.units.map((unit) => unit.key).join("");
  return language.judgeWord({ text: given, key, exact: given.normalize("NFKC").toLowerCase() }, { answer, index: 0, romanised: false }).kind === "word";
}

export const lexiconText = (lexicon: CourseLexicon) => `${JSON.stringify(lexicon)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(LEXICON_PATH, lexiconText(courseLexicon(await loadContent())));
  console.log(`wrote ${LEXICON_PATH}`);
}
