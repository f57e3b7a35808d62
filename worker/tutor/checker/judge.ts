/**
 * Turns the alignment of the learner's sentence with the nearest answer into a judgement: which
 * words are right, which differ only by a slip of spelling, and which carry a mistake, named.
 */
import type { Alignment, Step } from "./align";
import type { Course } from "./course";
import { LOANWORD_SCRIPT, skeleton, soundsLikePromptWord } from "./loanwords";
import type { GivenWord, Language, Reading } from "./types";

export type Mark = "right" | "slip" | "wrong";

export interface Fault {
  /** The learner's word as typed, when the fault is a word they wrote. */
  given?: string;
  /** The word the answer has there, when the fault is about one. */
  expected?: string;
  /** True when the learner's word stands in place of the expected one (not added, missing or moved). */
  swapped: boolean;
  explanation: string;
  /** Which fault to name first: a grammar mistake before another word, before a missing or extra one. */
  weight: number;
  /**
   * The learner's word is one the course does not know and no slip of the expected one: it may be
   * right (a synonym, a form the lessons never list), so it cannot be called a mistake.
   */
  unknown?: boolean;
}

export interface Judgement {
  faults: Fault[];
  slips: { given: string; expected: string }[];
  /** One mark per unit of the attempt. */
  marks: Mark[];
  /** Per unit of the attempt, the answer word it was read as (a negative number: a group of added units). */
  groups: number[];
}

function givenWord(attempt: Reading, units: number[]): GivenWord {
  const spans = units.map((unit) => attempt.units[unit]!);
  const text = attempt.source.slice(Math.min(...spans.map((unit) => unit.start)), Math.max(...spans.map((unit) => unit.end)));
  return { text, key: spans.map((unit) => unit.key).join(""), exact: text.normalize("NFKC").toLowerCase() };
}

const sorted = (keys: string[]) => [...keys].sort().join("\u0000");

/** Words after which a German verb waits for the end of its clause. */
const CLAUSE_OPENERS = new Set(["weil", "dass", "wenn", "ob", "obwohl", "als", "damit", "bevor", "nachdem"]);

/**
 * Where a word the learner moved belongs, said by its role and never by the whole sentence (the
 * learner has not earned it): "after “weil” the verb goes to the end", "it comes earlier".
 */
function placeOf(word: string, answer: Reading, expectedAt: number, givenAt: number): string {
  const opener = answer.words.slice(0, expectedAt).reverse().find((candidate) => CLAUSE_OPENERS.has(candidate.key));
  if (expectedAt === answer.words.length - 1 && opener) return `“${word}” is in the wrong place: after “${opener.text}” the verb goes to the end of the clause.`;
  if (expectedAt === answer.words.length - 1) return `“${word}” is in the wrong place: it goes at the end.`;
  if (expectedAt === 0) return `“${word}” is in the wrong place: it comes first.`;
  if (expectedAt === 1 && givenAt > 1) return `“${word}” is in the wrong place: it comes second, right after “${answer.words[0]!.text}”.`;
  return `“${word}” is in the wrong place: it comes ${expectedAt > givenAt ? "later" : "earlier"} in the sentence.`;
}

/** The learner used exactly the answer's words, in another order. */
function orderFault(attempt: Reading, answer: Reading): { fault: Fault; marks: Mark[] } | null {
  const given = attempt.units.map((unit) => unit.key);
  const expected = answer.units.map((unit) => unit.key);
  if (given.length < 2 || sorted(given) !== sorted(expected) || given.join("\u0000") === expected.join("\u0000")) return null;
  const marks: Mark[] = given.map((key, index) => (key === expected[index] ? "right" : "wrong"));
  const movedAt = marks.indexOf("wrong");
  const moved = attempt.units[movedAt]!;
  const word = attempt.words[moved.word]!;
  const oneWordPerUnit = attempt.units.length === attempt.words.length;
  // The word the learner put first out of place: where it belongs (the first place it fits after the right-hand stretch).
  const expectedAt = expected.findIndex((key, index) => key === moved.key && index >= movedAt && marks[index] !== "right");
  // Places are counted in words, not units: a Chinese word is several characters (是 belongs after 我们, not at the end).
  const belongs = answer.units[expectedAt < 0 ? expected.indexOf(moved.key) : expectedAt]!.word;
  const explanation = oneWordPerUnit
    ? placeOf(word.text, answer, belongs, answer.units[movedAt]!.word)
    : `The words are right but their order isn't: the sentence starts with “${answer.words[0]!.text}”.`;
  return { fault: { given: word.text, swapped: false, explanation, weight: 0 }, marks };
}

/** Which answer word each step belongs to (extra steps: none). */
function wordOfStep(answer: Reading, step: Step | undefined): number | undefined {
  return step && step.op !== "extra" ? answer.units[step.expected]!.word : undefined;
}

/**
 * A word of the learner's the course knows, as written (script and accents kept). A single Chinese
 * character is a word of the language whatever the course says: 卖 for 买 is a mistake, not a guess.
 */
const knownTo = (course: Course, text: string) => /^\p{Script=Han}$/u.test(text) || course.words.has(text.normalize("NFKC").toLowerCase());

/**
 * A slip of spelling that spells another word the course knows (买 / 卖, Deutsch / Deutsche,
 * arrivé / arrivée) is no slip: the lesson's own grammar point is never a typo.
 */
function asJudged(language: Language, course: Course, given: GivenWord, place: { answer: Reading; index: number; romanised: boolean }) {
  const verdict = language.judgeWord(given, place);
  const expected = place.answer.words[place.index]!;
  if (verdict.kind === "slip" && knownTo(course, given.text) && given.exact !== expected.exact.normalize("NFKC").toLowerCase()) {
    return { kind: "word" as const, explanation: `“${given.text}” is another word: here it's “${expected.text}”.` };
  }
  return verdict;
}

/** A word the learner may add or leave out (Language.optionalWords): neither missing nor extra. */
const optional = (language: Language, exact: string) => language.optionalWords?.has(exact.normalize("NFKC").toLowerCase().replace(/[,.;:!?、，。]+$/u, "")) ?? false;

/**
 * A word in place of the answer's that is the prompt's English word, said as a loanword (loanwords.ts): only in a sentence romanised from another script, since in German, Spanish or French an English-looking word is a false friend.
 * Never in place of a word that is itself the prompt's word (kannada: "hindi" sounds one consonant
 * from it, and is another language) nor for another form of the answer's own word (barede, I wrote,
 * for bareeteeni, I'll write: its skeleton happens to be "write"'s).
 */
function isLoanword(given: GivenWord, expected: { text: string; exact: string; roman?: string }, loanwords: readonly string[]): boolean {
  if (!loanwords.length || !LOANWORD_SCRIPT.test(given.text) || !soundsLikePromptWord(given.text, loanwords)) return false;
  const answerWord = expected.roman ?? expected.exact;
  // Another form of the answer's word shares its start or its ending (barede / bareeteeni, mimasu / shimasu).
  const sameStem = given.exact.slice(0, 3) === answerWord.toLowerCase().slice(0, 3) || (given.exact.length > 3 && given.exact.slice(-3) === answerWord.toLowerCase().slice(-3));
  // The answer's word is the prompt's own (kannada for Kannada): only that word's sound will do.
  const ownWord = LOANWORD_SCRIPT.test(answerWord) && loanwords.includes(skeleton(answerWord));
  return !sameStem && (!ownWord || skeleton(given.text) === skeleton(answerWord));
}

/**
 * `loanwords`: the prompt's English words as skeletons (loanwords.ts): a word in place of the
 * answer's that sounds like one of them is that thing said with the English word, and right.
 */
export function judge(language: Language, attempt: Reading, answer: Reading, alignment: Alignment, romanised: boolean, course: Course, loanwords: readonly string[] = []): Judgement {
  if (language.ordersWords !== false) {
    const order = orderFault(attempt, answer);
    if (order) return { faults: [order.fault], slips: [], marks: order.marks, groups: attempt.units.map((unit) => unit.word) };
  }
  // A prompt word the answer already says (Agra in "ham pichhle saal Agra gaye") is no loanword for another of its words: "agle" only sounds like it.
  const sounds = answer.words.map((each) => skeleton(each.roman ?? each.exact));
  const unsaidBesides = (index: number) => loanwords.filter((word) => !sounds.some((sound, at) => sound === word && at !== index));
  const marks: Mark[] = attempt.units.map(() => "right");
  const groups: number[] = attempt.units.map(() => -1);
  const perWord = answer.words.map(() => ({ given: [] as number[], changed: false }));
  const extras: { units: number[]; before: number }[] = [];
  let pending: number[] = [];
  const steps = alignment.steps;
  const nearest = (from: number, direction: 1 | -1) => {
    for (let index = from; index >= 0 && index < steps.length; index += direction) if (steps[index]!.op !== "extra") return steps[index];
    return undefined;
  };
  steps.forEach((step, index) => {
    if (step.op === "extra") {
      const previous = nearest(index - 1, -1);
      const next = nearest(index + 1, 1);
      const unit = attempt.units[step.given]!;
      // Typed as part of the same word as a neighbour (romaji: one word, several kana), or inside one answer word.
      const sameSpan = (other: Step | undefined) =>
        other && other.op !== "missing" && attempt.units[other.given]!.start === unit.start && attempt.units[other.given]!.end === unit.end;
      const inside = wordOfStep(answer, previous) !== undefined && wordOfStep(answer, previous) === wordOfStep(answer, next) ? wordOfStep(answer, previous) : undefined;
      const target = inside ?? (sameSpan(next) ? wordOfStep(answer, next) : sameSpan(previous) ? wordOfStep(answer, previous) : undefined);
      if (target !== undefined) {
        perWord[target]!.given.push(step.given);
        perWord[target]!.changed = true;
        groups[step.given] = target;
      } else {
        pending.push(step.given);
        groups[step.given] = -(extras.length + 2);
      }
      return;
    }
    const word = answer.units[step.expected]!.word;
    if (pending.length) extras.push({ units: pending, before: word });
    pending = [];
    if (step.op !== "missing") {
      perWord[word]!.given.push(step.given);
      groups[step.given] = word;
    }
    if (step.op !== "same") perWord[word]!.changed = true;
  });
  if (pending.length) extras.push({ units: pending, before: answer.words.length });

  const faults: { at: number; fault: Fault }[] = [];
  const slips: Judgement["slips"] = [];
  perWord.forEach((word, index) => {
    if (!word.changed) return;
    const place = { answer, index, romanised };
    const expected = answer.words[index]!;
    if (!word.given.length) {
      if (optional(language, expected.exact)) return;
      faults.push({ at: index, fault: { expected: expected.text, swapped: false, explanation: language.missing(place), weight: 2 } });
      return;
    }
    const given = givenWord(attempt, word.given);
    const verdict = asJudged(language, course, given, place);
    if (verdict.kind === "word" && romanised && isLoanword(given, expected, unsaidBesides(index))) return;
    for (const unit of word.given) marks[unit] = verdict.kind === "slip" ? "slip" : "wrong";
    if (verdict.kind === "slip") slips.push({ given: given.text, expected: expected.text });
    else {
      const weight = "minor" in verdict && verdict.minor ? 3 : verdict.kind === "grammar" ? 0 : 1;
      const unknown = verdict.kind === "word" && !knownTo(course, given.text);
      faults.push({ at: index, fault: { given: given.text, expected: expected.text, swapped: true, explanation: verdict.explanation, weight, unknown } });
    }
  });
  for (const group of extras) {
    const given = givenWord(attempt, group.units);
    if (optional(language, given.exact)) continue;
    for (const unit of group.units) marks[unit] = "wrong";
    const index = Math.min(group.before, answer.words.length - 1);
    const unknown = !knownTo(course, given.text);
    faults.push({ at: group.before - 0.5, fault: { given: given.text, swapped: false, explanation: language.extra(given, { answer, index, romanised }), weight: 2, unknown } });
  }
  faults.sort((a, b) => a.at - b.at);
  return { faults: faults.map((entry) => entry.fault), slips, marks, groups };
}
