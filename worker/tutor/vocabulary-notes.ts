/**
 * The words that go into the learner's notes: spelt as the lesson spells them (German nouns keep
 * their capital, the sentence's first word loses the capital it only had for starting the
 * sentence), in the language's own script, each marked new, practised or a struggle.
 */
import type { Exercise } from "../../contract/lesson-source";
import type { ScratchPad, WordStatus } from "../../contract/wire";
import { MAX_VOCABULARY, remember } from "./scratch-pad";
import { wordsOf } from "./word-marks";

const LATIN_ONLY = /^[\p{Script=Latin}\p{M}\p{N}\p{P}\p{Zs}]+$/u;
const NON_LATIN_COURSES = new Set(["hi", "kn", "ja", "zh"]);

/** Words the lesson writes with a capital in mid-sentence (nouns, polite Sie): these keep it first too. */
function capitalisedWords(exercises: readonly Exercise[]): Set<string> {
  const found = new Set<string>();
  for (const sentence of exercises.flatMap((exercise) => [...exercise.answers, exercise.example.answer])) {
    for (const word of wordsOf(sentence, "und").slice(1)) if (/^\p{Lu}/u.test(word.text)) found.add(word.text);
  }
  return found;
}

/** The answer the notes should learn from: the matched one, or the lesson's own script when it was romanised. */
export function spelledAnswer(exercise: Exercise, matched: string, languageCode: string): string {
  if (!NON_LATIN_COURSES.has(languageCode) || !LATIN_ONLY.test(matched)) return matched;
  return exercise.answers.find((answer) => !LATIN_ONLY.test(answer)) ?? matched;
}

/** The words of an answer as the notes keep them. */
export function noteWords(answer: string, exercises: readonly Exercise[], languageCode: string): string[] {
  const capitals = capitalisedWords(exercises);
  return wordsOf(answer, languageCode).map(({ text }, index) =>
    index === 0 && /^\p{Lu}\p{Ll}/u.test(text) && !capitals.has(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text,
  );
}

const MAX_STATUSES = 160;

/** After a sentence is done: its words join the notes; those the learner got wrong on the way are struggles. */
export function learnWords(pad: ScratchPad, words: string[], struggled: readonly string[], produced: boolean): ScratchPad {
  const status: Record<string, WordStatus> = { ...pad.wordStatus };
  const hard = new Set(struggled.map((word) => word.toLowerCase()));
  for (const word of words) {
    const before = status[word];
    if (hard.has(word.toLowerCase())) status[word] = "struggle";
    else if (produced) status[word] = before ? "practised" : "new";
  }
  const kept = Object.entries(status).slice(-MAX_STATUSES);
  return {
    ...pad,
    knownVocabulary: produced ? remember(pad.knownVocabulary, words, MAX_VOCABULARY) : pad.knownVocabulary,
    wordStatus: Object.fromEntries(kept),
  };
}
