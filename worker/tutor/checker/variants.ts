/**
 * The answer model: from an exercise's accepted answers, the other sentences a teacher accepts
 * for the same prompt, derived by rules that hold for the whole language rather than listed per
 * exercise: numbers as digits or words, a time word in its other natural places, a subject the
 * language lets you drop or add, the other register or form of address the course teaches. Each
 * language says which of these it has (`Language.variants`); this module holds the pieces they
 * share. Lesson files stay compact: an author still adds a variant by listing it, and a variant a
 * rule would wrongly allow is simply not produced for a sentence the rule does not fit.
 */
import { courseOf } from "./course";
import type { Language } from "./types";

/** The most sentences one exercise is widened to: enough for every rule, bounded for the turn's time. */
export const MOST_VARIANTS = 96;

/** Every accepted answer, then what the language's rules derive from each (no duplicates, bounded). */
export function widenAnswers(language: Language, sentences: readonly string[], prompt?: string): string[] {
  const all = new Set(sentences);
  for (const sentence of sentences) {
    for (const variant of [...(language.variants?.(sentence, prompt) ?? []), ...synonymVariants(sentence, language.code)]) {
      if (all.size >= MOST_VARIANTS) return [...all];
      all.add(variant);
    }
  }
  return [...all];
}

/**
 * The sentence with one of its words in the place of a synonym the course accepts there elsewhere
 * (course.ts): "Bebo agua" → "Tomo agua", "周日我在家" → "星期天我在家".
 */
export function synonymVariants(sentence: string, code: string): string[] {
  const { synonyms } = courseOf(code);
  if (!synonyms.size) return [];
  const variants: string[] = [];
  if (code === "zh" || code === "ja") {
    for (const [word, others] of synonyms) if (sentence.includes(word)) for (const other of others) variants.push(sentence.replace(word, other));
    return variants;
  }
  const parts = wordsOf(sentence);
  parts.words.forEach((word, index) => {
    const match = /^(.*?)([,;:]*)$/u.exec(word)!;
    for (const other of synonyms.get(match[1]!.toLowerCase()) ?? []) {
      const written = /^\p{Lu}/u.test(match[1]!) ? other[0]!.toUpperCase() + other.slice(1) : other;
      variants.push(sentenceOf({ ...parts, words: parts.words.map((each, at) => (at === index ? written + match[2] : each)) }));
    }
  });
  return variants;
}

/**
 * Whether the exercise's English prompt says one of the words (whole words, any case, "I'm" for I):
 * how a rule learns who the sentence is about ("Let's…" is we, "My friend…" says my).
 */
export function promptSays(prompt: string | undefined, words: readonly string[]): boolean {
  const key = `${prompt ?? ""}\u0000${words.join("|")}`;
  let says = promptAnswers.get(key);
  if (says === undefined) {
    const english = prompt?.toLowerCase() ?? "";
    says = words.some((word) => new RegExp(`(^|[^a-z'])${word}($|[^a-z])`).test(english));
    // The rules ask it of every sentence they make from one exercise: asked once per prompt.
    if (promptAnswers.size > 4096) promptAnswers.clear();
    promptAnswers.set(key, says);
  }
  return says;
}
const promptAnswers = new Map<string, boolean>();

/** The prompt says you without saying which you (no "(to a friend)", "(formal)"): every form of address is right. */
export const youLeftOpen = (prompt: string | undefined) => promptSays(prompt, ["you", "your", "yours"]) && !prompt!.includes("(");

/** A word written with a capital when the word it stands for has one ("Quieres" → "Queréis"). */
export const capitalisedLike = (word: string, like: string) => (/^\p{Lu}/u.test(like) ? word[0]!.toUpperCase() + word.slice(1) : word);

/** A sentence as words between its opening and closing punctuation: "¿Dónde vives?" → ¿ [Dónde, vives] ?. */
export interface Words {
  lead: string;
  words: string[];
  tail: string;
}

export function wordsOf(sentence: string): Words {
  const [, lead = "", body = "", tail = ""] = /^([\s¿¡"“]*)(.*?)([\s.!?。？！।"”]*)$/su.exec(sentence.trim()) ?? [];
  return { lead, words: body.split(/\s+/).filter(Boolean), tail };
}

export function sentenceOf({ lead, words, tail }: Words): string {
  return `${lead}${words.join(" ")}${tail}`;
}

const bare = (word: string) => word.toLowerCase().replace(/[,;:、，]+$/u, "");

/** Each list of phrases split into words, longest first, once (the lists are module constants). */
const splitPhrases = new WeakMap<readonly string[], string[][]>();

/** Where a phrase of the list starts in the words (the longest phrase first), or null. */
export function findPhrase(words: readonly string[], phrases: readonly string[]): { at: number; length: number } | null {
  let sorted = splitPhrases.get(phrases);
  if (!sorted) splitPhrases.set(phrases, (sorted = phrases.map((phrase) => phrase.split(" ")).sort((a, b) => b.length - a.length)));
  const bareWords = words.map(bare);
  for (let at = 0; at < bareWords.length; at++) {
    for (const parts of sorted) {
      if (parts.every((part, index) => bareWords[at + index] === part)) return { at, length: parts.length };
    }
  }
  return null;
}

/**
 * A time word moved between the start of the sentence and its place after the subject (Hindi,
 * Kannada, Chinese with spaces between words), or the end (Spanish, French): "वह कल आई" and
 * "कल वह आई", "Ayer comí pan" and "Comí pan ayer".
 */
export function movedTimeWords(sentence: string, timeWords: readonly string[], subjects: readonly string[], places: "after subject" | "end"): string[] {
  const parts = wordsOf(sentence);
  const found = findPhrase(parts.words, timeWords);
  if (!found || parts.words.length < 2) return [];
  const phrase = parts.words.slice(found.at, found.at + found.length).map(bare);
  const rest = [...parts.words.slice(0, found.at), ...parts.words.slice(found.at + found.length)].map((word, index, all) => (index === all.length - 1 ? word.replace(/[,、，]+$/u, "") : word));
  // The sentence's capital goes with its first word: "Comeré pescado mañana" → "Mañana comeré pescado".
  const opensCapital = /^\p{Lu}/u.test(parts.words[0]!);
  const withPhrase = (at: number) => {
    const words = [...rest.slice(0, at), ...phrase, ...rest.slice(at)];
    if (opensCapital) words.forEach((word, index) => (words[index] = index === 0 ? capitalisedLike(word, "A") : index === at + phrase.length && at === 0 ? word[0]!.toLowerCase() + word.slice(1) : word));
    return sentenceOf({ ...parts, words });
  };
  const variants: string[] = [];
  if (found.at !== 0) variants.push(withPhrase(0));
  if (places === "after subject" && found.at === 0 && rest.length > 1 && subjects.includes(bare(rest[0]!))) variants.push(withPhrase(1));
  if (places === "end" && found.at + found.length !== parts.words.length) variants.push(withPhrase(rest.length));
  return variants.filter((variant) => variant !== sentence);
}

/**
 * The same for Chinese and Japanese, written without spaces: a time word before or after the
 * subject or topic that opens the sentence (我昨天去了 and 昨天我去了; 私は今日 and 今日私は).
 */
export function movedTimeWordsUnspaced(sentence: string, timeWords: readonly string[], subject: RegExp): string[] {
  const text = sentence.trim();
  const time = [...timeWords].sort((a, b) => b.length - a.length);
  const variants: string[] = [];
  for (const word of time) {
    if (text.startsWith(word)) {
      const rest = text.slice(word.length).replace(/^[、，,\s]+/u, "");
      const opening = subject.exec(rest)?.[0];
      if (opening) variants.push(`${opening}${word}${rest.slice(opening.length)}`);
      break;
    }
    const opening = subject.exec(text)?.[0];
    if (opening && text.slice(opening.length).startsWith(word)) {
      variants.push(`${word}${opening}${text.slice(opening.length + word.length).replace(/^[、，,\s]+/u, "")}`);
      break;
    }
  }
  return variants;
}

/** The sentence without its first word when that word is one of the subjects (a subject the verb's ending already tells). */
export function droppedSubject(sentence: string, subjects: readonly string[]): string[] {
  const parts = wordsOf(sentence);
  const at = parts.words.findIndex((word) => subjects.includes(bare(word)));
  // Only the subject that opens the sentence (or follows a time word or a question word standing first).
  if (at < 0 || at > 1 || parts.words.length < 2) return [];
  return [sentenceOf({ ...parts, words: parts.words.filter((_, index) => index !== at) })];
}

/**
 * One phrase of a group said with another of the same group: words and set phrases a language
 * uses alike ("así que" / "por eso", "warum" / "wieso", "je voudrais" / "j'aimerais").
 */
export function samePhrases(sentence: string, groups: readonly (readonly string[])[]): string[] {
  const parts = wordsOf(sentence);
  const variants: string[] = [];
  for (const group of groups) {
    const found = findPhrase(parts.words, group);
    if (!found) continue;
    const said = parts.words.slice(found.at, found.at + found.length);
    const phrase = said.map(bare).join(" ");
    const comma = /[,;:]*$/u.exec(said[said.length - 1]!)![0];
    for (const other of group) {
      if (other === phrase) continue;
      const written = /^\p{Lu}/u.test(said[0]!) ? other[0]!.toUpperCase() + other.slice(1) : other;
      variants.push(sentenceOf({ ...parts, words: [...parts.words.slice(0, found.at), ...`${written}${comma}`.split(" "), ...parts.words.slice(found.at + found.length)] }));
    }
  }
  return variants;
}

/**
 * A clause of time or condition before or after the main one: "Cuando llegué, llovía" ↔ "Llovía
 * cuando llegué", "Quand il pleut, je reste" ↔ "Je reste quand il pleut" (languages whose main
 * clause keeps its order either way: not German, whose verb comes first after such a clause).
 */
export function swappedClauses(sentence: string, openers: readonly string[]): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  const lowered = (word: string) => word[0]!.toLowerCase() + word.slice(1);
  const capital = (word: string) => capitalisedLike(word, "A");
  if (words.length < 4) return [];
  if (openers.includes(bare(words[0]!))) {
    const comma = words.findIndex((word) => word.endsWith(","));
    if (comma < 1 || comma === words.length - 1) return [];
    const clause = [lowered(words[0]!), ...words.slice(1, comma), words[comma]!.replace(/,$/u, "")];
    const main = words.slice(comma + 1);
    return [sentenceOf({ ...parts, words: [capital(main[0]!), ...main.slice(1), ...clause] })];
  }
  const at = words.findIndex((word, index) => index > 0 && openers.includes(bare(word)));
  if (at < 1 || at === words.length - 1 || words.slice(0, at).some((word) => word.endsWith(","))) return [];
  const main = words.slice(0, at);
  const clause = words.slice(at);
  return [sentenceOf({ ...parts, words: [capital(clause[0]!), ...clause.slice(1, -1), `${clause[clause.length - 1]!},`, lowered(main[0]!), ...main.slice(1)] })];
}

/**
 * Every sentence the rules make from one, applied in turn (each rule also to what the earlier ones made).
 * `most`: stop once there are more than that many: by default what widenAnswers can use at all, fewer for
 * a language whose variants are these alone; many rules that combine would make thousands to drop.
 */
export function applyRules(sentence: string, rules: ((sentence: string) => string[])[], most = MOST_FORMS): string[] {
  let forms = [sentence];
  for (const rule of rules) {
    forms = [...new Set([...forms, ...forms.flatMap(rule)])];
    // Forms are only appended: the first ones are final, and the rest would be thrown away.
    if (forms.length > most) return forms.slice(1, most + 1);
  }
  return forms.slice(1);
}

/**
 * The most forms of one sentence widenAnswers can use: it keeps MOST_VARIANTS new sentences, after
 * passing over at most as many it already had.
 */
const MOST_FORMS = 2 * MOST_VARIANTS;
