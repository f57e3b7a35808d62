/**
 * What German, Spanish and French share: words read letter by letter with accents folded, a set of
 * grammar words (articles, pronouns, auxiliaries, prepositions) that are never forgiven as typos,
 * and endings that carry grammar while a slip inside a stem stays a slip.
 */
import { differsByDoubling, editDistance, foldLatinAccents, sharedEdges, tokens } from "../text";
import type { GivenWord, Language, Place, Reading, Unit, Word, WordJudgement } from "../types";

export type Category = "article" | "pronoun" | "preposition" | "verb" | "negation" | "adverb" | "conjunction" | "question";

export interface GrammarWord {
  category: Category;
  /** The verb whose form this is (sein, tener), or the article family. */
  lemma?: string;
}

export interface LatinGrammar {
  code: string;
  /** Grammar words by key. */
  closed: Map<string, GrammarWord>;
  /** Subject pronouns by key, with the verb ending each takes in the present (for naming it). */
  subjects: Map<string, { ending?: string }>;
  /** Inflectional endings, longest first; the first two kinds mark a word as a verb. */
  verbEndings: string[];
  otherEndings: string[];
  /** Explanations for a word in place of another, keyed `given>expected` (keys); `{g}` and `{e}` stand for the words. */
  pairs: Record<string, string>;
  /** Why a word is not needed, by key. */
  extras: Record<string, string>;
  /** Why a word is missing, by key. */
  missing: Record<string, string>;
  /** Folds a lower-case word to its key (accents, ß). */
  fold(word: string): string;
  /** Reads a learner's word before folding (ae for ä where the exercise has ä). */
  respell?(word: string, context: unknown): string;
  /** Endings of the past participle and of the infinitive, and the verbs that take a participle after them (for naming the form). */
  participles?: string[];
  /** Endings a participle takes to agree with its subject (French -e, -s, -es): one participle in another agreement is named as such. */
  agreements?: string[];
  infinitives?: string[];
  auxiliaries?: string[];
  /** The infinitive's ending is also a person ending (German -en): only after another verb is it surely the infinitive. */
  infinitiveLooksFinite?: boolean;
  /** Nouns are written with a capital (German): their endings are not checked as verb or adjective endings. */
  capitalisedNouns?: boolean;
  /** Extra rules tried before the general ones (the German participle). */
  special?(given: string, expected: string, place: Place): string | { explanation: string; minor: true } | null;
  note?(attempt: Word, answer: Word): string | null;
}

export const grammarWords = (category: Category, words: string, lemma?: string): [string, GrammarWord][] =>
  words.split(" ").map((word) => [word, { category, lemma }]);

export function readLatin(grammar: LatinGrammar, sentence: string, respell?: (word: string) => string): Reading {
  const units: Unit[] = [];
  const words: Word[] = [];
  for (const token of tokens(sentence)) {
    const bare = token.text.replace(/['’]$/, "");
    const lower = bare.toLowerCase();
    const spelled = respell ? respell(lower) : lower;
    const key = grammar.fold(spelled);
    if (!key) continue;
    units.push({ key, word: words.length, start: token.start, end: token.end });
    words.push({ text: token.text, key, exact: lower, start: token.start, end: token.end });
  }
  return { source: sentence, mode: "latin", native: true, units, words };
}

const VOWELS = /^[aeiouy]+$/;

/** The subject pronoun next to the word (before or after it), as written in the answer. */
function subjectNear(grammar: LatinGrammar, place: Place): { text: string; ending?: string } | null {
  const words = place.answer.words;
  for (const distance of [-1, 1, -2, 2]) {
    const word = words[place.index + distance];
    const subject = word && grammar.subjects.get(word.key);
    if (subject && word) return { text: place.index + distance === 0 ? word.text.toLowerCase() : word.text.replace(/['’]$/, ""), ending: subject.ending };
  }
  return null;
}

function explainGrammarWord(grammar: LatinGrammar, given: GivenWord, place: Place, expectedInfo: GrammarWord | undefined, givenInfo: GrammarWord | undefined): string {
  const expected = place.answer.words[place.index]!;
  const next = place.answer.words[place.index + 1];
  const info = expectedInfo ?? givenInfo!;
  if (info.category === "verb" && expectedInfo && givenInfo?.lemma === expectedInfo.lemma) {
    const subject = subjectNear(grammar, place);
    return subject
      ? `“${given.text}” → with ${subject.text}, ${info.lemma} is “${expected.text}”.`
      : `“${given.text}” → the form of ${info.lemma} here is “${expected.text}”.`;
  }
  if (info.category === "verb" && expectedInfo) {
    return `“${given.text}” → the verb here is ${expectedInfo.lemma}: “${expected.text}”.`;
  }
  switch (info.category) {
    case "article":
      return next ? `“${given.text}” → the article for ${next.text} is “${expected.text}”.` : `“${given.text}” → the article here is “${expected.text}”.`;
    case "pronoun":
      return `“${given.text}” → the pronoun here is “${expected.text}”.`;
    case "preposition":
      return `“${given.text}” → the preposition here is “${expected.text}”.`;
    default:
      return `“${given.text}” → here it's “${expected.text}”.`;
  }
}

/** The ending the answer's word has where the learner's has another, on the same stem (spielst / spielt → st). */
function pairedEnding(grammar: LatinGrammar, given: string, expected: string): string | null {
  const endings = [...grammar.verbEndings, ...grammar.otherEndings];
  for (const ending of [...endings, ""]) {
    if (!expected.endsWith(ending)) continue;
    const stem = expected.slice(0, expected.length - ending.length);
    if (given.startsWith(stem) && [...endings, ""].includes(given.slice(stem.length)) && given.slice(stem.length) !== ending) return ending;
  }
  return null;
}

/** The answer's word is a past participle after its auxiliary (hat gespielt, est arrivée): that auxiliary. */
function participleAfter(grammar: LatinGrammar, place: Place) {
  const key = place.answer.words[place.index]!.key;
  const previous = place.answer.words[place.index - 1];
  const auxiliary = previous && grammar.closed.get(previous.key);
  const participle = previous && grammar.participles?.some((ending) => key.endsWith(ending)) && auxiliary?.category === "verb" && grammar.auxiliaries?.includes(auxiliary.lemma ?? "");
  return participle ? previous : null;
}

/** The same participle in another agreement (arrivé for arrivée after est): named as agreement, not as another form. */
function agreementMistake(grammar: LatinGrammar, given: GivenWord, place: Place): string | null {
  const expected = place.answer.words[place.index]!;
  const previous = participleAfter(grammar, place);
  if (!previous || !grammar.agreements) return null;
  const stem = (word: string) => grammar.agreements!.reduce((rest, ending) => (rest === word && word.endsWith(ending) ? word.slice(0, -ending.length) : rest), word);
  if (stem(given.key) !== stem(expected.key)) return null;
  // After être it agrees with the subject; after avoir with an object that comes before it (l'a confirmée).
  const withWhat = grammar.closed.get(previous.key)?.lemma === "être" ? "the subject" : "the object before it";
  return `“${given.text}” → after “${previous.text}” the participle agrees with ${withWhat}: “${expected.text}”.`;
}

function explainEnding(grammar: LatinGrammar, given: GivenWord, place: Place): string {
  const expected = place.answer.words[place.index]!;
  const key = expected.key;
  const previous = participleAfter(grammar, place);
  if (previous) {
    const agreement = agreementMistake(grammar, given, place);
    if (agreement) return agreement;
    return `“${given.text}” → after “${previous.text}” the verb is the past participle: “${expected.text}”.`;
  }
  const afterVerb = place.answer.words.slice(0, place.index).some((word) => grammar.closed.get(word.key)?.category === "verb");
  const infinitive = grammar.infinitives?.some((ending) => key.endsWith(ending)) && !grammar.infinitives.some((ending) => given.key.endsWith(ending));
  if (infinitive && (afterVerb || !grammar.infinitiveLooksFinite)) {
    return `“${given.text}” → the verb stays in the infinitive here: “${expected.text}”.`;
  }
  const ending = pairedEnding(grammar, given.key, key);
  if (!ending) return `“${given.text}” → no ending here: “${expected.text}”.`;
  // Show the ending with its accents, as the answer writes it.
  const shown = expected.exact.length === key.length ? expected.exact.slice(expected.exact.length - ending.length) : ending;
  const subject = subjectNear(grammar, place);
  if (subject && grammar.verbEndings.includes(ending) && (subject.ending === undefined || key.endsWith(subject.ending))) {
    return `“${given.text}” → with ${subject.text} the verb ends in -${shown}: “${expected.text}”.`;
  }
  return `“${given.text}” → the ending here is -${shown}: “${expected.text}”.`;
}

const isVerbLike = (grammar: LatinGrammar, key: string, place: Place) =>
  grammar.verbEndings.some((ending) => ending.length >= 2 && key.endsWith(ending)) || subjectNear(grammar, place) !== null;

export function judgeLatinWord(grammar: LatinGrammar, given: GivenWord, place: Place): WordJudgement {
  const expected = place.answer.words[place.index]!;
  const [g, e] = [given.key, expected.key];
  const pair = grammar.pairs[`${g}>${e}`] ?? Object.entries(grammar.pairs).find(([pattern]) => pattern.endsWith("*") && `${g}>${e}`.startsWith(pattern.slice(0, -1)))?.[1];
  if (pair) return { kind: "grammar", explanation: pair.replaceAll("{g}", given.text).replaceAll("{e}", expected.text) };
  const special = grammar.special?.(g, e, place);
  if (typeof special === "string") return { kind: "grammar", explanation: special.replaceAll("{g}", given.text).replaceAll("{e}", expected.text) };
  if (special) return { kind: "grammar", explanation: special.explanation.replaceAll("{g}", given.text).replaceAll("{e}", expected.text), minor: true };
  const expectedInfo = grammar.closed.get(e);
  const givenInfo = grammar.closed.get(g);
  if (expectedInfo || givenInfo) return { kind: "grammar", explanation: explainGrammarWord(grammar, given, place, expectedInfo, givenInfo) };
  // One word with an ending the other lacks (Deutsch / Deutsche, Tag / Tage, téléphoné / téléphonée) is grammar, noun or not,
  // even where the ending doubles the last letter.
  const longer = g.length > e.length ? g : e;
  const shorter = longer === g ? e : g;
  const addedEnding = shorter.length >= 3 && longer.startsWith(shorter) && grammar.otherEndings.includes(longer.slice(shorter.length));
  const endingDiffers = () => agreementMistake(grammar, given, place) ?? `“${given.text}” → the ending here is different: “${expected.text}”.`;
  if (addedEnding && differsByDoubling(g, e)) return { kind: "grammar", explanation: endingDiffers() };
  if (differsByDoubling(g, e)) return { kind: "slip" };

  const noun = grammar.capitalisedNouns && place.index > 0 && /^\p{Lu}/u.test(expected.text);
  if (!noun) {
    const { prefix, suffix } = sharedEdges(g, e);
    const changedGiven = g.slice(prefix, g.length - suffix);
    const changedExpected = e.slice(prefix, e.length - suffix);
    const vowelChange = VOWELS.test(changedGiven) && VOWELS.test(changedExpected) && prefix > 0 && suffix > 0;
    // comir for comer: the infinitive's ending, not a stem that changes with the person.
    if (vowelChange && suffix === 1 && /[aei]r$/u.test(e) && /[aei]r$/u.test(g)) {
      return { kind: "grammar", explanation: `“${given.text}” → this verb's infinitive ends in -${e.slice(-2)}: “${expected.text}”.` };
    }
    if (vowelChange && isVerbLike(grammar, e, place)) {
      const subject = subjectNear(grammar, place);
      return {
        kind: "grammar",
        explanation: subject
          ? `“${given.text}” → with ${subject.text} the stem vowel changes: “${expected.text}”.`
          : `“${given.text}” → this verb changes its stem: “${expected.text}”.`,
      };
    }
    let shared = 0;
    while (shared < g.length && shared < e.length && g[shared] === e[shared]) shared++;
    const [tailGiven, tailExpected] = [g.slice(shared), e.slice(shared)];
    const endings = [...grammar.verbEndings, ...grammar.otherEndings];
    const known = (tail: string, word: string) => !tail || endings.some((ending) => ending.endsWith(tail) && word.endsWith(ending));
    if (shared >= 2 && tailGiven.length <= 4 && tailExpected.length <= 4 && known(tailGiven, g) && known(tailExpected, e)) {
      return { kind: "grammar", explanation: explainEnding(grammar, given, place) };
    }
  }
  if (addedEnding) {
    return { kind: "grammar", explanation: endingDiffers() };
  }
  const allowance = e.length >= 10 ? 2 : e.length >= 5 ? 1 : 0;
  if (editDistance(g, e) <= allowance) return { kind: "slip" };
  return { kind: "word", explanation: `“${given.text}” → the word here is “${expected.text}”.` };
}

/** The grammar with every word list keyed the way words are compared (folded). */
function folded(grammar: LatinGrammar): LatinGrammar {
  const key = (word: string) => (word.endsWith("*") ? `${grammar.fold(word.slice(0, -1))}*` : grammar.fold(word));
  // Two words alike once their accents are folded (el / él, se / sé): the one written without accents is the word that key names.
  const rekey = <T>(entries: Iterable<[string, T]>) => {
    const map = new Map<string, T>();
    for (const [word, value] of entries) if (!map.has(key(word)) || key(word) === word) map.set(key(word), value);
    return map;
  };
  const pairs = Object.fromEntries(
    Object.entries(grammar.pairs).map(([pair, text]) => {
      const [given, expected] = pair.split(">");
      return [`${key(given!)}>${key(expected!)}`, text];
    }),
  );
  return {
    ...grammar,
    closed: rekey(grammar.closed),
    subjects: rekey(grammar.subjects),
    pairs,
    extras: Object.fromEntries(rekey(Object.entries(grammar.extras))),
    missing: Object.fromEntries(rekey(Object.entries(grammar.missing))),
  };
}

export function latinLanguage(source: LatinGrammar, context: (answers: readonly string[]) => unknown = () => null): Language {
  const grammar = folded(source);
  return {
    code: grammar.code,
    context,
    readAnswer: (sentence) => [readLatin(grammar, sentence)],
    readAttempt: (sentence, ctx) => [readLatin(grammar, sentence, grammar.respell ? (word) => grammar.respell!(word, ctx) : undefined)],
    judgeWord: (given, place) => judgeLatinWord(grammar, given, place),
    missing(place) {
      const expected = place.answer.words[place.index]!;
      const reason = grammar.missing[expected.key];
      if (reason) return reason.replaceAll("{e}", expected.text);
      // Where the gap is, by its neighbour, never by the whole sentence (the learner has not earned it).
      const category = grammar.closed.get(expected.key)?.category;
      const next = place.answer.words[place.index + 1];
      const previous = place.answer.words[place.index - 1];
      if (category === "article" && next) return `The article is missing before “${next.text}”.`;
      if (category === "preposition" && next) return `A preposition is missing before “${next.text}”.`;
      if (category === "pronoun" && next) return `A pronoun is missing before “${next.text}”.`;
      return previous ? `“${expected.text}” is missing after “${previous.text}”.` : `“${expected.text}” is missing at the start.`;
    },
    extra(given) {
      const reason = grammar.extras[given.key];
      return reason ? reason.replaceAll("{g}", given.text) : `“${given.text}” is not needed here.`;
    },
    note(attempt, answer) {
      let accents = false;
      for (const [index, word] of attempt.words.entries()) {
        const expected = answer.words[index];
        if (!expected || word.exact === expected.exact) continue;
        const special = grammar.note?.(word, expected);
        if (special) return { note: "accents", noteText: special };
        if (foldLatinAccents(word.exact) !== word.exact || foldLatinAccents(expected.exact) !== expected.exact) accents = true;
      }
      // Word counts differ only when apostrophes or spaces differ (cest, j ai): nothing to remark.
      return accents && attempt.words.length === answer.words.length ? { note: "accents" } : null;
    },
  };
}
