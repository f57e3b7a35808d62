/**
 * The answer check: the learner's sentence against an exercise's accepted answers, read the way
 * the language is written (scripts, romanisation, spelling variants), so that a slip of spelling is
 * forgiven and named while a slip of grammar is a mistake, named precisely.
 */
import { expandAnswer } from "../../../contract/answer-pattern";
import { align, substitution, type Alignment } from "./align";
import { judge, type Judgement, type Mark } from "./judge";
import { languageFor } from "./languages";
import type { Language, Reading } from "./types";
import { courseOf, type Course } from "./course";
import { promptLoanwords } from "./loanwords";
import { learnSpellings, respell } from "./spellings";
import { widenAnswers } from "./variants";

export type Verdict =
  | { kind: "correct"; answer: string; note?: "accents" | "typo"; noteText?: string }
  | { kind: "wrong"; closest: string; wrongWord?: string; expectedWord?: string; explanation?: string }
  | { kind: "unsure"; closest: string };

interface Variant {
  text: string;
  readings: Map<string, Reading>;
  /** Made by the language's rules from a listed answer (variants.ts), not listed by the lesson. */
  derived: boolean;
}

/**
 * What a mistake is named against: the lesson's own sentence unless a derived one is clearly nearer
 * ("weil ich bin müde" is the verb out of place after weil, not weil in place of denn).
 */
const DERIVED_PENALTY = 1;

interface PreparedExercise {
  language: Language;
  context: unknown;
  variants: Variant[];
  /** Per reading mode: the answers' joined keys → the variants that have them. */
  exact: Map<string, Map<string, number[]>>;
  /** Spellings the answers show to be one word, each → the one it is compared as. */
  spellings: Map<string, string>;
  cost: (a: string, b: string) => number;
  /** The most units any answer has. */
  longest: number;
  course: Course;
  /** The prompt's English words a loanword could stand for (loanwords.ts). */
  loanwords: string[];
}

const joinKeys = (reading: Reading) => reading.units.map((unit) => unit.key).join("");

/** Exercises already read, so that a turn only reads the learner's sentence. */
const prepared = new Map<string, PreparedExercise>();
const PREPARED_KEPT = 512;

function prepare(answers: readonly string[], code?: string, prompt?: string): PreparedExercise {
  const cacheKey = `${code ?? ""}\u0000${prompt ?? ""}\u0000${answers.join("\u0001")}`;
  const cached = prepared.get(cacheKey);
  if (cached) return cached;
  const written = [...new Set(answers.flatMap(expandAnswer))];
  const language = languageFor(code, written);
  const sentences = widenAnswers(language, written, prompt);
  const context = language.context(sentences);
  const exact = new Map<string, Map<string, number[]>>();
  const variants = sentences.map((text, index) => {
    const readings = new Map<string, Reading>();
    for (const reading of language.readAnswer(text, context)) {
      if (!reading.units.length || readings.has(reading.mode)) continue;
      readings.set(reading.mode, reading);
      const byKey = exact.get(reading.mode) ?? new Map<string, number[]>();
      exact.set(reading.mode, byKey);
      const key = joinKeys(reading);
      byKey.set(key, [...(byKey.get(key) ?? []), index]);
    }
    return { text, readings, derived: index >= written.length };
  });
  const spellings = learnSpellings(language, variants);
  if (spellings.size) {
    // Exact matching sees one spelling per word; the answers keep theirs for naming a mistake.
    exact.delete(language.spellings!.mode);
    for (const [index, variant] of variants.entries()) {
      const reading = variant.readings.get(language.spellings!.mode);
      if (!reading) continue;
      const byKey = exact.get(reading.mode) ?? new Map<string, number[]>();
      exact.set(reading.mode, byKey);
      const key = joinKeys(respell(reading, spellings));
      byKey.set(key, [...(byKey.get(key) ?? []), index]);
    }
  }
  const unitCost = language.substitutionCost ? (a: string, b: string) => language.substitutionCost!(a, b) : substitution;
  const cost = (a: string, b: string) => ((spellings.get(a) ?? a) === (spellings.get(b) ?? b) ? 0 : unitCost(a, b));
  const longest = Math.max(0, ...variants.flatMap((variant) => [...variant.readings.values()].map((reading) => reading.units.length)));
  const result = { language, context, variants, exact, spellings, cost, longest, course: courseOf(language.code), loanwords: promptLoanwords(prompt) };
  if (prepared.size >= PREPARED_KEPT) prepared.delete(prepared.keys().next().value!);
  prepared.set(cacheKey, result);
  return result;
}

/**
 * The attempt's readings worth comparing: none when it is far longer than any answer (a pasted text),
 * which is no attempt at the sentence and would only cost time to line up.
 */
function readAttempt(exercise: PreparedExercise, attempt: string): Reading[] {
  return exercise.language.readAttempt(attempt, exercise.context).filter((reading) => reading.units.length && reading.units.length <= exercise.longest * 3 + 10);
}

interface Comparison {
  variant: Variant;
  attempt: Reading;
  answer: Reading;
  alignment: Alignment;
}

/** The answer nearest to the attempt, across the attempt's readings; ties go to the learner's own script. */
function nearest(exercise: PreparedExercise, attempts: Reading[]): Comparison | null {
  let best: (Comparison & { rank: number }) | null = null;
  // The answers share most of their words: each pair of units is costed once.
  const costs = new Map<string, number>();
  const cost = (a: string, b: string) => {
    const pair = `${a}\u0000${b}`;
    let known = costs.get(pair);
    if (known === undefined) costs.set(pair, (known = exercise.cost(a, b)));
    return known;
  };
  attempts.forEach((attempt, order) => {
    if (attempt.matchOnly) return;
    // Variants read alike in this mode line up alike: the first (a listed answer before a derived one) stands for them.
    const lined = new Set<string>();
    for (const variant of exercise.variants) {
      const answer = variant.readings.get(attempt.mode);
      if (!answer) continue;
      const keys = `${answer.native}\u0001${answer.units.map((unit) => unit.key).join("\u0000")}`;
      if (lined.has(keys)) continue;
      lined.add(keys);
      const extra = (variant.derived ? DERIVED_PENALTY : 0) + (answer.native === attempt.native ? 0 : 0.01) + order * 0.001;
      // An answer that cannot come nearer than the best so far is not lined up to the end.
      const alignment = align(attempt.units, answer.units, cost, best ? best.rank - extra + 1e-6 : Infinity);
      if (!alignment) continue;
      const rank = alignment.cost + extra;
      if (!best || rank < best.rank - 1e-9) best = { variant, attempt, answer, alignment, rank };
    }
  });
  return best;
}

function exactMatch(exercise: PreparedExercise, attempts: Reading[]): { attempt: Reading; variant: Variant } | null {
  for (const attempt of attempts) {
    const hits = exercise.exact.get(attempt.mode)?.get(joinKeys(respell(attempt, exercise.spellings)));
    if (!hits?.length) continue;
    const ranked = hits
      .map((index) => exercise.variants[index]!)
      .map((variant, order) => {
        const answer = variant.readings.get(attempt.mode)!;
        const note = exercise.language.note(attempt, answer);
        // The answer in the learner's script, unless the match needed a looser reading: then the one the note can quote as typed.
        const preferred = attempt.matchOnly ? answer.native === attempt.native : answer.native;
        return { variant, rank: (preferred ? 0 : 2) + (note ? 1 : 0) + order / 1000 };
      })
      .sort((a, b) => a.rank - b.rank);
    return { attempt, variant: ranked[0]!.variant };
  }
  return null;
}

/** How many words may carry a forgiven slip of spelling: one, and one more per four words beyond. */
const slipsAllowed = (words: number) => Math.max(1, Math.floor(words / 4));

function verdictOf(comparison: Comparison, judgement: Judgement): Verdict {
  const { variant, answer } = comparison;
  const { faults, slips } = judgement;
  if (!faults.length && slips.length <= slipsAllowed(answer.words.length)) {
    // Only words a learner may add or leave out differ (ಒಂದು, एक, gerade): right, with no slip to name.
    if (!slips.length) return { kind: "correct", answer: variant.text };
    const named = slips.map((slip) => `“${slip.given}” is written “${slip.expected}”`).join(", ");
    return { kind: "correct", answer: variant.text, note: "typo", noteText: `A small slip in the spelling: ${named}.` };
  }
  // Every difference is a word the course does not know: the sentence may be right in a way no lesson lists.
  // One known mistake among them (a missing "no", a wrong ending) is named instead.
  if (faults.length && faults.every((fault) => fault.unknown)) return { kind: "unsure", closest: variant.text };
  const verdict: Verdict = { kind: "wrong", closest: variant.text };
  const [only] = faults;
  if (faults.length === 1 && only!.swapped) Object.assign(verdict, { wrongWord: only!.given, expectedWord: only!.expected });
  // Naming the mistake helps only when the sentence is close to the answer; the weightiest is named.
  // A mistake the checker knows is named before a word it cannot place.
  const named = [...faults].sort((a, b) => Number(a.unknown ?? false) - Number(b.unknown ?? false) || a.weight - b.weight)[0];
  if (named && faults.length <= Math.max(2, Math.ceil(answer.words.length / 2))) verdict.explanation = named.explanation;
  return verdict;
}

/**
 * Checks a sentence against an exercise's accepted answers (which may use the lesson-file pattern
 * syntax). `languageCode` is the course's language; without it the language is told from the answers.
 * `prompt`, the exercise's English, lets a loanword of its words stand for the answer's word.
 */
export function checkAnswer(attempt: string, accepted: readonly string[], languageCode?: string, prompt?: string): Verdict {
  const exercise = prepare(accepted, languageCode, prompt);
  const attempts = readAttempt(exercise, attempt);
  const match = exactMatch(exercise, attempts);
  if (match && !match.attempt.matchOnly) return correctAs(exercise, match);
  const comparison = nearest(exercise, attempts);
  const verdict = comparison ? verdictOf(comparison, judge(exercise.language, comparison.attempt, comparison.answer, comparison.alignment, !comparison.attempt.native, exercise.course, exercise.loanwords)) : null;
  // Matched only by a looser reading (romaji without its long vowels): the slips the judge names, when it finds them forgivable.
  if (match) return verdict?.kind === "correct" ? verdict : correctAs(exercise, match);
  return verdict ?? { kind: "wrong", closest: exercise.variants[0]?.text ?? "" };
}

function correctAs(exercise: PreparedExercise, match: { attempt: Reading; variant: Variant }): Verdict {
  const answer = match.variant.readings.get(match.attempt.mode)!;
  const tone = exercise.language.toneMistake?.(match.attempt, answer);
  if (tone) return { kind: "wrong", closest: match.variant.text, wrongWord: tone.given, expectedWord: tone.expected, explanation: tone.explanation };
  const note = exercise.language.note(match.attempt, answer);
  return { kind: "correct", answer: match.variant.text, ...note };
}

/** A stretch of the learner's sentence as typed; words carry whether they were right. */
export interface MarkedText {
  text: string;
  /** Absent for the spaces and punctuation between words. */
  mark?: Mark;
}

const worse = (a: Mark, b: Mark): Mark => (a === "wrong" || b === "wrong" ? "wrong" : a === "slip" || b === "slip" ? "slip" : "right");

/**
 * The learner's sentence cut into its words, each marked right, a forgiven slip, or wrong against
 * the answer the verdict compared it with, for highlighting in the chat. The pieces join up to the
 * sentence exactly as typed. Pass the exercise's accepted answers (as given to `checkAnswer`) for
 * the same reading of the answer as the verdict's; without them the verdict's answer alone is used.
 */
export function markWords(attempt: string, verdict: Verdict, accepted?: readonly string[], languageCode?: string, prompt?: string): MarkedText[] {
  const answer = verdict.kind === "correct" ? verdict.answer : verdict.closest;
  const exercise = prepare(accepted?.length ? accepted : [answer], languageCode, prompt);
  const attempts = readAttempt(exercise, attempt);
  const variant = exercise.variants.find((candidate) => candidate.text === answer);
  const comparison = nearest(variant ? { ...exercise, variants: [variant] } : exercise, attempts);
  if (!comparison) return attempt.trim() ? [{ text: attempt, mark: "wrong" }] : attempt ? [{ text: attempt }] : [];
  const judgement = judge(exercise.language, comparison.attempt, comparison.answer, comparison.alignment, !comparison.attempt.native, exercise.course, exercise.loanwords);
  // A right answer spelled another accepted way has no wrong word, whatever the nearest reading says.
  const exactly = verdict.kind === "correct" && verdict.note !== "typo";
  const marks: Mark[] = exactly ? comparison.attempt.units.map(() => "right") : [...judgement.marks];
  // A tone the toneless comparison cannot see (mài for mǎi): its syllable is the wrong word.
  const tone = verdict.kind === "wrong" ? exercise.language.toneMistake?.(comparison.attempt, comparison.answer) : null;
  if (tone) marks[tone.unit] = "wrong";
  // A piece is a run of units from one word the learner typed that stands for one word of the
  // answer: in Japanese, typed without spaces, that cuts the sentence at the answer's words.
  const pieces: MarkedText[] = [];
  let at = 0;
  let group = "";
  comparison.attempt.units.forEach((unit, index) => {
    const mark = marks[index]!;
    const unitGroup = `${unit.word}:${judgement.groups[index]}`;
    const last = pieces[pieces.length - 1];
    if (unit.start < at) {
      // Units of one written character (a kanji read as several kana) share its span.
      if (last?.mark && mark !== "right") last.mark = worse(last.mark, mark);
      return;
    }
    if (last?.mark && unitGroup === group && unit.start === at) {
      last.text += attempt.slice(at, unit.end);
      last.mark = worse(last.mark, mark);
    } else {
      if (unit.start > at) pieces.push({ text: attempt.slice(at, unit.start) });
      pieces.push({ text: attempt.slice(unit.start, unit.end), mark });
    }
    group = unitGroup;
    at = unit.end;
  });
  if (at < attempt.length) pieces.push({ text: attempt.slice(at) });
  return pieces;
}
