/**
 * Checks a learner's sentence against an exercise's accepted answers, the way a patient tutor
 * would: case, punctuation, spacing and accents do not matter; a small typo is forgiven but
 * named; when one word is wrong, that word is pinpointed.
 */

export type Verdict =
  | { kind: "correct"; answer: string; note?: "accents" | "typo" }
  | { kind: "wrong"; closest: string; wrongWord?: string; expectedWord?: string };

const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu;
const PUNCTUATION = /[\p{P}\p{S}]/gu;
const CJK = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}";
const SPACE_BETWEEN_CJK = new RegExp(`(?<=[${CJK}])\\s+(?=[${CJK}])`, "gu");

/**
 * Lower case, compatibility forms folded (full-width Latin, half-width kana), punctuation and
 * extra spaces dropped. `foldAccents` removes accents from Latin letters only: in Devanagari and
 * Kannada the combining marks are the vowels themselves.
 */
export function normalise(text: string, foldAccents = true): string {
  let result = text.normalize("NFKC").toLowerCase().replace(/[’‘`´]/g, "'");
  if (foldAccents) result = result.normalize("NFD").replace(LATIN_MARKS, "$1").normalize("NFC");
  return result
    .replace(/'/g, "")
    .replace(PUNCTUATION, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(SPACE_BETWEEN_CJK, "");
}

/** Words of a normalised sentence; Chinese and Japanese without spaces count per character. */
export function words(normalised: string): string[] {
  return normalised.split(" ").flatMap((word) => (new RegExp(`^[${CJK}]+$`, "u").test(word) ? [...word] : [word]));
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

/** One slip per ten letters, at least one, for answers of five letters or more. */
function typoAllowance(answer: string): number {
  const length = [...answer.replace(/ /g, "")].length;
  return length < 5 ? 0 : Math.max(1, Math.floor(length / 10));
}

export function checkAnswer(attempt: string, accepted: readonly string[]): Verdict {
  const tried = normalise(attempt);
  const withAccents = normalise(attempt, false);
  for (const answer of accepted) {
    if (normalise(answer) === tried) {
      return normalise(answer, false) === withAccents ? { kind: "correct", answer } : { kind: "correct", answer, note: "accents" };
    }
  }
  let closest = accepted[0] ?? "";
  let best = Number.POSITIVE_INFINITY;
  for (const answer of accepted) {
    const distance = editDistance(normalise(answer), tried);
    if (distance < best) [best, closest] = [distance, answer];
  }
  if (best <= typoAllowance(normalise(closest))) return { kind: "correct", answer: closest, note: "typo" };

  const expected = words(normalise(closest));
  const given = words(tried);
  if (expected.length === given.length) {
    const differing = expected.flatMap((word, index) => (word === given[index] ? [] : [index]));
    if (differing.length === 1) {
      const index = differing[0]!;
      return { kind: "wrong", closest, wrongWord: given[index], expectedWord: expected[index] };
    }
  }
  return { kind: "wrong", closest };
}
