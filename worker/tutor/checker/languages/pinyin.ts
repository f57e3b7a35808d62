/**
 * Pinyin as learners type it, with tone marks, tone numbers or none, syllables joined or spaced
 * (Zhōngguó, zhong1guo2, zhongguo), cut into its syllables.
 */
import { pinyin } from "pinyin-pro";
import { remembered } from "../text";
import { foldLatinAccents } from "../../../../contract/fold";

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
  return foldLatinAccents(
    word
      .normalize("NFKC")
      .toLowerCase()
      .replace(/u:|ü|ǖ|ǘ|ǚ|ǜ|v/g, "u"),
  ).replace(/[^a-z]/g, "");
}

/** The toneless pinyin of each Chinese character, read in context (了 le, 还 hái, 一 yī). */
export const pinyinOf = remembered((hanzi: string): string[] =>
  (pinyin(hanzi, { toneType: "none", type: "array", v: true }) as string[]).map((syllable) => syllable.replace(/v/g, "u")),
);

/** The pinyin of each Chinese character with its tone number (买 mai3, 卖 mai4): characters that differ only by tone are different words. */
export const tonedPinyinOf = remembered((hanzi: string): string[] => pinyin(hanzi, { toneType: "num", type: "array", v: true }) as string[]);

const TONE_MARKS: Record<string, number> = { "\u0304": 1, "\u0301": 2, "\u030c": 3, "\u0300": 4 };

/**
 * The tone the learner typed on each syllable of a pinyin word, by mark or number (mǎi, mai3), in the
 * order `syllablesOf(plainPinyin(word))` cuts it; null where no tone was typed.
 */
export function typedTones(word: string): (number | null)[] {
  const letters = plainPinyin(word);
  const syllables = syllablesOf(letters) ?? [letters];
  const ends: number[] = [];
  let end = 0;
  for (const syllable of syllables) ends.push((end += syllable === "er" && letters[end] === "r" ? 1 : syllable.length));
  const tones: (number | null)[] = syllables.map(() => null);
  const syllableAt = (index: number) => ends.findIndex((stop) => index < stop);
  let plain = 0;
  for (const char of word.normalize("NFKC").toLowerCase().normalize("NFD")) {
    const mark = TONE_MARKS[char];
    if (mark && plain > 0) tones[syllableAt(plain - 1)] = mark;
    // 5 and 0 are the neutral tone, which many syllables take or not (xuésheng, xuéshēng): no claim.
    else if (/[0-5]/.test(char) && plain > 0) tones[syllableAt(plain - 1)] = /[05]/.test(char) ? null : Number(char);
    else if (/[a-z]/.test(char)) plain++;
  }
  return tones;
}

/** A syllable written with its tone mark (mai, 3 → mǎi): on a or e, on the o of ou, else on the last vowel. */
export function withToneMark(syllable: string, tone: number): string {
  const mark = Object.keys(TONE_MARKS).find((each) => TONE_MARKS[each] === tone);
  if (!mark) return syllable;
  const at = /[ae]/.test(syllable) ? syllable.search(/[ae]/) : syllable.includes("ou") ? syllable.indexOf("o") : Math.max(...[..."iouü"].map((vowel) => syllable.lastIndexOf(vowel)));
  return at < 0 ? syllable : `${syllable.slice(0, at + 1)}${mark}${syllable.slice(at + 1)}`.normalize("NFC");
}

/** Every tone a character is read with (中 zhōng and zhòng), for a reading in context that may have chosen wrong. */
export const tonesOfCharacter = remembered((hanzi: string): number[] =>
  (pinyin(hanzi, { multiple: true, type: "array", toneType: "num" }) as string[]).map((syllable) => Number(syllable.slice(-1))).filter(Boolean),
);
