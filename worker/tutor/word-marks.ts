/**
 * The learner's words as they typed them, each marked right or wrong against the answer the
 * checker compared them with; and the answer's words they got wrong or left out (for the notes).
 * Words are found with the platform's word segmenter, so Japanese and Chinese split into words,
 * not characters.
 */
import type { WordMark } from "../../contract/wire";
import * as checker from "./answer-check";
import type { Verdict } from "./answer-check";
import { LruMap } from "../isolate/lru-map";

export interface Word {
  text: string;
  start: number;
}

/** One segmenter per language for the isolate's life, bounded (issue 29) though lessons name few languages. */
export const KEPT_SEGMENTERS = 16;
const segmenters = new LruMap<string, Intl.Segmenter>(KEPT_SEGMENTERS);

/** How many segmenters this isolate keeps, for the test of the bound. */
export function keptSegmenters(): number {
  return segmenters.size;
}

/** The words of `text` in `languageCode`, as written, with where they start. */
export function wordsOf(text: string, languageCode: string): Word[] {
  let segmenter = segmenters.get(languageCode);
  if (!segmenter) segmenters.set(languageCode, (segmenter = new Intl.Segmenter(languageCode, { granularity: "word" })));
  const found: Word[] = [];
  for (const part of segmenter.segment(text)) {
    if (part.isWordLike || /[\p{L}\p{N}]/u.test(part.segment)) found.push({ text: part.segment, start: part.index });
  }
  return found;
}

/** Case and apostrophes aside, but accents kept: "mude" is not "müde". */
const sameWord = (a: string, b: string) => {
  const key = (word: string) => word.normalize("NFKC").toLowerCase().replace(/['’]/g, "");
  return key(a) === key(b);
};

/** Which words of `left` and `right` line up (their longest common run of words, in order). */
function lineUp(left: string[], right: string[]): { leftMatched: boolean[]; rightMatched: boolean[] } {
  const lengths = Array.from({ length: left.length + 1 }, () => Array.from({ length: right.length + 1 }, () => 0));
  for (let i = left.length - 1; i >= 0; i--) {
    for (let j = right.length - 1; j >= 0; j--) {
      lengths[i]![j] = sameWord(left[i]!, right[j]!) ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const leftMatched = left.map(() => false);
  const rightMatched = right.map(() => false);
  for (let i = 0, j = 0; i < left.length && j < right.length; ) {
    if (sameWord(left[i]!, right[j]!)) {
      leftMatched[i++] = true;
      rightMatched[j++] = true;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return { leftMatched, rightMatched };
}

export interface Comparison {
  marks: WordMark[];
  /** Words of the answer the learner got wrong or left out, as the answer spells them. */
  missed: string[];
}

/**
 * What the checker's `markWords` gives, when the checker has one: its pieces join up to the
 * sentence as typed; those that are words carry a mark (right, a forgiven slip, wrong). Null otherwise.
 */
function checkerMarks(attempt: string, verdict: Verdict, accepted: readonly string[], languageCode: string): WordMark[] | null {
  const markWords = (checker as Record<string, unknown>).markWords;
  if (typeof markWords !== "function") return null;
  const pieces = (markWords as (attempt: string, verdict: Verdict, accepted: readonly string[], languageCode: string) => unknown)(attempt, verdict, accepted, languageCode);
  if (!Array.isArray(pieces)) return null;
  return (pieces as { text?: unknown; ok?: unknown; mark?: unknown }[])
    .filter((piece) => typeof piece.ok === "boolean" || typeof piece.mark === "string")
    .map((piece) => ({ text: String(piece.text ?? ""), ok: typeof piece.ok === "boolean" ? piece.ok : piece.mark === "right" }));
}

/** Compares the learner's attempt with the answer the verdict names (`accepted`: the exercise's answers, as the checker had them). */
export function compareWords(attempt: string, verdict: Verdict, languageCode: string, accepted: readonly string[] = []): Comparison {
  const answer = verdict.kind === "correct" ? verdict.answer : verdict.closest;
  const tried = wordsOf(attempt, languageCode).map((word) => word.text);
  const fromChecker = () => checkerMarks(attempt, verdict, accepted, languageCode);
  // Accepted as it stands (another spelling or script included): every word is right.
  if (verdict.kind === "correct" && !verdict.note) return { marks: fromChecker() ?? tried.map((text) => ({ text, ok: true })), missed: [] };
  const expected = wordsOf(answer, languageCode).map((word) => word.text);
  const { leftMatched, rightMatched } = lineUp(tried, expected);
  const missed = expected.filter((_, index) => !rightMatched[index]);
  const marks = fromChecker() ?? tried.map((text, index) => ({ text, ok: leftMatched[index]! }));
  return { marks, missed };
}
