/**
 * Kannada forms a teacher accepts beside the lesson's, derived from the accepted answer by rules of
 * the language (never listed per exercise):
 *  - the spoken and written shapes of one verb form the course's spoken ones leave out: -ī- of an
 *    i- or e-stem (ಬರೀತೀನಿ / ಬರೆಯುತ್ತೇನೆ, ತೆಗೀಬಹುದು / ತೆಗೆಯಬಹುದು), ತಿನ್ನು's ತಿಂತ- / ತಿನ್ನುತ್ತ-,
 *    the purpose infinitive (ಮಾಡೋಕೆ / ಮಾಡಲು / ಮಾಡಕ್ಕೆ), -ಕೊಳ್ಳು joined (ತಗೊಂಡೆ / ತೆಗೆದುಕೊಂಡೆ,
 *    ಮಾಡ್ಕೊಂಡೆ / ಮಾಡಿಕೊಂಡೆ), a past's -ಿ- swallowed (ನೋಡಿದೆ / ನೋಡ್ದೆ);
 *  - what one can do said both ways (ನನಗೆ ಕನ್ನಡ ಮಾತಾಡೋಕೆ ಬರುತ್ತೆ / ನಾನು ಕನ್ನಡ ಮಾತಾಡಬಲ್ಲೆ, and
 *    the negative's -ಲಾರೆ), the language one knows said with "to speak" when the prompt says speak;
 *  - here and there said with the emphatic -ೇ (ಇಲ್ಲೇ), a short question's question word first
 *    (ಅವನು ಯಾರು? / ಯಾರು ಅವನು?), the prompt's "it" as this or that (ಇದು / ಅದು).
 * Person and tense endings are never touched: each rule keeps the ending the answer has.
 */
import { promptSays, sentenceOf, wordsOf } from "../variants";

/** Rewrites a word at a time, each rule to the word the earlier ones made; no variant when nothing changed. */
export function rewrittenWords(sentence: string, rules: readonly [RegExp, string][]): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words.map((word) => rules.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), word));
  const result = sentenceOf({ ...parts, words });
  return result === sentence ? [] : [result];
}

const CONSONANT = "[\\u0C95-\\u0CB9]";

/** Spoken → written shapes the general register rules (kannada.ts) do not make. */
export const MORE_WRITTEN: [RegExp, string][] = [
  // ತಿನ್ನು, ಅನ್ನು: ತಿಂತೀನಿ → ತಿನ್ನುತ್ತೀನಿ (the person ending is then written by the general rules).
  [/ಂತ(?=[ಾೀೇಿ])/u, "ನ್ನುತ್ತ"],
  // May: ಕುಡೀಬಹುದು → ಕುಡಿಯಬಹುದು.
  [/ೀಬಹುದ/u, "ಿಯಬಹುದ"],
  // The purpose infinitive: ಮಾಡೋಕೆ → ಮಾಡಲು.
  [new RegExp(`(?<=${CONSONANT})ೋಕೆ$`, "u"), "ಲು"],
  // -ಕೊಳ್ಳು joined: ತಗೊಂಡೆ → ತೆಗೆದುಕೊಂಡೆ, ಮಾಡ್ಕೊಂಡೆ → ಮಾಡಿಕೊಂಡೆ.
  [/^ತಗೊ/u, "ತೆಗೆದುಕೊ"],
  [new RegExp(`(?<=${CONSONANT})್ಕೊ`, "u"), "ಿಕೊ"],
];

/** Written → spoken, the same pairs the other way. */
export const MORE_SPOKEN: [RegExp, string][] = [
  [/ನ್ನುತ್ತ(?=[ಾೀೇಿ])/u, "ಂತ"],
  [/[ಿೆ]ಯಬಹುದ/u, "ೀಬಹುದ"],
  [new RegExp(`(?<=${CONSONANT})ಲು$`, "u"), "ೋಕೆ"],
  [/^ತೆಗೆದುಕೊ/u, "ತಗೊ"],
  [new RegExp(`(?<=${CONSONANT})ಿಕೊ(?=[ಂಳ])`, "u"), "್ಕೊ"],
];

/**
 * Pairs a speaker mixes freely with either register, each its own variant: a past with its -ಿ-
 * swallowed (ನೋಡಿದೆ / ನೋಡ್ದೆ), to speak said short (ಮಾತನಾಡು / ಮಾತಾಡು). Each turns both ways.
 */
export const SWALLOWED_PAST: [RegExp, string][] = [
  [/(?<=\S[ಡಳಸ])್ದ(?=(?:[ೆಾ]|ರು|ನು|ಳು|್ರಿ|್ರು|್ವಿ)$)/u, "\uE000"],
  [/(?<=\S[ಡಳಸ])ಿದ(?=(?:[ೆಾ]|ರು|ನು|ಳು|್ರಿ|್ರು|್ವಿ)$)/u, "್ದ"],
  [/\uE000/u, "ಿದ"],
];
export const SHORT_SPEAK: [RegExp, string][] = [
  [/^ಮಾತಾಡ/u, "\uE000"],
  [/^ಮಾತನಾಡ/u, "ಮಾತಾಡ"],
  [/^\uE000/u, "ಮಾತನಾಡ"],
];

/**
 * An e-stem's spoken -ī- (ಬರೀತೀನಿ, ತೆಗೀಬಹುದಾ) written back with -ೆಯ-: the general rule writes it
 * as an i-stem's (ಕುಡೀತೀನಿ → ಕುಡಿಯುತ್ತೇನೆ), the word alone does not say which.
 */
export const E_STEM_WRITTEN: [RegExp, string][] = [
  [/ೀತ(?=[ಾೀೇಿ])/u, "ೆಯುತ್ತ"],
  [/ೀಬಹುದ/u, "ೆಯಬಹುದ"],
];

/** The purpose infinitive's third shape, -ಅಕ್ಕೆ (ಮಾಡೋಕೆ / ಮಾಡಕ್ಕೆ). */
export const INFINITIVE_AKKE: [RegExp, string][] = [[new RegExp(`(?<=${CONSONANT})(?:ೋಕೆ|ಲು)$`, "u"), "ಕ್ಕೆ"]];

/** "ಇಲ್ಲಿ ತಿನ್ನೋಣ" / "ಇಲ್ಲೇ ತಿನ್ನೋಣ": here and there said with the emphatic -ೇ, which a teacher takes for the same place. */
export function emphaticPlace(sentence: string): string[] {
  // And at a place (ಮನೆಯಲ್ಲಿ / ಮನೆಯಲ್ಲೇ); where (ಎಲ್ಲಿ) asks and takes no emphasis.
  return rewrittenWords(sentence, [[/^ಇಲ್ಲಿ$/u, "ಇಲ್ಲೇ"], [/^ಅಲ್ಲಿ$/u, "ಅಲ್ಲೇ"], [/(?<=\S{2}[\u0CBE-\u0CCC]?[\u0C95-\u0CB9])ಲ್ಲಿ$/u, "ಲ್ಲೇ"], [/^illi$/iu, "ille"], [/^alli$/iu, "alle"]]);
}

const QUESTION_WORDS = /^(ಯಾರು|ಏನು|ಎಲ್ಲಿ|ಎಷ್ಟು|ಯಾವುದು|yaaru|yaru|enu|elli|eshtu|yaavudu)\?*$/iu;

/** "ಅವನು ಯಾರು?" → "ಯಾರು ಅವನು?": a question without a verb may put its question word first. */
export function questionWordFirst(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  const last = words[words.length - 1];
  if (!parts.tail.includes("?") || words.length < 2 || words.length > 4 || !last || !QUESTION_WORDS.test(last)) return [];
  return [sentenceOf({ ...parts, words: [last, ...words.slice(0, -1)] })];
}

/**
 * "It's two hundred rupees": the prompt's it is this or that alike (ಇದು / ಅದು), unless the prompt
 * itself says this or that.
 */
export function itAsThisOrThat(sentence: string, prompt?: string): string[] {
  if (!promptSays(prompt, ["it", "it's", "its"]) || promptSays(prompt, ["this", "that", "these", "those"])) return [];
  return rewrittenWords(sentence, [
    [/^ಇದು$/u, "\uE000ಅದು"],
    [/^ಅದು$/u, "ಇದು"],
    [/^\uE000/u, ""],
    [/^idu$/iu, "\uE000adu"],
    [/^adu$/iu, "idu"],
    [/^\uE000/u, ""],
  ]);
}

/** Who can: the dative and the nominative with -ಬಲ್ಲ / -ಲಾರ, person by person. */
const ABLE_PERSONS: { dative: RegExp; nominative: string; can: string; cannot: string }[] = [
  { dative: /^(ನನಗೆ|ನಂಗೆ)$/u, nominative: "ನಾನು", can: "ಬಲ್ಲೆ", cannot: "ಲಾರೆ" },
  { dative: /^(ನಮಗೆ|ನಮ್ಗೆ)$/u, nominative: "ನಾವು", can: "ಬಲ್ಲೆವು", cannot: "ಲಾರೆವು" },
  { dative: /^(ನಿಮಗೆ|ನಿಮ್ಗೆ)$/u, nominative: "ನೀವು", can: "ಬಲ್ಲಿರಿ", cannot: "ಲಾರಿರಿ" },
  { dative: /^(ನಿನಗೆ|ನಿಂಗೆ)$/u, nominative: "ನೀನು", can: "ಬಲ್ಲೆ", cannot: "ಲಾರೆ" },
  { dative: /^ಅವನಿಗೆ$/u, nominative: "ಅವನು", can: "ಬಲ್ಲ", cannot: "ಲಾರ" },
  { dative: /^ಅವಳಿಗೆ$/u, nominative: "ಅವಳು", can: "ಬಲ್ಲಳು", cannot: "ಲಾರಳು" },
  { dative: /^ಅವರಿಗೆ$/u, nominative: "ಅವರು", can: "ಬಲ್ಲರು", cannot: "ಲಾರರು" },
];
const COMES = /^(ಬರುತ್ತೆ|ಬರುತ್ತದೆ|ಬರ್ತದೆ|ಬರ್ತೆ)$/u;
/** The same asked (ನಿಮಗೆ ಇಂಗ್ಲಿಷ್ ಬರುತ್ತಾ?): only "to speak" is added, -ಬಲ್ಲ's question is another form. */
const COMES_ASKED = /^(ಬರುತ್ತಾ|ಬರುತ್ತದೆಯಾ|ಬರುತ್ತದೆಯೇ|ಬರ್ತದಾ)$/u;
const DOES_NOT_COME = /^(ಬರಲ್ಲ|ಬರೋಲ್ಲ|ಬರುವುದಿಲ್ಲ|ಬರಲ್ಲಾ)$/u;
const bare = (word: string) => word.replace(/[.?!,]+$/u, "");
const INFINITIVE = new RegExp(`^(\\S+${CONSONANT})(?:ೋಕೆ|ಲು|ಕ್ಕೆ)$`, "u");

/**
 * What one can do, said with the dative and ಬರು (ನನಗೆ ಈಜೋಕೆ ಬರುತ್ತೆ) or with -ಬಲ್ಲ (ನಾನು ಈಜಬಲ್ಲೆ),
 * and not, with ಬರಲ್ಲ or -ಲಾರ; a language one knows (ನನಗೆ ಕನ್ನಡ ಬರುತ್ತೆ) said with to speak when the
 * prompt says speak. The person stays the dative's.
 */
export function ability(sentence: string, prompt?: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  const last = words.length - 1;
  if (last < 1) return [];
  const verb = bare(words[last]!);
  const variants: string[] = [];
  const person = ABLE_PERSONS.find((each) => words.some((word) => each.dative.test(bare(word))));
  if (person && COMES_ASKED.test(verb) && promptSays(prompt, ["speak"]) && !/(ೋಕೆ|ಲು|ಕ್ಕೆ)$/u.test(bare(words[last - 1]!))) {
    return [sentenceOf({ ...parts, words: [...words.slice(0, last), "ಮಾತಾಡೋಕೆ", words[last]!] })];
  }
  if (person && (COMES.test(verb) || DOES_NOT_COME.test(verb))) {
    const positive = COMES.test(verb);
    const before = bare(words[last - 1]!);
    const infinitive = INFINITIVE.exec(before);
    const nominative = words.map((word) => (person.dative.test(bare(word)) ? person.nominative + word.slice(bare(word).length) : word));
    const ending = words[last]!.slice(verb.length);
    if (infinitive) {
      // ನನಗೆ ಈಜೋಕೆ ಬರುತ್ತೆ → ನಾನು ಈಜಬಲ್ಲೆ.
      variants.push(sentenceOf({ ...parts, words: [...nominative.slice(0, last - 1), infinitive[1]! + (positive ? person.can : person.cannot) + ending] }));
    } else if (promptSays(prompt, ["speak"])) {
      // ನನಗೆ ಕನ್ನಡ ಬರುತ್ತೆ → ನನಗೆ ಕನ್ನಡ ಮಾತಾಡೋಕೆ ಬರುತ್ತೆ, ನಾನು ಕನ್ನಡ ಮಾತಾಡಬಲ್ಲೆ.
      variants.push(sentenceOf({ ...parts, words: [...words.slice(0, last), "ಮಾತಾಡೋಕೆ", words[last]!] }));
      variants.push(sentenceOf({ ...parts, words: [...nominative.slice(0, last), "ಮಾತಾಡ" + (positive ? person.can : person.cannot) + ending] }));
    }
    return variants;
  }
  // ನಾನು ಈಜಬಲ್ಲೆ → ನನಗೆ ಈಜೋಕೆ ಬರುತ್ತೆ.
  const subject = words.slice(0, last).map(bare).find((word) => ABLE_PERSONS.some((each) => each.nominative === word));
  if (!/(ಬಲ್ಲ|ಲಾರ)/u.test(verb)) return [];
  for (const each of ABLE_PERSONS) {
    if (subject && subject !== each.nominative) continue;
    for (const [form, comes] of [[each.can, "ಬರುತ್ತೆ"], [each.cannot, "ಬರಲ್ಲ"]] as const) {
      if (!verb.endsWith(form)) continue;
      const match = new RegExp(`^(\\S+${CONSONANT})${form}$`, "u").exec(verb);
      if (!match) continue;
      const dative = each.dative.source.replace(/^\^\(?|\)?\$$/gu, "").split("|")[0]!;
      const said = words.slice(0, last).map((word) => (bare(word) === each.nominative ? dative + word.slice(bare(word).length) : word));
      if (!said.some((word) => bare(word) === dative)) said.unshift(dative);
      return [sentenceOf({ ...parts, words: [...said, `${match[1]}ೋಕೆ`, comes + words[last]!.slice(verb.length)] })];
    }
  }
  return [];
}

/** To eat, said with ತಿನ್ನು or as having a meal, ಊಟ ಮಾಡು (the course accepts both: ನಾವು ತಿಂತಿದ್ವಿ / ಊಟ ಮಾಡ್ತಿದ್ವಿ), form for form. */
const MEAL_AND_EAT: [string, string][] = [
  ["ಊಟ ಮಾಡುತ್ತ", "ತಿನ್ನುತ್ತ"],
  ["ಊಟ ಮಾಡುವ", "ತಿನ್ನುವ"],
  ["ಊಟ ಮಾಡೋ", "ತಿನ್ನೋ"],
  ["ಊಟ ಮಾಡ್ತ", "ತಿಂತ"],
  ["ಊಟ ಮಾಡಿದ", "ತಿಂದ"],
  ["ಊಟ ಮಾಡ್ದ", "ತಿಂದ"],
  ["ಊಟ ಮಾಡಲ", "ತಿನ್ನಲ"],
  ["ಊಟ ಮಾಡಿ", "ತಿನ್ನಿ"],
  ["ಊಟ ಮಾಡು", "ತಿನ್ನು"],
];

/** "Let's eat here": ಇಲ್ಲಿ ಊಟ ಮಾಡೋಣ and ಇಲ್ಲಿ ತಿನ್ನೋಣ, when the prompt says eat (not a meal it names). */
export function eatOrMeal(sentence: string, prompt?: string): string[] {
  if (!promptSays(prompt, ["eat", "eats", "eating", "ate"])) return [];
  const variants: string[] = [];
  for (const [meal, eat] of MEAL_AND_EAT) {
    if (sentence.includes(meal)) {
      variants.push(sentence.replace(meal, eat));
      break;
    }
  }
  for (const [meal, eat] of MEAL_AND_EAT) {
    if (!sentence.includes(eat)) continue;
    const at = sentence.search(new RegExp(`(?<!\\S)${eat}`, "u"));
    if (at >= 0 && !/ಊಟ\s*$/u.test(sentence.slice(0, at))) {
      variants.push(sentence.slice(0, at) + meal + sentence.slice(at + eat.length));
      break;
    }
  }
  return variants;
}

/** A friend, teacher or student whose sex the prompt does not tell: the masculine stem and the feminine, with their case endings. */
const PERSON_NOUNS: [string, string][] = [
  ["ಸ್ನೇಹಿತ", "ಸ್ನೇಹಿತೆ"],
  ["ಗೆಳೆಯ", "ಗೆಳತಿ"],
  ["ಶಿಕ್ಷಕ", "ಶಿಕ್ಷಕಿ"],
  ["ವಿದ್ಯಾರ್ಥಿ", "ವಿದ್ಯಾರ್ಥಿನಿ"],
];
/** Masculine ending → feminine (ಸ್ನೇಹಿತನ / ಸ್ನೇಹಿತೆಯ, ಸ್ನೇಹಿತನಿಗೆ / ಸ್ನೇಹಿತೆಗೆ). */
const CASE_ENDINGS: [RegExp, string][] = [
  [/^ನನ್ನು$/u, "ಯನ್ನು"],
  [/^ನನ್ನ$/u, "ಯನ್ನ"],
  [/^ನಿಗೆ$/u, "ಗೆ"],
  [/^ನ$/u, "ಯ"],
  [/^$/u, ""],
];
/** The verb of a masculine subject → of a feminine one (ಬಂದ / ಬಂದಳು, ಬರ್ತಾನೆ / ಬರ್ತಾಳೆ). */
const FEMININE_VERB: [RegExp, string][] = [
  [/ಾನೆ$/u, "ಾಳೆ"],
  [/ದನು$/u, "ದಳು"],
  [/(?<=\S)ದ$/u, "ದಳು"],
];

export function eitherSex(sentence: string, prompt?: string): string[] {
  if (!promptSays(prompt, ["friend", "teacher", "student"]) || promptSays(prompt, ["he", "she", "his", "her", "him", "boyfriend", "girlfriend"])) return [];
  const parts = wordsOf(sentence);
  let subject = false;
  let changed = false;
  const words = parts.words.map((word) => {
    const text = bare(word);
    for (const [masculine, feminine] of PERSON_NOUNS) {
      if (!text.startsWith(masculine) || text.startsWith(feminine)) continue;
      const ending = text.slice(masculine.length);
      const rule = CASE_ENDINGS.find(([pattern]) => pattern.test(ending));
      if (!rule) continue;
      changed = true;
      subject ||= ending === "";
      return feminine + rule[1] + word.slice(text.length);
    }
    return word;
  });
  if (!changed) return [];
  if (subject) {
    const last = words.length - 1;
    const verb = bare(words[last]!);
    const feminine = FEMININE_VERB.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), verb);
    words[last] = feminine + words[last]!.slice(verb.length);
  }
  return [sentenceOf({ ...parts, words })];
}
