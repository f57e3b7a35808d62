/**
 * The lesson's own words: what its vocabulary tables, its definitions in the text ("**好き**
 * (*suki*) means "liked""), its exercises and its worked examples say a word or a sentence means.
 * The tutor answers "what does müde mean?" and "how do I say tired?" from these, never from outside.
 */
import type { Token, Tokens } from "marked";
import { namesPattern } from "../../contract/languages";
import type { Exercise } from "../../contract/lesson-source";
import { lessonTokens } from "../lessons/markdown";
import { tokensOf } from "./unearned-answers";
import { LruMap } from "../isolate/lru-map";

export interface LessonWord {
  target: string;
  romanised?: string;
  meaning: string;
}

export interface LessonSentence {
  target: string;
  /** How the lesson writes it in Latin letters, where it does ("nanna hesaru Aashaa."). */
  romanised?: string;
  english?: string;
}

export interface LessonGlossary {
  words: LessonWord[];
  sentences: LessonSentence[];
}

const ENGLISH_HEADER = /^(english|meaning|when|used for|pinyin and meaning|romaji and meaning)$/i;
const ROMANISED_HEADER = /^(romaji|pinyin|romanised|say it)$/i;
/** A column of the language's own words is headed with its English name ("| Kannada | English |"), from the language registry. */
const LANGUAGE_HEADER = new RegExp(`^(${namesPattern({ otherNames: false })})$`, "i");

export const keysOf = (text: string) => tokensOf(text).map((token) => token.key);
const unmark = (text: string) => text.replace(/\*\*|__|`/g, "").replace(/\[\^[^\]]+\]/g, "").trim();
const unquote = (text: string) => text.replace(/^[\s"“”'‘’]+|[\s"“”'‘’.,;:]+$/g, "").trim();

/** A target cell: "मैं *main* (a long nasal …)" is मैं, romanised main; "A: 你好吗？" is 你好吗？. */
function targetCell(cell: string): { target: string; romanised?: string } {
  const romanised = /\*([^*]+)\*/.exec(cell.replace(/\*\*/g, ""))?.[1];
  const target = unmark(cell.replace(/\*\*/g, "").replace(/\*[^*]*\*/g, " ").replace(/\([^)]*\)/g, " ").replace(/^[A-Z]:\s*/, ""))
    .replace(/\s+/g, " ")
    .trim();
  return romanised ? { target, romanised: unquote(romanised) } : { target };
}

/** A meaning cell without the romanisation a "Pinyin and meaning" column puts first. */
function meaningCell(cell: string): string {
  return unmark(cell.replace(/\*[^*]*\*/g, " ")).replace(/\s+/g, " ").trim() || unmark(cell.replace(/\*/g, ""));
}

function readTable(rows: string[][], glossary: LessonGlossary): void {
  const [header, ...body] = rows;
  if (!header) return;
  const meaningAt = header.findIndex((cell) => ENGLISH_HEADER.test(unmark(cell)));
  const romanisedAt = header.findIndex((cell) => ROMANISED_HEADER.test(unmark(cell)));
  const targetAt = header.findIndex((cell) => LANGUAGE_HEADER.test(unmark(cell)));
  for (const row of body) {
    if (meaningAt < 0 || targetAt < 0) {
      // "Statement | Question", conjugation tables: sentences of the language, no meaning.
      for (const cell of row) {
        const { target, romanised } = targetCell(cell);
        if (keysOf(target).length > 1) glossary.sentences.push({ target, ...(romanised ? { romanised } : {}) });
      }
      continue;
    }
    const { target, romanised: inline } = targetCell(row[targetAt] ?? "");
    const meaning = meaningCell(row[meaningAt] ?? "");
    const romanised = romanisedAt >= 0 ? unquote(unmark((row[romanisedAt] ?? "").replace(/\*/g, ""))) : inline;
    if (!target || !meaning) continue;
    if (isWord(target)) glossary.words.push({ target, meaning, ...(romanised ? { romanised } : {}) });
    else glossary.sentences.push({ target, english: meaning, ...(romanised ? { romanised } : {}) });
  }
}

/** A word or short phrase rather than a sentence: no full stop, at most three words (six characters in Chinese or Japanese). */
function isWord(target: string): boolean {
  const keys = keysOf(target);
  const cjk = keys.every((key) => key.length === 1);
  return !/[.!?。？！।]$/u.test(target) && keys.length > 0 && keys.length <= (cjk ? 6 : 3);
}

/** Definitions in running text: **X** (*rom*) means "Y", **X** (Y), **X** means "Y". */
function readDefinitions(line: string, glossary: LessonGlossary): void {
  for (const match of line.matchAll(/\*\*([^*]+)\*\*\s*(?:\(([^)]*)\))?,?\s*(?:(?:means|is|also means)\s+)?(["“][^"”]+["”](?:\s+or\s+["“][^"”]+["”])?)?/g)) {
    const target = unmark(match[1]!).replace(/[.!?。]$/u, "");
    const bracket = match[2]?.trim();
    const quoted = match[3] ? match[3].replace(/["“”]/g, "").trim() : undefined;
    if (!bracket && !quoted) continue;
    let romanised: string | undefined;
    let meaning = quoted;
    if (bracket) {
      const italic = /\*([^*]+)\*/.exec(bracket)?.[1];
      const rest = unquote(bracket.replace(/\*[^*]*\*/g, "").replace(/["“”]/g, "").replace(/^[\s,]+/, ""));
      const latinTarget = /^[\p{Script=Latin}\s'’-]+$/u.test(target);
      // "**object** (you eat *something*, …)": a Latin word needs no romanisation; that bracket is an English aside.
      if (italic && latinTarget) continue;
      if (italic) romanised = unquote(italic);
      else if (!latinTarget && /^[\p{Script=Latin}\p{M}'’-]+$/u.test(rest.normalize("NFD"))) romanised = rest;
      if (rest && rest !== romanised) meaning ??= rest;
    }
    if (target && meaning && isWord(target) && meaning.length <= 50) glossary.words.push({ target, meaning: unquote(meaning), ...(romanised ? { romanised } : {}) });
  }
  // - **heißen**, to be called: *Ich heiße Anna. Wie heißen Sie?*
  const item = /^[-*+]\s+\*\*([^*]+)\*\*\s*[,:–—]\s*([^:*]+?)\s*(?::\s*\*([^*]+)\*)?\s*$/u.exec(line);
  if (item && isWord(unmark(item[1]!)) && item[2]!.length <= 50) {
    glossary.words.push({ target: unmark(item[1]!), meaning: unquote(item[2]!) });
    for (const sentence of item[3]?.match(/[^.!?。？！]+[.!?。？！]?/gu) ?? []) if (keysOf(sentence).length > 1) glossary.sentences.push({ target: sentence.trim() });
  }
  // *I am not passive*: **Ich bin nicht passiv.**
  for (const match of line.matchAll(/\*([^*]+)\*:?\s*\*\*([^*]+)\*\*/g)) {
    if (keysOf(match[2]!).length > 1) glossary.sentences.push({ target: unmark(match[2]!), english: unquote(match[1]!) });
  }
  // **ನನ್ನ ಹೆಸರು ಆಶಾ.** *nanna hesaru Aashaa.*
  for (const match of line.matchAll(/\*\*([^*]+[.!?。？！।])\*\*(?:\s*\*([^*]+)\*)?/gu)) {
    const romanised = match[2] && /\p{Script=Latin}/u.test(match[2]) && !/\p{Script=Latin}/u.test(match[1]!) ? unquote(match[2]) : undefined;
    if (keysOf(match[1]!).length > 1) glossary.sentences.push({ target: unmark(match[1]!), ...(romanised ? { romanised } : {}) });
  }
}

const withoutBrackets = (text: string) => text.replace(/\s*\([^)]*\)\s*/g, " ").trim();

/**
 * Read once per version of the lesson: keyed by the whole of its content (body and exercises), so
 * an admin's edit anywhere in it is read afresh; the most recently used are kept, at most KEPT_GLOSSARIES.
 */
export const KEPT_GLOSSARIES = 16;
const glossaries = new LruMap<string, LessonGlossary>(KEPT_GLOSSARIES);

/** How many glossaries this isolate keeps, for the test of the bound. */
export function keptGlossaries(): number {
  return glossaries.size;
}

export function lessonGlossary(body: string, exercises: readonly Exercise[]): LessonGlossary {
  return glossaries.getOrSet(JSON.stringify([body, exercises]), () => readGlossary(body, exercises));
}

/** Each line of running text: definitions ("**X** (*rom*) means …") and list items ("- **heißen**, to be called: …"). */
function readLines(raw: string, glossary: LessonGlossary): void {
  for (const line of raw.split("\n").map((text) => text.trim())) if (line && !line.startsWith("|")) readDefinitions(line, glossary);
}

/** The blocks of the lesson as the Worker parses them: tables by their cells, the rest line by line. */
function readBlocks(tokens: readonly Token[], glossary: LessonGlossary): void {
  for (const token of tokens) {
    if (token.type === "table") {
      const table = token as Tokens.Table;
      readTable([table.header.map((cell) => cell.text.trim()), ...table.rows.map((row) => row.map((cell) => cell.text.trim()))], glossary);
    } else if (token.type === "blockquote") readBlocks((token as Tokens.Blockquote).tokens, glossary);
    else if (token.type === "list") {
      for (const item of (token as Tokens.List).items) {
        readLines(item.raw, glossary);
        readBlocks(item.tokens.filter((inner) => inner.type === "table"), glossary);
      }
    } else if (!["heading", "code", "html", "space", "hr"].includes(token.type)) readLines(token.raw, glossary);
  }
}

function readGlossary(body: string, exercises: readonly Exercise[]): LessonGlossary {
  const glossary: LessonGlossary = { words: [], sentences: [] };
  readBlocks(lessonTokens(body), glossary);
  for (const exercise of exercises) {
    const [target, ...others] = exercise.answers;
    // An answer the lesson also accepts in Latin letters, for a course in another script.
    const romanised = /\p{Script=Latin}/u.test(target!) ? undefined : others.find((answer) => /^[\p{Script=Latin}\p{M}\s\p{P}\d]+$/u.test(answer));
    glossary.sentences.push({ target: target!, english: exercise.prompt, ...(romanised ? { romanised } : {}) });
    const bracketed = /\(([^)]*\p{Script=Latin}[^)]*)\)/u.exec(exercise.example.answer)?.[1];
    glossary.sentences.push({ target: withoutBrackets(exercise.example.answer), english: exercise.example.prompt, ...(bracketed ? { romanised: bracketed.trim() } : {}) });
  }
  return glossary;
}

const CONTRACTIONS: [RegExp, string][] = [
  [/\bi'm\b/g, "i am"], [/\byou're\b/g, "you are"], [/\b(he|she|it|that|what)'s\b/g, "$1 is"], [/\bwe're\b/g, "we are"], [/\bthey're\b/g, "they are"],
  [/\b(do|does|is|are|was|did)n't\b/g, "$1 not"], [/\bcan't\b/g, "cannot"], [/\bwon't\b/g, "will not"], [/\bi'd\b/g, "i would"],
];

/** English in a comparable form: contractions opened, "to"/"a"/"the" in front dropped. */
export function englishKeys(text: string): string {
  let result = text.toLowerCase().replace(/[’‘]/g, "'");
  for (const [pattern, replacement] of CONTRACTIONS) result = result.replace(pattern, replacement);
  return keysOf(result).join(" ").replace(/^(?:to|a|an|the) /, "");
}

const sameKeys = (a: string[], b: string[]) => a.length === b.length && a.every((key, index) => key === b[index]);
const holds = (haystack: string[], needle: string[]) => haystack.some((_, index) => needle.every((key, offset) => haystack[index + offset] === key));

/** The lesson's entries for a word or phrase of the language, best first (exact before part of a phrase). */
export function findWord(glossary: LessonGlossary, term: string): LessonWord[] {
  const wanted = keysOf(term);
  if (!wanted.length) return [];
  const exact = glossary.words.filter((word) => sameKeys(keysOf(word.target), wanted) || (word.romanised !== undefined && sameKeys(keysOf(word.romanised), wanted)));
  const partial = glossary.words.filter((word) => !exact.includes(word) && (holds(keysOf(word.target), wanted) || (word.romanised !== undefined && holds(keysOf(word.romanised), wanted))));
  return [...exact, ...partial];
}

/** Entries whose meaning is the English `term` ("tired", "to be", "I am"). */
export function findMeaning(glossary: LessonGlossary, term: string): LessonWord[] {
  const wanted = englishKeys(term);
  return glossary.words.filter((word) => word.meaning.split(/[,;/]| or /).some((part) => englishKeys(part.replace(/\(.*?\)/g, "")) === wanted));
}

/** Sentences of the lesson holding the word (by its script or its romanisation), shortest first. */
export function sentencesWith(glossary: LessonGlossary, forms: string[]): LessonSentence[] {
  const wanted = forms.map(keysOf).filter((keys) => keys.length > 0);
  const seen = new Set<string>();
  return glossary.sentences
    .filter((sentence) => {
      const keys = keysOf(sentence.target);
      const romanised = sentence.romanised ? keysOf(sentence.romanised) : [];
      if (seen.has(keys.join(" ")) || !wanted.some((form) => holds(keys, form) || holds(romanised, form))) return false;
      seen.add(keys.join(" "));
      return true;
    })
    .sort((a, b) => a.target.length - b.target.length);
}

/**
 * The word of the sentence's own script that a romanised word stands for, where the romanisation
 * goes word for word with it ("hesaru" in "nanna hesaru Aashaa." is ಹೆಸರು in "ನನ್ನ ಹೆಸರು ಆಶಾ.").
 */
export function wordInScript(sentence: LessonSentence, romanisedWord: string): string | undefined {
  if (!sentence.romanised) return undefined;
  const written = tokensOf(sentence.target);
  const said = keysOf(sentence.romanised);
  const wanted = keysOf(romanisedWord);
  if (wanted.length !== 1 || written.length !== said.length) return undefined;
  const at = said.indexOf(wanted[0]!);
  return at >= 0 ? sentence.target.slice(written[at]!.start, written[at]!.end) : undefined;
}

/** Whether a word of the message is one the lesson defines (so a bare "müde?" asks what it means). */
export function definesWord(glossary: LessonGlossary, term: string): boolean {
  return findWord(glossary, term).length > 0;
}
