/**
 * Reading Japanese in one spelling whatever the learner typed: kana, kanji (with the readings the
 * exercise's answers show, or common ones), Hepburn or other romaji (ō, oo, ou; shi or si; wo or o),
 * full-width characters, spaces or none. Each kana becomes a unit that remembers where in the
 * learner's text it came from.
 */
import { toHiragana, toRomaji } from "wanakana";
import { remembered, tokens } from "../text";
import type { Reading, Unit, Word } from "../types";

/** Readings of kanji learners type in these lessons; an exercise's own answers add to them. */
const COMMON_READINGS: Record<string, string> = {
  私: "わたし", 肉: "にく", 学校: "がっこう", 駅: "えき", 友達: "ともだち", 日本語: "にほんご", 日本: "にほん", 英語: "えいご",
  中国語: "ちゅうごくご", 分: "わ", 欲: "ほ", 何: "なに", 買: "か", 食: "た", 飲: "の", 行: "い", 来: "き", 見: "み", 観: "み",
  話: "はな", 勉強: "べんきょう", 家: "うち", 今日: "きょう", 明日: "あした", 昨日: "きのう", 毎日: "まいにち", 映画: "えいが",
  本: "ほん", 水: "みず", 茶: "ちゃ", 寿司: "すし", 魚: "さかな", 電車: "でんしゃ", 少: "すこ", 好: "す", 店: "みせ",
  先週: "せんしゅう", 去年: "きょねん", 仕事: "しごと", 休: "やす", 雨: "あめ", 一緒: "いっしょ", 誰: "だれ", 読: "よ",
  帰: "かえ", 今: "いま", 全然: "ぜんぜん", 田中: "たなか", 佐藤: "さとう", 願: "ねが", 言: "い", 書: "か", 聞: "き",
  出来: "でき", 上手: "じょうず", 酒: "さけ", 牛乳: "ぎゅうにゅう", 週末: "しゅうまつ", 朝: "あさ", 晩: "ばん", 夜: "よる",
  // The same word in another kanji: 街 and 町 are both まち.
  街: "まち",
};

/** A few kanji read differently by what follows: 何で → なんで, 来る → くる. */
const READ_BY_NEXT: [RegExp, string][] = [
  [/^何(?=[でのだじ])/, "なん"],
  [/^来(?=る)/, "く"],
  [/^来(?=な)/, "こ"],
];

const KANJI = /\p{Script=Han}|々/u;
const VOWEL_OF: Record<string, string> = {};
for (const kana of "あいうえおかきくけこがぎぐげごさしすせそざじずぜぞたちつてとだぢづでどなにぬねのはひふへほばびぶべぼぱぴぷぺぽまみむめもやゆよらりるれろわゐゑをゃゅょぁぃぅぇぉ") {
  VOWEL_OF[kana] = toRomaji(kana).slice(-1);
}
/** The start of a verb of going, coming or returning (行き, 行く, 行った, 来ます, 来る, 帰ります, 戻る). */
const MOTION = /^(?:い[きくっかこけ]|き[まてた]|くる|こな|こよ|かえ|もど)/u;
const SAME: Record<string, string> = { を: "お", は: "わ", へ: "え", ぢ: "じ", づ: "ず" };

export type Readings = Map<string, string>;

const hiragana = remembered((text) => toHiragana(text));
const romaji = remembered((text) => toRomaji(text));

/** Kanji runs and their readings, learned by laying an answer with kanji over one written in kana. */
export function learnReadings(answers: readonly string[]): Readings {
  const learned: Readings = new Map();
  const withKanji = answers.filter((answer) => KANJI.test(answer));
  const kanaOnly = answers.filter((answer) => !KANJI.test(answer) && !/[a-z]/i.test(answer));
  const known = (written: string) => (written.match(/[\p{Script=Han}々]+/gu) ?? []).every((run) => learned.has(run));
  for (const written of withKanji) {
    for (const kana of kanaOnly) {
      if (known(written)) break;
      let start = 0;
      while (start < written.length && start < kana.length && written[start] === kana[start]) start++;
      let end = 0;
      while (end < written.length - start && end < kana.length - start && written[written.length - 1 - end] === kana[kana.length - 1 - end]) end++;
      const middle = written.slice(start, written.length - end);
      const runs = middle.split(/([\p{Script=Han}々]+)/u);
      const pattern = runs.map((run, index) => (index % 2 ? "(.+?)" : run.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("");
      const match = new RegExp(`^${pattern}$`, "u").exec(kana.slice(start, kana.length - end));
      // A kanji is read with one to three kana: a pairing outside that is two different sentences (本を今 / いまほんを).
      if (!match || runs.some((run, index) => index % 2 && (match[(index + 1) / 2]!.length < run.length || match[(index + 1) / 2]!.length > 3 * run.length))) continue;
      runs.forEach((run, index) => {
        if (index % 2 && !learned.has(run)) learned.set(run, match[(index + 1) / 2]!);
      });
    }
  }
  return learned;
}

function readingAt(text: string, at: number, readings: Readings): [number, string] | null {
  const rest = text.slice(at);
  for (const [pattern, reading] of READ_BY_NEXT) if (pattern.test(rest)) return [1, reading];
  for (let length = Math.min(4, rest.length); length >= 1; length--) {
    const run = rest.slice(0, length);
    const reading = readings.get(run) ?? COMMON_READINGS[run];
    if (!reading) continue;
    // A word the kanji starts, written on in kana, is read as that word (三百えん is さんびゃくえん, 二まい にまい, not ふた…).
    const mixed = mixedSpelling(text, at, readings);
    return mixed && mixed[0] >= length ? mixed : [length, reading];
  }
  return mixedSpelling(text, at, readings);
}

const byFirstKanji = new WeakMap<Readings, Map<string, [string, string][]>>();

/** The known words of two kanji or more, by their first (readings are learned once per exercise). */
function wordsStartingWith(readings: Readings): Map<string, [string, string][]> {
  let index = byFirstKanji.get(readings);
  if (!index) {
    index = new Map();
    for (const [word, reading] of [...readings, ...Object.entries(COMMON_READINGS)]) {
      if (word.length >= 2) index.set(word[0]!, [...(index.get(word[0]!) ?? []), [word, reading]]);
    }
    byFirstKanji.set(readings, index);
  }
  return index;
}

/**
 * A word written half in kanji, half in kana (友だち for 友達, 三百えん for 三百円): the kanji read as
 * what a known word that starts with it leaves once its kana tail, written out, is taken off.
 */
function mixedSpelling(text: string, at: number, readings: Readings): [number, string] | null {
  for (const [word, reading] of wordsStartingWith(readings).get(text[at]!) ?? []) {
    // The kanji written (三百 of 三百円), then the rest of the word in kana (えん).
    for (let written = word.length - 1; written >= 1; written--) {
      if (!KANJI.test(word[written]!) || text.slice(at, at + written) !== word.slice(0, written)) continue;
      const rest = text.slice(at + written);
      for (let tail = reading.length - written; tail >= 1; tail--) {
        if (rest.startsWith(reading.slice(-tail))) return [written, reading.slice(0, -tail)];
      }
    }
  }
  return null;
}

interface Piece {
  kana: string;
  start: number;
  end: number;
}

/** Kana (and any kanji with no known reading) of one written word, each with its place in the text. */
function pieces(word: string, offset: number, readings: Readings): Piece[] {
  const result: Piece[] = [];
  const text = word.normalize("NFKC");
  if (/[a-z]/i.test(text)) {
    const latin = text
      .toLowerCase()
      .replace(/[āâ]/g, "aa")
      .replace(/[īî]/g, "ii")
      .replace(/[ūû]/g, "uu")
      .replace(/[ēê]/g, "ee")
      .replace(/[ōô]/g, "oo")
      .replace(/[^a-z0-9]/g, "");
    // The particles へ and を typed as they sound: kept apart from the え and お of a word, read as the particles.
    if (latin === "e" || latin === "o") return [{ kana: latin === "e" ? "へ" : "を", start: offset, end: offset + word.length }];
    for (const kana of hiragana(latin)) result.push({ kana, start: offset, end: offset + word.length });
    return result;
  }
  for (let at = 0; at < text.length; ) {
    const char = text[at]!;
    if (KANJI.test(char)) {
      const read = readingAt(text, at, readings);
      if (read) {
        for (const kana of read[1]) result.push({ kana, start: offset + at, end: offset + at + read[0] });
        at += read[0];
        continue;
      }
      result.push({ kana: char, start: offset + at, end: offset + at + 1 });
    } else {
      for (const kana of hiragana(char)) result.push({ kana, start: offset + at, end: offset + at + 1 });
    }
    at++;
  }
  return result;
}

/**
 * The spelling units are compared in: ー written as the vowel it lengthens, the long o written
 * ou (こう, kō, koo and kou alike), を は へ as pronounced.
 */
function fold(all: Piece[]): Piece[] {
  const result: Piece[] = [];
  for (const [index, piece] of all.entries()) {
    const previous = result[result.length - 1];
    const vowel = previous && VOWEL_OF[previous.kana];
    const next = all.slice(index + 1, index + 4).map((later) => later.kana).join("");
    // へ and に say the same before a verb of going (大阪へ行く, 大阪に行く): read as に there.
    let kana = piece.kana === "へ" && MOTION.test(next) ? "に" : (SAME[piece.kana] ?? piece.kana);
    if (kana === "ー" && vowel) kana = hiragana(vowel);
    // The particle を is never the long o of the word before it (しごとを is not しごとう).
    if (kana === "お" && vowel === "o" && piece.kana !== "を") kana = "う";
    // Digits are kept: 3枚 is not 2枚.
    if (!/[\p{Script=Hiragana}\p{Script=Han}0-9]/u.test(kana)) continue;
    result.push({ ...piece, kana });
  }
  return result;
}

export const isRomaji = (sentence: string) => /[a-z]/i.test(sentence.normalize("NFKC"));

/**
 * Reads a sentence into kana units. `segment` gives how many units each word has, when known
 * (from a romaji answer of the same sentence); romaji is cut at its spaces; otherwise each written
 * word is one word.
 */
export function readJapanese(sentence: string, readings: Readings, segment?: (key: string) => number[] | undefined): Reading {
  // Folded as one run, so that a sentence reads the same typed with spaces or without.
  const all = fold(tokens(sentence).flatMap((token, index) => pieces(token.text, token.start, readings).map((piece) => ({ ...piece, token: index }))));
  const perToken: number[] = [];
  for (const piece of all as (Piece & { token: number })[]) perToken[piece.token] = (perToken[piece.token] ?? 0) + 1;
  const key = all.map((piece) => piece.kana).join("");
  const sizes = isRomaji(sentence) ? perToken : (segment?.(key) ?? perToken);
  const units: Unit[] = [];
  const words: Word[] = [];
  let at = 0;
  for (const size of sizes) {
    if (!size) continue;
    const slice = all.slice(at, at + size);
    const wordKey = slice.map((piece) => piece.kana).join("");
    const start = slice[0]!.start;
    const end = slice[slice.length - 1]!.end;
    for (const piece of slice) units.push({ key: piece.kana, word: words.length, start: piece.start, end: piece.end });
    words.push({ text: sentence.slice(start, end), key: wordKey, exact: sentence.slice(start, end), start, end, roman: romaji(wordKey) });
    at += size;
  }
  return { source: sentence, mode: "kana", native: !isRomaji(sentence), units, words };
}
