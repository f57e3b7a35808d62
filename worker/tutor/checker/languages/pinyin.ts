/**
 * Pinyin as learners type it, with tone marks, tone numbers or none, syllables joined or spaced
 * (Zhōngguó, zhong1guo2, zhongguo), cut into its syllables.
 */
import { pinyin } from "pinyin-pro";
import { remembered } from "../text";

const INITIALS = ["", "b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "j", "q", "x", "zh", "ch", "sh", "r", "z", "c", "s", "y", "w"];
const FINALS = "a o e ai ei ao ou an en ang eng ong er i ia ie iao iu ian in iang ing iong u ua uo uai ui uan un uang ueng v ve van vn ue".split(" ");

/** Every spelling that is a Mandarin syllable (a little generous: a few combinations no word uses). */
const SYLLABLES = new Set(
  INITIALS.flatMap((initial) => FINALS.map((final) => initial + final))
    .filter((syllable) => !/^[jqxy]v/.test(syllable))
    .concat(["yu", "yue", "yuan", "yun", "ju", "jue", "juan", "jun", "qu", "que", "quan", "qun", "xu", "xue", "xuan", "xun", "yi", "yin", "ying", "wu", "r", "n", "ng", "m", "hm"]),
);

/** Syllables of a run of letters: the cut with the fewest syllables; an erhua r counts as 儿 (er). */
export function syllablesOf(letters: string): string[] | null {
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= letters.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - 6); start < end; start++) {
      const previous = best[start];
      const piece = letters.slice(start, end);
      if (!previous || !SYLLABLES.has(piece)) continue;
      const candidate = [...previous, piece === "r" ? "er" : piece];
      if (!best[end] || candidate.length < best[end]!.length) best[end] = candidate;
    }
  }
  return best[letters.length] ?? null;
}

/** A typed word folded to plain letters: no tone marks or numbers, ü and v as u. */
export function plainPinyin(word: string): string {
  return word
    .normalize("NFKC")
    .toLowerCase()
    .replace(/u:|ü|ǖ|ǘ|ǚ|ǜ|v/g, "u")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z]/g, "");
}

/** The toneless pinyin of each Chinese character, read in context (了 le, 还 hái, 一 yī). */
export const pinyinOf = remembered((hanzi: string): string[] =>
  (pinyin(hanzi, { toneType: "none", type: "array", v: true }) as string[]).map((syllable) => syllable.replace(/v/g, "u")),
);

/** The pinyin of each Chinese character with its tone number (买 mai3, 卖 mai4): characters that differ only by tone are different words. */
export const tonedPinyinOf = remembered((hanzi: string): string[] => pinyin(hanzi, { toneType: "num", type: "array", v: true }) as string[]);
