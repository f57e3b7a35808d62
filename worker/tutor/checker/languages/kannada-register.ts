/**
 * More of the pairs of spoken and written Kannada (and of its spelling) a teacher takes for one
 * form, each turned both ways and kept to the ending the answer has:
 *  - the spoken past's short endings written out (ಬಂದ್ರಿ / ಬಂದಿರಿ, ಬಂದ್ರು / ಬಂದರು, ಕೊಟ್ರು /
 *    ಕೊಟ್ಟರು, ಆಯ್ತು / ಆಯಿತು), and ಇದ್ದ-'s (ಇದ್ರಾ / ಇದ್ದಿರಾ);
 *  - ಕೊಳ್ಳು's -ಳ್ಳ- (ತಗೊಳ್ತೀನಿ / ತೆಗೆದುಕೊಳ್ಳುತ್ತೇನೆ), ನಿದ್ದೆ / ನಿದ್ರೆ;
 *  - is, was X said with -ಆಗಿ (ದೊಡ್ಡದಿದೆ / ದೊಡ್ಡದಾಗಿದೆ, ಚಿಕ್ಕವನಿದ್ದಾಗ / ಚಿಕ್ಕವನಾಗಿದ್ದಾಗ);
 *  - a place's -ಇನ- kept or dropped before -ಅಲ್ಲಿ and -ಇಂದ (ಮೈಸೂರಿನಲ್ಲಿ / ಮೈಸೂರಲ್ಲಿ);
 *  - an English word's closing -ು written or not (ಪೆನ್ / ಪೆನ್ನು, ಬಸ್ / ಬಸ್ಸು, ರೂಮ್ / ರೂಮು);
 *  - a word in -ೆ joined to ಇದೆ (ಹೇಗೆ ಇದೆ / ಹೇಗಿದೆ).
 * And the words and times Kannada says alike or puts in more than one place.
 */
import { sentenceOf, wordsOf } from "../variants";
import { MORE_SPOKEN, rewrittenWords, SHORT_SPEAK, SWALLOWED_PAST } from "./kannada-forms";

/** Spoken → written (a private-use mark keeps a rewritten piece from being rewritten back). */
const PAST_WRITTEN: [RegExp, string][] = [
  // If, and but: ಬಂದ್ರೆ / ಬಂದರೆ, ಆದ್ರೆ / ಆದರೆ.
  [/ದ್ರೆ$/u, "ದರೆ"],
  [/ದ್ರಿ$/u, "ದಿರಿ"],
  [/ದ್ರಾ$/u, "ದಿರಾ"],
  [/ದ್ರು$/u, "ದರು"],
  [/ಟ್ರು$/u, "ಟ್ಟರು"],
  [/ಯ್ತು$/u, "ಯಿತು"],
  [/ಯ್ತಾ$/u, "ಯಿತಾ"],
];
const PAST_SPOKEN: [RegExp, string][] = [
  [/(?<=\S)ದರೆ$/u, "ದ್ರೆ"],
  [/(?<=\S)ದಿರಿ$/u, "ದ್ರಿ"],
  [/(?<=\S)ದಿರಾ$/u, "ದ್ರಾ"],
  [/(?<=\S)ದರು$/u, "ದ್ರು"],
  [/ಟ್ಟರು$/u, "ಟ್ರು"],
  [/ಯಿತು$/u, "ಯ್ತು"],
  [/ಯಿತಾ$/u, "ಯ್ತಾ"],
];

/** Were you, asked and said with ಇದ್ದ- (ಇದ್ರಾ / ಇದ್ದಿರಾ, ಮಾಡ್ತಿದ್ರಾ / ಮಾಡುತ್ತಿದ್ದಿರಾ); ಇದ್ರಿ's is in kannada.ts. */
const WERE_WRITTEN: [RegExp, string][] = [
  [/(?<=ಇ|ಿ)ದ್ರಾ$/u, "ದ್ದಿರಾ"],
  [/(?<=ಇ|ಿ)ದ್ರು$/u, "ದ್ದರು"],
];

/** One of a pair turned into the other, whichever the word has. */
function swapped(word: string, pairs: readonly [RegExp, string, RegExp, string][]): string {
  for (const [a, toB, b, toA] of pairs) {
    if (a.test(word)) return word.replace(a, toB);
    if (b.test(word)) return word.replace(b, toA);
  }
  return word;
}

const SPELLING_PAIRS: [RegExp, string, RegExp, string][] = [
  // Will not, spoken two ways: ತಿನ್ನೋದಿಲ್ಲ / ತಿನ್ನಲ್ಲ (the written ತಿನ್ನುವುದಿಲ್ಲ is kannada.ts's).
  [/(?<=\S[\u0C95-\u0CB9])ೋದಿಲ್ಲ$/u, "ಲ್ಲ", /(?<=\S{2}[\u0C95-\u0CB9])ಲ್ಲ$/u, "ೋದಿಲ್ಲ"],
  // ಕೊಳ್ಳು: ಕೊಳ್ತೀನಿ / ಕೊಳ್ಳುತ್ತೀನಿ (the person ending is written by the general rules).
  [/ಕೊಳ್ತ(?=[ಾೀೇಿ])/u, "ಕೊಳ್ಳುತ್ತ", /ಕೊಳ್ಳುತ್ತ(?=[ಾೀೇಿ])/u, "ಕೊಳ್ತ"],
  [/^ನಿದ್ದೆ/u, "ನಿದ್ರೆ", /^ನಿದ್ರೆ/u, "ನಿದ್ದೆ"],
];

const WITH_AAGI: [RegExp, string, RegExp, string][] = [[/(?<=\S[ನಳದ])ಿದ(?=್ದ|ೆ$)/u, "ಾಗಿದ", /(?<=\S[ನಳದ])ಾಗಿದ(?=್ದ|ೆ$)/u, "ಿದ"]];

/** A place's -ಇನ- (ಮೈಸೂರಿನಲ್ಲಿ / ಮೈಸೂರಲ್ಲಿ, ಬಸ್ಸಿನಿಂದ / ಬಸ್ಸಿಂದ): only after ರ and ಸ, where the short form is a place's. */
const PLACE_AUGMENT: [RegExp, string, RegExp, string][] = [
  [/(?<=\S[ರಸ])ಿನಲ್ಲಿ/u, "ಲ್ಲಿ", /(?<=\S[ರಸ])ಲ್ಲಿ/u, "ಿನಲ್ಲಿ"],
  [/(?<=\S[ರಸ])ಿನಿಂದ/u, "ಿಂದ", /(?<=\S[ರಸ])ಿಂದ/u, "ಿನಿಂದ"],
];

/** An English word ending in a consonant (ಪೆನ್), with the -ು Kannada closes it with: doubled after a short vowel (ಪೆನ್ನು), not after a long one (ರೂಮು). */
function closingU(word: string): string {
  const open = /^(\S*?)([\u0C95-\u0CB9])್$/u.exec(word);
  if (open && open[1]!.length >= 1) {
    const short = !/[ಾೀೂೇೋೌೈ]$/u.test(open[1]!) && !open[1]!.endsWith("್");
    return `${open[1]}${open[2]}${short ? `್${open[2]}` : ""}ು`;
  }
  // Not the other way: ಹಣ್ಣು, ದುಡ್ಡು and ಹಾಲು end alike and are no English words.
  return word;
}

/** The sentence with each word changed (punctuation around the sentence kept); none when nothing changed. */
function mappedWords(sentence: string, change: (word: string) => string): string[] {
  const parts = wordsOf(sentence);
  const result = sentenceOf({ ...parts, words: parts.words.map((word) => {
    const bare = word.replace(/[,;:]+$/u, "");
    return change(bare) + word.slice(bare.length);
  }) });
  return result === sentence ? [] : [result];
}

/** A word in -ೆ joined to a following ಇದೆ, ಇದ್ದ- (ಹೇಗೆ ಇದೆ → ಹೇಗಿದೆ), and split again. */
function joinedE(sentence: string): string[] {
  const join = sentence.replace(/(?<=\S[\u0C95-\u0CB9])ೆ ಇ(?=ದೆ|ದ್ದ)/gu, "ಿ");
  const split = sentence.replace(/(?<=(?:^|\s)(?:ಹೇಗ|ಹಾಗ|ಹೀಗ|ಮೇಲ|ಒಳಗ))ಿ(?=ದೆ|ದ್ದ)/gu, "ೆ ಇ");
  return [join, split].filter((variant) => variant !== sentence);
}

/**
 * Spoken Kannada, which the course teaches, beside the standard written forms a learner may know
 * (ಹೋಗ್ತೀನಿ / ಹೋಗುತ್ತೇನೆ, ಕುಡೀತಾಳೆ / ಕುಡಿಯುತ್ತಾಳೆ, ಇದೀನಿ / ಇದ್ದೇನೆ, ಯಾರನ್ನ / ಯಾರನ್ನು): each rewrite
 * turns a piece of one register into the other; applied word by word, in both directions.
 */
export const TO_WRITTEN: [RegExp, string][] = [
  [/^ಇದೀ/u, "ಇದ್ದೀ"],
  [/^ಇದಾ/u, "ಇದ್ದಾ"],
  [/ೀತ(?=[ಾೀೇಿ])/u, "ಿಯುತ್ತ"],
  [/ಿತ(?=[ಾೀೇ])/u, "ಿಯುತ್ತ"],
  [/(?<=[\u0C95-\u0CB9])(?<!ತ)್ತ(?=[ಾೀೇಿೆ])/u, "ುತ್ತ"],
  [/ೀನಿ$/u, "ೇನೆ"],
  [/ೀವಿ$/u, "ೇವೆ"],
  [/ತ್ತೆ$/u, "ತ್ತದೆ"],
  [/(?<=[ರವಯಲಳದ])ನ್ನ$/u, "ನ್ನು"],
  [/ಹತ್ರ$/u, "ಹತ್ತಿರ"],
  // We were, you were (ಇದ್ವಿ / ಇದ್ದೆವು, ಇದ್ರಿ / ಇದ್ದಿರಿ).
  [/ದ್ವಿ$/u, "ದ್ದೆವು"],
  [/ದ್ರಿ$/u, "ದ್ದಿರಿ"],
  // ಏನ್ ಮಾಡ್ತೀರಿ → ಏನು ಮಾಡುತ್ತೀರಿ; ಹೋಗಲ್ಲ → ಹೋಗುವುದಿಲ್ಲ (the stem's last letter, then -alla).
  [/^ಏನ್$/u, "ಏನು"],
  [/^(\S{2,}[\u0C95-\u0CB9])ಲ್ಲ$/u, "$1ುವುದಿಲ್ಲ"],
  [/ೋದಿಲ್ಲ$/u, "ುವುದಿಲ್ಲ"],
];
export const TO_SPOKEN: [RegExp, string][] = [
  [/^ಇದ್ದ(?=[ೀಾ])/u, "ಇದ"],
  [/ಿಯುತ್ತ/u, "ೀತ"],
  [/ುತ್ತ(?=[ಾೀೇಿೆ])/u, "್ತ"],
  [/ೇನೆ$/u, "ೀನಿ"],
  [/ೇವೆ$/u, "ೀವಿ"],
  [/ತ್ತದೆ$/u, "ತ್ತೆ"],
  [/(?<=[ರವಯಲಳದ])ನ್ನು$/u, "ನ್ನ"],
  [/ಹತ್ತಿರ$/u, "ಹತ್ರ"],
  [/ದ್ದೆವು$/u, "ದ್ವಿ"],
  [/ದ್ದಿರಿ$/u, "ದ್ರಿ"],
  [/^ಏನು$/u, "ಏನ್"],
  [/ುವುದಿಲ್ಲ$/u, "ಲ್ಲ"],
];

/** Words and set phrases said alike (because, so, why, before, nothing, Sunday, please). */
export const SAID_ALIKE = [
  ["ಯಾಕಂದ್ರೆ", "ಯಾಕೆಂದರೆ", "ಏಕೆಂದರೆ", "ಯಾಕೆಂದ್ರೆ"],
  ["ಅದಕ್ಕೆ", "ಅದಕ್ಕೇ", "ಆದ್ದರಿಂದ", "ಹಾಗಾಗಿ"],
  ["ಆದ್ರೆ", "ಆದರೆ"],
  ["ಯಾಕೆ", "ಏಕೆ"],
  ["ಮುಂಚೆ", "ಮೊದಲು"],
  ["ಏನೂ", "ಏನನ್ನೂ"],
  ["ಭಾನುವಾರ", "ರವಿವಾರ"],
  ["ಜೊತೆ", "ಜೊತೆಗೆ"],
  ["ಜನ", "ಜನರು"],
  // I have: near me, by me, in me (written).
  ...["ನನ್ನ", "ನಿಮ್ಮ", "ನಿನ್ನ", "ಅವನ", "ಅವಳ", "ಅವರ", "ನಮ್ಮ"].map((whose) => [`${whose} ಹತ್ರ`, `${whose} ಹತ್ತಿರ`, `${whose} ಬಳಿ`, `${whose}ಲ್ಲಿ`]),
];

/** Times of more than one word, which move as one (ಮುಂದಿನ ವಾರ ನಾನು… / ನಾನು ಮುಂದಿನ ವಾರ…). */
export const TIME_PHRASES = ["ಮುಂದಿನ", "ಹೋದ", "ಕಳೆದ"].flatMap((which) => ["ವಾರ", "ತಿಂಗಳು", "ವರ್ಷ"].map((unit) => `${which} ${unit}`));

/**
 * A time or a question word of when, why or how in any place before the verb, as Kannada allows
 * (ನಾನು ಅವಳನ್ನು ನಿನ್ನೆ ನೋಡಿದೆ, ನಿನ್ನೆ ನಾನು…, ನೀವು ಯಾವಾಗ ಭಾರತಕ್ಕೆ ಬಂದ್ರಿ?).
 */
export function movedBeforeVerb(sentence: string, moving: readonly string[]): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  const bare = (word: string) => word.replace(/[,;:]+$/u, "");
  for (const phrase of [...moving].sort((a, b) => b.length - a.length)) {
    const length = phrase.split(" ").length;
    const at = words.findIndex((_, index) => words.slice(index, index + length).map(bare).join(" ") === phrase);
    if (at < 0) continue;
    // The phrase must stand before the verb, in a clause of its own (no comma between).
    if (at + length >= words.length || words.some((word) => word.endsWith(","))) return [];
    const rest = [...words.slice(0, at), ...words.slice(at + length)];
    const said = phrase.split(" ");
    return rest.flatMap((_, place) => (place === at ? [] : [sentenceOf({ ...parts, words: [...rest.slice(0, place), ...said, ...rest.slice(place)] })]));
  }
  return [];
}

/** A word in -ು joined to ಏನು (ಇದು ಏನು → ಇದೇನು, ಹೆಸರು ಏನು → ಹೆಸರೇನು), and split again. */
function joinedWhat(sentence: string): string[] {
  const join = sentence.replace(/(?<=\S[\u0C95-\u0CB9])ು ಏನು/gu, "ೇನು");
  const split = sentence.replace(/(?<=\S[\u0C95-\u0CB9])ೇನು(?=[?.!]*$)/gu, "ು ಏನು");
  return [join, split].filter((variant) => variant !== sentence);
}

/** A yes/no question on he, she or they asked as written Kannada does (ಇದ್ದಾರಾ? / ಇದ್ದಾರೆಯೇ?, ಇದ್ದಾರೆಯಾ?). */
function writtenVerbQuestion(sentence: string): string[] {
  const match = /(?<=[ತದ])(ಾರ|ಾನ|ಾಳ)ಾ(?=\s*\?$)/u.exec(sentence);
  if (!match) return [];
  const stem = sentence.slice(0, match.index) + match[1];
  return [`${stem}ೆಯೇ?`, `${stem}ೆಯಾ?`];
}

/** The verb's endings that say I, we or you: before such a verb a bare noun is no subject but the object. */
const SPEAKER_VERB = /(ೀನಿ|ೇನೆ|ೀವಿ|ೇವೆ|ೀರಿ|ೀರಾ|ದ್ವಿ|ದೆವು|ದ್ರಿ|ದ್ರಾ|ದಿರಿ|ದಿರಾ|ೋಣ|ೋಣವಾ|(?<!ಗ|ಲ್ಲ)ಿದೆ|ಂದೆ|ಂಡೆ)$/u;
const NO_OBJECT = /^(ನಾನು|ನೀವು|ನೀನು|ನಾವು|ಅವನು|ಅವಳು|ಅವರು|ಇದು|ಅದು|ಏನು|ಏನೂ|ಯಾರು|ಎಲ್ಲಿ|ಇಲ್ಲಿ|ಅಲ್ಲಿ|ಈಗ|ಸ್ವಲ್ಪ|ತುಂಬಾ|ಜಾಸ್ತಿ|ಫೋನ್|ಕಾಲ್|ಕೆಲಸ|ಊಟ)$/u;

/**
 * The object said with or without its -ಅನ್ನು (ಈ ಪುಸ್ತಕ ಓದ್ತೀನಿ / ಈ ಪುಸ್ತಕವನ್ನು ಓದ್ತೀನಿ, ಕಾಫಿ /
 * ಕಾಫಿಯನ್ನು): the noun right before a verb whose ending says I, we or you.
 */
function objectMarked(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  const last = words.length - 1;
  if (last < 1 || !SPEAKER_VERB.test(words[last]!)) return [];
  const object = words[last - 1]!;
  if (NO_OBJECT.test(object) || object.endsWith(",")) return [];
  // Already in a case (to, in, from, of, the object's own -ಅನ್ನು) or an infinitive: no object to mark.
  const cased = /(ಗೆ|ಕ್ಕೆ|ಲ್ಲಿ|ಿಂದ|ನ್ನು|ನ್ನ|ಿನ|ಯ|ೋಕೆ|ಲು)$/u.test(object);
  const marked = /(?<=\S)[ವಯ]ನ್ನು$/u.test(object)
    ? object.replace(/[ವಯ]ನ್ನು$/u, "")
    : cased
      ? object
      : /(ಾ|[\u0C95-\u0CB9])$/u.test(object)
        ? `${object}ವನ್ನು`
        : /[ಿೆೇೀ]$/u.test(object)
          ? `${object}ಯನ್ನು`
          : object.endsWith("ು")
            ? object.replace(/ು$/u, "ನ್ನು")
            : object.endsWith("್")
              ? `${object.slice(0, -1)}ನ್ನು`
              : object;
  return marked === object ? [] : [sentenceOf({ ...parts, words: [...words.slice(0, last - 1), marked, words[last]!] })];
}

export const KANNADA_REGISTER_RULES: ((sentence: string) => string[])[] = [
  (sentence) => rewrittenWords(sentence, PAST_WRITTEN),
  (sentence) => rewrittenWords(sentence, PAST_SPOKEN),
  (sentence) => rewrittenWords(sentence, WERE_WRITTEN),
  (sentence) => mappedWords(sentence, (word) => swapped(word, SPELLING_PAIRS)),
  (sentence) => mappedWords(sentence, (word) => swapped(word, WITH_AAGI)),
  (sentence) => mappedWords(sentence, (word) => swapped(word, PLACE_AUGMENT)),
  (sentence) => mappedWords(sentence, closingU),
  joinedE,
  joinedWhat,
  writtenVerbQuestion,
  objectMarked,
];

/**
 * One word in the spoken register the course teaches, whichever register it was written in
 * (ಹೋಗುತ್ತೇನೆ → ಹೋಗ್ತೀನಿ, ಬಂದಿರಿ → ಬಂದ್ರಿ, ಇದ್ದಿರಿ → ಇದ್ರಿ): the key a native-script word is
 * compared by, so that a learner may mix the registers word by word. Person and tense endings stay
 * apart (ಇದ್ದೀರಿ, you are, is not ಇದ್ರಿ, you were).
 */
export function spokenFormOf(word: string, toSpoken: readonly [RegExp, string][]): string {
  const rules: [RegExp, string][] = [
    [/ೆಯುತ್ತ/u, "ಿಯುತ್ತ"],
    [/ಕೊಳ್ಳುತ್ತ/u, "ಕೊಳ್ತ"],
    ...MORE_SPOKEN,
    ...toSpoken,
    ...PAST_SPOKEN,
    [/ದ್ದ್ರ/u, "ದ್ರ"],
    [/ೋದಿಲ್ಲ$/u, "ಲ್ಲ"],
    [/^ನಿದ್ರೆ/u, "ನಿದ್ದೆ"],
    [/^ಇಂದು$/u, "ಇವತ್ತು"],
    ...SWALLOWED_PAST.slice(1, 2),
    ...SHORT_SPEAK.slice(1, 2),
  ];
  return rules.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), word);
}

