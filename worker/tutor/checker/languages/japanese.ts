/**
 * Japanese: particles (は が を に で へ と も の か) and the polite verb and copula endings
 * (-ます -ました -ません -ませんでした, です でした) are grammar; a slip inside a word (a short vowel
 * for a long one in a loanword) is spelling. Kana, kanji and romaji are one sentence.
 */
import { substitution } from "../align";
import { editDistance, remembered } from "../text";
import type { GivenWord, Language, Place, Reading, WordJudgement } from "../types";
import { courseOf } from "../course";
import { isRomaji, learnReadings, readJapanese, type Readings } from "./japanese-script";
import { japaneseVariants } from "./japanese-variants";
import { isPlainMode, PLAIN_MODES, plainKeys, plainMode, SENTENCE_END } from "./japanese-plain";

interface Context {
  readings: Readings;
  /** How romaji answers cut their sentence into words, by the sentence's kana key. */
  segments: Map<string, number[]>;
}

const PARTICLES = new Set(["わ", "が", "お", "に", "で", "え", "と", "も", "の", "か", "や", "から", "まで"]);
const SHOWN: Record<string, string> = { わ: "は", お: "を", え: "へ" };
/** Verb and copula endings, longest first. */
const ENDINGS = ["ませんでした", "ましょう", "ませんか", "ました", "ません", "ます", "でした", "です", "たいです", "たい", "たくない", "なかった", "ない", "た", "て", "る", "う"];
const COPULA = new Set(["です", "でした", "だ", "じゃ", "では", "ありません", "ありませんでした", "ない", "なかった", "ないです"]);
/** い before だ that ends an i-adjective: not きれい, ゆうめい, きらい (na-adjectives) nor 泳いだ, 急いだ (verbs). */
const ADJECTIVE_WITH_DA = /(?<![れめら嫌泳急脱嗅])いだ(?=から|[。、！？!?]|$)/u;
/** A number read with its counter or its hundreds and thousands (さんびゃく, にまい, いっぽん). */
const NUMBER_WORD = /^(?:いち|に|さん|よん|し|ご|ろく|なな|しち|はち|きゅう|く|じゅう|いっ|ろっ|はっ|じゅっ)+(?:ひゃく|びゃく|ぴゃく|せん|ぜん|まん|ほん|ぼん|ぽん|ふん|ぷん|かい|がい|まい|にん|えん|じ)/u;
const LIKES = /^(すき|ほし|わか|でき|じょうず)|たい/;

function context(answers: readonly string[]): Context {
  // The exercise's own readings first, then those the rest of the course teaches (会社 かいしゃ).
  const readings = learnReadings(answers);
  for (const [written, kana] of courseOf("ja").readings) if (!readings.has(written)) readings.set(written, kana);
  const segments = new Map<string, number[]>();
  for (const answer of answers.filter(isRomaji)) {
    const reading = readJapanese(answer, readings);
    const sizes = reading.words.map((_, index) => reading.units.filter((unit) => unit.word === index).length);
    segments.set(reading.units.map((unit) => unit.key).join(""), sizes);
  }
  return { readings, segments };
}

/** A word as the learner should see it: in romaji if they type romaji, as the answer writes it otherwise. */
const shown = (place: Place, index = place.index) => {
  const word = place.answer.words[index]!;
  return place.romanised ? (word.roman ?? word.text) : word.text;
};

function particleRole(particle: string, place: Place): string {
  const next = place.answer.words[place.index + 1]?.key ?? "";
  switch (particle) {
    case "が":
      return LIKES.test(next) ? "what you like, want, understand or can do is marked with が" : "the subject here is marked with が";
    case "お":
      return "the object of the verb is marked with を";
    case "に":
      return "where you go (or when) is marked with に";
    case "え":
      return "the direction is marked with へ";
    case "で":
      return "where something happens, or how (by bus), is marked with で";
    case "と":
      return "and, or with someone, is と";
    case "も":
      return "too is も";
    case "の":
      return "of is の";
    case "わ":
      return "the topic is marked with は";
    case "か":
      return "a question ends with か";
    default:
      return "the particle here is different";
  }
}

function formReason(given: string, expected: string): string {
  if (expected.endsWith("ませんでした")) return "the polite past negative ends in -ませんでした";
  if (expected.endsWith("ました") && given.endsWith("ます")) return "for the past, -ます becomes -ました";
  if (expected.endsWith("ました")) return "the polite past ends in -ました";
  if (expected.endsWith("ません") && given.endsWith("ます")) return "for the negative, -ます becomes -ません";
  if (expected.endsWith("ます") && (given.endsWith("ました") || given.endsWith("ません"))) return "here it's the plain polite present, -ます";
  if (expected.endsWith("ます")) return "in a polite sentence the verb ends in -ます";
  if (expected.endsWith("たい")) return "want to is the verb stem + -たい";
  return "the form here is different";
}

const VOWELS: Record<string, string> = {};
for (const kana of "あかがさざただなはばぱまやらわゃぁ") VOWELS[kana] = "a";
for (const kana of "いきぎしじちぢにひびぴみりぃ") VOWELS[kana] = "i";
for (const kana of "うくぐすずつづぬふぶぷむゆるゅぅ") VOWELS[kana] = "u";
for (const kana of "えけげせぜてでねへべぺめれぇ") VOWELS[kana] = "e";
for (const kana of "おこごそぞとどのほぼぽもよろをょぉ") VOWELS[kana] = "o";
const GOING = /^[きくっかこけ]$/u;
const LENGTHENERS: Record<string, string> = { a: "あ", i: "い", u: "う", e: "えい", o: "おう" };
/** Long vowels as the readings write them (ー and お after an o are folded to う already): を and へ stay particles. */
const READ_LENGTHENERS: Record<string, string> = { a: "あ", i: "い", u: "う", e: "い", o: "う" };

/** A word with its long vowels made short: kohi and kōhī, written with a short vowel, are a spelling slip. */
function short(key: string): string {
  let result = "";
  for (const kana of key) {
    const vowel = VOWELS[result[result.length - 1] ?? ""];
    if (vowel && LENGTHENERS[vowel]!.includes(kana)) continue;
    result += kana;
  }
  return result;
}

/**
 * Romaji typed without its long vowels (kohi, ginko, Sato-san, sense) is how many learners and
 * Japanese signs write it: the sentence read with every long vowel short, to match only.
 */
function withShortVowels(reading: Reading): Reading {
  const units: Reading["units"] = [];
  for (const [index, unit] of reading.units.entries()) {
    const previous = units[units.length - 1];
    const vowel = previous ? VOWELS[previous.key] : undefined;
    // The い that starts 行く is no long vowel: に いきます made short would be に きます, another verb.
    if (unit.key === "い" && GOING.test(reading.units[index + 1]?.key ?? "")) {
      units.push(unit);
      continue;
    }
    if (vowel && READ_LENGTHENERS[vowel] === unit.key) continue;
    units.push(unit);
  }
  const words = reading.words.map((word, index) => ({ ...word, key: units.filter((unit) => unit.word === index).map((unit) => unit.key).join("") }));
  return { ...reading, mode: "kana, long vowels short", units, words, matchOnly: true };
}

/** Said after the tutor's praise: the sentence is right, and the style the lesson practises is named, not the answer. */
const PLAIN_NOTE = "That's the plain style, which is correct Japanese; this lesson practises the polite style (-ます, です), for people you don't know well.";

/**
 * The answer said in the plain style, or with the spoken て-る: one reading per way, each in a mode
 * of its own, made of the answer's kana (what the attempt is matched against, never lined up).
 */
function saidOtherWays(reading: Reading): Reading[] {
  // Each sentence of the answer said another way: its units, and where the text between two says one sentence ended.
  const key = reading.units.map((unit, index) => (index && /[。.！!？?]/u.test(reading.source.slice(reading.units[index - 1]!.end, unit.start)) ? SENTENCE_END : "") + unit.key).join("");
  return saidOtherWaysOf(`${reading.native ? "n" : "r"}${key}`);
}

/**
 * By the answer's key (and script): the answers of an exercise share their keys (kanji and kana alike),
 * and these readings are only matched, never lined up, so the words and places need not be the sentence's.
 */
const saidOtherWaysOf = remembered((scriptAndKey: string): Reading[] => {
  const native = scriptAndKey[0] === "n";
  return plainKeys(scriptAndKey.slice(1))
    .slice(0, PLAIN_MODES)
    .flatMap(({ key, plain }, index) => {
      const units = [...key].map((kana) => ({ key: kana, word: 0, start: 0, end: 0 }));
      const said: Reading = { source: key, native, mode: plainMode(index, false), matchOnly: true, units, words: [{ text: key, key, exact: key, start: 0, end: 0 }] };
      // And with its long vowels short, for romaji typed so (sato san to tenisu shimasu).
      const saidShort = { ...withShortVowels(said), mode: plainMode(index, true) };
      if (plain) [said, saidShort].forEach((each) => PLAIN.add(each));
      return [said, saidShort];
    });
});

/** The answers' readings in the plain style: an attempt matched with one is told the lesson's style. */
const PLAIN = new WeakSet<Reading>();

function judgeJapaneseWord(given: GivenWord, place: Place): WordJudgement {
  const expected = place.answer.words[place.index]!;
  const [g, e] = [given.key, expected.key];
  const target = shown(place);
  if (PARTICLES.has(e) || PARTICLES.has(g)) {
    if (PARTICLES.has(e)) return { kind: "grammar", explanation: `“${given.text}” → ${particleRole(e, place)}: “${target}”.` };
    return { kind: "grammar", explanation: `“${given.text}” → no particle here: “${target}”.` };
  }
  if (COPULA.has(e) || COPULA.has(g)) {
    const reason = e === "です" ? "after a noun or an adjective, the polite ending is です" : "the form here is different";
    return { kind: "grammar", explanation: `“${given.text}” → ${reason}: “${target}”.` };
  }
  // さんびゃく, いっぽん, ろっぷん: how a number sounds before its counter is grammar the lessons teach, never a slip.
  if (NUMBER_WORD.test(e) && NUMBER_WORD.test(g)) return { kind: "grammar", explanation: `“${given.text}” → a number's sound changes before some counters (ひゃく, ほん, ふん…): check how this one is read.` };
  let shared = 0;
  while (shared < g.length && shared < e.length && g[shared] === e[shared]) shared++;
  const endsIn = (word: string) => ENDINGS.some((ending) => word.endsWith(ending));
  if (shared >= 1 && (endsIn(e) || endsIn(g)) && e.length - shared <= 6 && g.length - shared <= 6) {
    return { kind: "grammar", explanation: `“${given.text}” → ${formReason(g, e)}: “${target}”.` };
  }
  if (short(g) === short(e)) return { kind: "slip" };
  const loanword = /\p{Script=Katakana}/u.test(expected.text);
  // A verb is all form: another verb is another word, not a slip.
  if (!endsIn(e) && (loanword ? e.length >= 3 : e.length >= 4) && editDistance(g, e) <= 1) return { kind: "slip" };
  return { kind: "word", explanation: `“${given.text}” → the word here is “${target}”.` };
}

export const japanese: Language = {
  code: "ja",
  context,
  // One particle in place of another is a mistake of one unit, not a particle left out and another added.
  substitutionCost: (a, b) => (a === b ? 0 : PARTICLES.has(a) && PARTICLES.has(b) ? 0.5 : substitution(a, b)),
  // Japanese word order is free enough that the same kana in another order is no sign of a mistake.
  ordersWords: false,
  readAnswer: (sentence, ctx) => {
    // An i-adjective takes no だ (高いだから): a sentence another rule made so (だから for ですから) is no answer.
    if (ADJECTIVE_WITH_DA.test(sentence)) return [];
    const { readings, segments } = ctx as Context;
    const reading = readJapanese(sentence, readings, (key) => segments.get(key));
    return [reading, withShortVowels(reading), ...saidOtherWays(reading)];
  },
  readAttempt: (sentence, ctx) => {
    const reading = readJapanese(sentence, (ctx as Context).readings);
    // The attempt as it is, under each mode an answer said another way is read in (matched, never lined up).
    const asSaid = (typed: Reading, shortened: boolean) => Array.from({ length: PLAIN_MODES }, (_, index) => ({ ...typed, mode: plainMode(index, shortened), matchOnly: true }));
    if (reading.native) return [reading, ...asSaid(reading, false)];
    const typedShort = withShortVowels(reading);
    return [reading, typedShort, ...asSaid(reading, false), ...asSaid(typedShort, true)];
  },
  variants: japaneseVariants,
  judgeWord: judgeJapaneseWord,
  missing(place) {
    const expected = place.answer.words[place.index]!;
    const before = place.index > 0 ? ` after “${shown(place, place.index - 1)}”` : "";
    if (expected.key === "か") return `“${shown(place)}” is missing at the end: it turns the sentence into a question.`;
    if (PARTICLES.has(expected.key)) return `The particle “${SHOWN[expected.key] && !place.romanised ? SHOWN[expected.key] : shown(place)}” is missing${before}: ${particleRole(expected.key, place)}.`;
    return `“${shown(place)}” is missing${before}.`;
  },
  extra: (given) => `“${given.text}” is not needed here.`,
  note(attempt, answer) {
    if (isPlainMode(attempt.mode)) return PLAIN.has(answer) ? { noteText: PLAIN_NOTE } : null;
    if (attempt.matchOnly) {
      // Matched with its long vowels short: name each word so written, as a slip of spelling.
      const words = attempt.words.length === answer.words.length ? attempt.words.flatMap((word, index) => {
        const expected = answer.words[index]!;
        const written = expected.roman && answer.native ? expected.roman : expected.text;
        return word.text.toLowerCase() === written.toLowerCase() ? [] : [`“${word.text}” is written “${written}”`];
      }) : [];
      return { note: "typo", noteText: words.length ? `A small slip in the spelling: ${words.join(", ")}.` : `Long vowels are written out: “${answer.source}”.` };
    }
    if (attempt.native || !answer.native) return null;
    return { noteText: `In Japanese script it's written “${answer.source}”.` };
  },
};
