/**
 * What Hindi and Kannada share: answers in their own script are also read romanised, the way
 * learners type them casually (aa or a, ee or i, oo or u, w or v, sh or s, doubled letters or not,
 * a nasal n or none, the unwritten a of Hindi dropped or not), so that mai hindi bolta hu and
 * मैं हिंदी बोलता हूँ are the same sentence. Word endings carry the grammar (gender, person, case).
 */
import Sanscript from "@indic-transliteration/sanscript";
import { editDistance, remembered, sharedEdges, tokens } from "../text";
import type { GivenWord, Language, Place, Reading, Unit, Word, WordJudgement } from "../types";

export interface IndicGrammar {
  code: string;
  /** Sanscript's name for the script, and a test for its letters. */
  script: "devanagari" | "kannada";
  letters: RegExp;
  /** The script's name in English, for notes. */
  scriptName: string;
  /** Tidies spelling variants of the native script that mean the same (nukta, chandrabindu). */
  nativeKey(word: string): string;
  /** Hindi does not pronounce a word's final inherent a (ghar, not ghara); Kannada does. */
  dropsFinalA: boolean;
  /** Kannada learners write t for ತ and th alike: aspiration is not compared. */
  ignoresAspiration: boolean;
  /** A final nasal is optional (hoon, hu) except in these romanised keys, where it is the grammar (hai / hain). */
  nasalMatters?: Set<string>;
  /** Casual spellings of one word too far apart for the general rules (voh, vah, wo), each → one of them. */
  aliases?: Map<string, string>;
  /** Grammar words by romanised key, with what they are. */
  closed: Map<string, string>;
  /** Subject pronouns by romanised key. */
  subjects: Set<string>;
  /** Endings, romanised keys as compared; each with what it marks. */
  endings: [string, string][];
  /** Endings that make a word a verb form (romanised keys): such a word gets no typo allowance. */
  verbEndings: string[];
  /** Explanations for a word in place of another, keyed `given>expected` (romanised keys). */
  pairs: Record<string, string>;
  /**
   * A difference of the native script that the casual romanisation folds away but that is grammar
   * (Kannada ಇದ್ದೀರಿ, you are, and ಇದ್ದಿರಿ, you were): what it marks, or null.
   */
  nativeGrammar?(given: string, expected: string): string | null;
}

/** Sanscript ships as CommonJS; bundlers hand it over as the module or as its default export. */
const sanscript = (Sanscript as unknown as { default?: typeof Sanscript }).default ?? Sanscript;
const transliterations = { devanagari: remembered((word) => sanscript.t(word, "devanagari", "iast")), kannada: remembered((word) => sanscript.t(word, "kannada", "iast")) };

const looseKeys = new WeakMap<IndicGrammar, (word: string) => string>();

/** The casual romanisation a word is compared in. */
export function looseKey(grammar: IndicGrammar, word: string): string {
  let compute = looseKeys.get(grammar);
  if (!compute) looseKeys.set(grammar, (compute = remembered((input) => computeLooseKey(grammar, input))));
  return compute(word);
}

function computeLooseKey(grammar: IndicGrammar, word: string): string {
  let text = word
    .toLowerCase()
    .normalize("NFD")
    .replace(/m[\u0323\u0307]|~|m\u0310/g, "n")
    .replace(/r\u0323(?![aeiou])/g, "ri")
    .replace(/\p{M}/gu, "")
    // Digits are words too ("ನನಗೆ 30 ವರ್ಷ" is not "ನನಗೆ ವರ್ಷ"), in Devanagari, Kannada or ASCII.
    .replace(/[\u0966-\u096f\u0ce6-\u0cef]/gu, (digit) => String((digit.codePointAt(0)! - 0x966) % 0x380))
    .replace(/[^a-z0-9]/g, "")
    .replace(/w/g, "v")
    .replace(/q/g, "k")
    .replace(/z/g, "j")
    .replace(/x/g, "ks")
    .replace(/f/g, "ph")
    .replace(/cch|chh|ch|c/g, "c")
    .replace(/sh/g, "s");
  if (grammar.ignoresAspiration) text = text.replace(/([kgcjtdpb])h/g, "$1");
  text = text.replace(/ee|ii/g, "i").replace(/oo|uu/g, "u").replace(/aa/g, "a").replace(/ei/g, "e").replace(/au/g, "o");
  let nasal = false;
  if (grammar.nasalMatters && text.length > 2 && /[aeiou]n$/.test(text)) {
    nasal = true;
    text = text.slice(0, -1);
  }
  // A glide between two vowels is spelled or not (aayi / aai, gaya / gaa), but not between two e's: Kannada's written question -eye would vanish.
  text = text.replace(/(?<=[aeiou])y(?=[aeiou])/g, (glide, at: number, whole: string) => (whole[at - 1] === "e" && whole[at + 1] === "e" ? glide : "")).replace(/(.)\1+/g, "$1");
  // The short a between consonants is written by some and not by others (samajhta, samjhta).
  text = [...text].filter((letter, index, all) => letter !== "a" || index === 0 || index === all.length - 1).join("");
  text = text.replace(/[nm](?=[^aeiou])/g, "n").replace(/(.)\1+/g, "$1");
  const key = nasal && grammar.nasalMatters!.has(text) ? `${text}~` : text;
  return grammar.aliases?.get(key) ?? key;
}

/** The alias table for groups of casual spellings, keyed as `looseKey` reads them. */
export function aliasesOf(grammar: IndicGrammar, groups: string[][]): Map<string, string> {
  const plain = { ...grammar, aliases: undefined };
  return new Map(groups.flatMap((group) => group.map((word) => [looseKey(plain, word), looseKey(plain, group[0]!)] as [string, string])));
}

function romanOfNative(grammar: IndicGrammar, word: string): string {
  const bare = word.normalize("NFD").replace(/\u093c/g, "").normalize("NFC");
  let roman = transliterations[grammar.script](bare);
  // The last consonant's inherent a is not spoken in Hindi: घर is ghar.
  if (grammar.dropsFinalA && /[\u0915-\u0939]$/.test(bare) && roman.endsWith("a") && (roman.match(/[aeiouāīū]/g)?.length ?? 0) > 1) roman = roman.slice(0, -1);
  return roman;
}

function read(grammar: IndicGrammar, sentence: string, mode: "native" | "roman"): Reading {
  const units: Unit[] = [];
  const words: Word[] = [];
  let native = false;
  for (const token of tokens(sentence)) {
    const isNative = grammar.letters.test(token.text);
    native ||= isNative;
    const key = mode === "native" && isNative ? grammar.nativeKey(token.text) : looseKey(grammar, isNative ? romanOfNative(grammar, token.text) : token.text);
    if (!key) continue;
    units.push({ key, word: words.length, start: token.start, end: token.end });
    words.push({ text: token.text, key, exact: token.text.toLowerCase(), start: token.start, end: token.end });
  }
  return { source: sentence, mode, native, units, words };
}

/** A native word as a learner who types romanised reads it: हैं (hain). */
function shown(grammar: IndicGrammar, text: string, romanised: boolean): string {
  if (!romanised || !grammar.letters.test(text)) return text;
  const roman = romanOfNative(grammar, text)
    .normalize("NFD")
    .replace(/m[\u0323\u0307]|~|m\u0310/g, "n")
    .replace(/c(?!h)/g, "ch")
    .replace(/a\u0304/g, "aa")
    .replace(/\p{M}/gu, "");
  return `${text} (${roman})`;
}

function romanKeyOf(grammar: IndicGrammar, text: string): string {
  return grammar.letters.test(text) ? looseKey(grammar, romanOfNative(grammar, text)) : looseKey(grammar, text);
}

/** The subject pronoun of the answer, as written there. */
function subjectOf(grammar: IndicGrammar, place: Place): string | null {
  const subject = place.answer.words.find((word) => grammar.subjects.has(romanKeyOf(grammar, word.text)));
  return subject ? shown(grammar, subject.text, place.romanised) : null;
}

function judgeIndicWord(grammar: IndicGrammar, given: GivenWord, place: Place): WordJudgement {
  const word = place.answer.words[place.index]!;
  const expected = { ...word, text: shown(grammar, word.text, place.romanised) };
  const g = romanKeyOf(grammar, given.text);
  const e = romanKeyOf(grammar, word.text);
  const quote = `“${given.text}” →`;
  const pair = grammar.pairs[`${g}>${e}`];
  if (pair) return { kind: "grammar", explanation: pair.replaceAll("{g}", given.text).replaceAll("{e}", expected.text) };
  const native = grammar.nativeGrammar?.(given.text, word.text);
  if (native) return { kind: "grammar", explanation: `${quote} the ending here is different (${native}): “${expected.text}”.` };
  if (g === e) {
    // Same romanised: a slip of the native spelling (a long vowel for a short one).
    return { kind: "slip" };
  }
  const [categoryExpected, categoryGiven] = [grammar.closed.get(e), grammar.closed.get(g)];
  if (categoryExpected && categoryGiven && categoryExpected !== categoryGiven) {
    return { kind: "grammar", explanation: `${quote} the ${categoryExpected} here is “${expected.text}”.` };
  }
  let shared = 0;
  while (shared < g.length && shared < e.length && g[shared] === e[shared]) shared++;
  const [tailGiven, tailExpected] = [g.slice(shared), e.slice(shared)];
  const ending = (tail: string, key: string) => (tail ? grammar.endings.find(([candidate]) => candidate.endsWith(tail) && key.endsWith(candidate)) : ([tail, ""] as [string, string]));
  const endingGiven = ending(tailGiven, g);
  const endingExpected = ending(tailExpected, e);
  if (shared >= 1 && endingGiven && endingExpected && (tailGiven || tailExpected)) {
    const marks = endingExpected[1];
    const subject = subjectOf(grammar, place);
    const reason = marks ? ` (${marks})` : "";
    return {
      kind: "grammar",
      explanation:
        subject && grammar.closed.get(e) === "auxiliary"
          ? `${quote} with ${subject} the verb is “${expected.text}”.`
          : `${quote} the ending here is different${reason}: “${expected.text}”.`,
    };
  }
  const category = grammar.closed.get(e) ?? grammar.closed.get(g);
  if (category) {
    const subject = subjectOf(grammar, place);
    if (category === "auxiliary" && subject) return { kind: "grammar", explanation: `${quote} with ${subject} the verb is “${expected.text}”.` };
    return { kind: "grammar", explanation: `${quote} the ${category} here is “${expected.text}”.` };
  }
  // A verb's letters after its short stem are all grammar (tense, person); elsewhere a slip inside a word is spelling.
  const verb = grammar.verbEndings.some((verbEnding) => e.endsWith(verbEnding));
  const { prefix, suffix } = sharedEdges(g, e);
  const nearEnd = e.length - suffix > Math.max(prefix, e.length - 2);
  if (!verb && prefix > 0 && !nearEnd && e.length >= 4 && editDistance(g, e) <= (e.length >= 9 ? 2 : 1)) return { kind: "slip" };
  return { kind: "word", explanation: `${quote} the word here is “${expected.text}”.` };
}

/** Two romanised words the answers use in the same place, alike enough to be spellings of one (bahut, bohot; chai, chaay). */
function interchangeable(grammar: IndicGrammar, a: string, b: string): boolean {
  if (grammar.closed.has(a) || grammar.closed.has(b) || a[0] !== b[0] || editDistance(a, b) > 2) return false;
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
  const endings = grammar.endings.map(([ending]) => ending);
  const isEnding = (tail: string, word: string) => !tail || endings.some((ending) => ending.endsWith(tail) && word.endsWith(ending));
  // A different ending is grammar (bolta, bolti), not spelling.
  return !(isEnding(a.slice(shared), a) && isEnding(b.slice(shared), b));
}

function nativeMistake(grammar: IndicGrammar, attempt: Reading, answer: Reading) {
  if (!grammar.nativeGrammar || attempt.units.length !== answer.units.length) return null;
  for (const [unit, { word }] of attempt.units.entries()) {
    const [given, expected] = [attempt.words[word]!.text, answer.words[answer.units[unit]!.word]!.text];
    if (!grammar.letters.test(given) || !grammar.letters.test(expected)) continue;
    const marks = grammar.nativeGrammar(given, expected);
    if (marks) return { unit, given, expected, explanation: `“${given}” → the ending here is different (${marks}).` };
  }
  return null;
}

export function indicLanguage(grammar: IndicGrammar): Language {
  return {
    code: grammar.code,
    spellings: { mode: "roman", interchangeable: (a, b) => interchangeable(grammar, a, b) },
    context: () => null,
    readAnswer(sentence) {
      return grammar.letters.test(sentence) ? [read(grammar, sentence, "native"), read(grammar, sentence, "roman")] : [read(grammar, sentence, "roman")];
    },
    readAttempt(sentence) {
      return grammar.letters.test(sentence) ? [read(grammar, sentence, "native"), read(grammar, sentence, "roman")] : [read(grammar, sentence, "roman")];
    },
    judgeWord: (given, place) => judgeIndicWord(grammar, given, place),
    // A romanised match of a native sentence cannot see what only the script tells (ಇದ್ದೀರಿ / ಇದ್ದಿರಿ).
    toneMistake: (attempt, answer) => nativeMistake(grammar, attempt, answer),
    missing(place) {
      const expected = place.answer.words[place.index]!;
      const category = grammar.closed.get(romanKeyOf(grammar, expected.text));
      const text = shown(grammar, expected.text, place.romanised);
      return category ? `The ${category} “${text}” is missing here.` : `“${text}” is missing here.`;
    },
    extra: (given) => `“${given.text}” is not needed here.`,
    note(attempt, answer) {
      if (attempt.native || !answer.native) return null;
      return { noteText: `In ${grammar.scriptName} it's written “${answer.source}”.` };
    },
  };
}
