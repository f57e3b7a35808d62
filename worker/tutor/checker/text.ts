/**
 * Text helpers every language shares: the sentence normaliser the tutor has always used, edit
 * distance, and splitting a sentence into the words the learner typed, with where each one stands.
 */
import { foldLatinAccents } from "../../../contract/fold";

const PUNCTUATION = /[\p{P}\p{S}]/gu;
/** Letters of Chinese and Japanese, with the long-vowel mark ー and the repeat marks 々 ゝ ゞ ヽ ヾ, which Unicode files under no script. */
export const CJK = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー々〆ゝゞヽヾ";
const CJK_WORD = new RegExp(`^[${CJK}]+$`, "u");
const SPACE_BETWEEN_CJK = new RegExp(`(?<=[${CJK}])\\s+(?=[${CJK}])`, "gu");

/** Accents off Latin letters only: in Devanagari and Kannada the combining marks are the vowels themselves (one function, contract/fold.ts). */
export { foldLatinAccents };

/**
 * Lower case, compatibility forms folded (full-width Latin, half-width kana), punctuation and
 * extra spaces dropped; `foldAccents` also removes accents from Latin letters.
 */
export function normalise(text: string, foldAccents = true): string {
  let result = text.normalize("NFKC").toLowerCase().replace(/[’‘`´]/g, "'");
  if (foldAccents) result = foldLatinAccents(result);
  return result
    .replace(/'/g, "")
    .replace(PUNCTUATION, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(SPACE_BETWEEN_CJK, "");
}

/** Words of a normalised sentence; Chinese and Japanese without spaces count per character. */
export function words(normalised: string): string[] {
  return normalised.split(" ").flatMap((word) => (CJK_WORD.test(word) ? [...word] : [word]));
}

export function editDistance(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i++) {
    const current = [i];
    for (let j = 1; j <= right.length; j++) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[right.length]!;
}

/** A word as it stands in a sentence: its text and where it starts and ends. */
export interface Token {
  text: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{M}\p{N}\u200c\u200d]+['’]?/gu;

/**
 * The words of a sentence exactly as written. Apostrophes and hyphens separate words (French j'ai,
 * est-ce), and an elided word keeps its apostrophe so it can be quoted as typed.
 */
export function tokens(sentence: string): Token[] {
  const text = sentence.normalize("NFC");
  return [...text.matchAll(WORD)].map((match) => ({ text: match[0], start: match.index, end: match.index + match[0].length }));
}

/** How the two words differ: the length of the shared start and of the shared end (the end counted first). */
export function sharedEdges(given: string, expected: string): { prefix: number; suffix: number } {
  const a = [...given];
  const b = [...expected];
  let suffix = 0;
  while (suffix < a.length && suffix < b.length && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
  let prefix = 0;
  while (prefix < a.length - suffix && prefix < b.length - suffix && a[prefix] === b[prefix]) prefix++;
  return { prefix, suffix };
}

/** True when the words differ only by one letter written once instead of twice, or twice instead of once (Tenis, Kaffe). */
export function differsByDoubling(given: string, expected: string): boolean {
  const [shorter, longer] = given.length < expected.length ? [given, expected] : [expected, given];
  if (longer.length !== shorter.length + 1) return false;
  for (let index = 0; index < longer.length; index++) {
    if (longer[index] !== shorter[index]) {
      return longer.slice(index + 1) === shorter.slice(index) && (longer[index] === longer[index - 1] || longer[index] === longer[index + 1]);
    }
  }
  return false;
}

/**
 * Remembers a pure function's answers (transliterations, kana conversions): the same words come
 * back in every answer of an exercise and in every exercise of a lesson. Bounded, oldest dropped.
 */
export function remembered<T>(compute: (input: string) => T, kept = 20_000): (input: string) => T {
  const memory = new Map<string, T>();
  return (input) => {
    const known = memory.get(input);
    if (known !== undefined) return known;
    const value = compute(input);
    if (memory.size >= kept) memory.delete(memory.keys().next().value!);
    memory.set(input, value);
    return value;
  };
}
