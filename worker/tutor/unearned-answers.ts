/**
 * The answers a learner has not earned yet, and a shield that finds them in any text the tutor is
 * about to say: a lesson passage, a word's example, a model's reply while it streams. Text is
 * compared word by word (Chinese and Japanese character by character), ignoring case, accents
 * and punctuation, so "ich bin MÜDE" and "Ich bin müde." are the same and "Japan" is not "ja".
 */
import type { Exercise } from "../../contract/lesson-source";
import { expandAnswer } from "../../contract/answer-pattern";
import { foldLatinAccents } from "../../contract/fold";
import { LruMap } from "../isolate/lru-map";

export interface Token {
  key: string;
  start: number;
  end: number;
  /** Inside brackets: a pronunciation or a romanisation ("Qu'est-ce que (kess-kuh) tu manges ?"). */
  aside?: boolean;
}

const TOKEN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]|[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu;

const PLAIN_ASCII = /^[\x20-\x7E]*$/;
const ACCENTED_LATIN = /[\u00C0-\u024F\u1E00-\u1EFF\uFF21-\uFF5A]|[A-Za-z]\p{M}/u;
const APOSTROPHES = /['’]/g;

/** The comparable form of one word: compatibility forms folded, lower case, no Latin accents or apostrophes. */
function keyOf(word: string): string {
  if (PLAIN_ASCII.test(word)) return word.toLowerCase().replace(APOSTROPHES, "");
  // Only Latin letters lose their marks; in Devanagari and Kannada the marks are the vowels.
  if (!ACCENTED_LATIN.test(word)) return word.normalize("NFKC").toLowerCase().replace(APOSTROPHES, "");
  return foldLatinAccents(word.normalize("NFKC").toLowerCase()).replace(APOSTROPHES, "");
}

export function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  let depth = 0;
  let scanned = 0;
  for (const match of text.matchAll(TOKEN)) {
    for (; scanned < match.index; scanned++) {
      const char = text[scanned];
      if (char === "(" || char === "（") depth++;
      else if ((char === ")" || char === "）") && depth > 0) depth--;
    }
    tokens.push({ key: keyOf(match[0]), start: match.index, end: match.index + match[0].length, ...(depth > 0 ? { aside: true } : {}) });
  }
  return tokens;
}

export const KEPT_SHIELDS = 8;
const shields = new LruMap<string, AnswerShield>(KEPT_SHIELDS);

/** How many shields this isolate keeps, for the test of the bound. */
export function keptShields(): number {
  return shields.size;
}

/** The shield for these answers, built once while the conversation object lives (a lesson has hundreds of accepted answers). */
export function shieldFor(answers: readonly string[]): AnswerShield {
  const key = answers.join("\u0001");
  return shields.getOrSet(key, () => new AnswerShield(answers));
}

/** A worked example and, separately, what it gives in brackets ("ジュースが好きです。 (jūsu ga suki desu)"). */
function exampleParts(example: string): string[] {
  const bracketed = [...example.matchAll(/\(([^)]+)\)/g)].map((match) => match[1]!);
  return [example.replace(/\([^)]*\)/g, " "), ...bracketed];
}

/** Where the learner is: which exercise, and whether its worked example has been shown. */
export interface Place {
  exerciseIndex: number;
  exampleShown: boolean;
}

/**
 * What must not be said yet: the answers of the current exercise and every later one, and the
 * current exercise's worked example (nearly the answer) until the hint ladder has reached it.
 */
export function unearnedAnswers(exercises: readonly Exercise[], place: Place): string[] {
  const ahead = exercises.slice(place.exerciseIndex);
  const current = ahead[0];
  return [...ahead.flatMap((exercise) => exercise.answers.flatMap(expandAnswer)), ...(current && !place.exampleShown ? exampleParts(current.example.answer) : [])];
}

export class AnswerShield {
  private readonly byFirstKey = new Map<string, string[][]>();
  /** Every key any phrase uses, to tell whether a half-typed word could still become one. */
  private readonly phrases: string[][] = [];

  /** `answers`: each sentence to keep out, written out (unearnedAnswers gives them so). */
  constructor(answers: readonly string[]) {
    for (const phrase of new Set(answers)) {
      const keys = tokensOf(phrase).map((token) => token.key);
      if (!keys.length) continue;
      this.phrases.push(keys);
      const list = this.byFirstKey.get(keys[0]!) ?? [];
      list.push(keys);
      this.byFirstKey.set(keys[0]!, list);
    }
  }

  /** The spans of `text` that spell out an unearned answer. */
  spans(text: string): [number, number][] {
    const all = tokensOf(text);
    const spans = this.spansIn(all);
    // Read once more without what is in brackets, so a pronunciation in the middle hides nothing.
    if (all.some((token) => token.aside)) spans.push(...this.spansIn(all.filter((token) => !token.aside)));
    return spans;
  }

  private spansIn(tokens: Token[]): [number, number][] {
    const spans: [number, number][] = [];
    for (let index = 0; index < tokens.length; index++) {
      for (const keys of this.byFirstKey.get(tokens[index]!.key) ?? []) {
        if (keys.every((key, offset) => tokens[index + offset]?.key === key)) {
          spans.push([tokens[index]!.start, tokens[index + keys.length - 1]!.end]);
        }
      }
    }
    return spans;
  }

  contains(text: string): boolean {
    return this.spans(text).length > 0;
  }

  /** The text with every unearned answer replaced by "…". */
  mask(text: string): string {
    const spans = this.spans(text).sort((a, b) => a[0] - b[0]);
    let result = "";
    let at = 0;
    for (const [start, end] of spans) {
      if (end <= at) continue;
      result += `${text.slice(at, Math.max(at, start))}…`;
      at = end;
    }
    return result + text.slice(at);
  }

  /**
   * How much of a growing text can be sent now: everything before the earliest word from which
   * the rest could still grow into an unearned answer (its last word may be half-written).
   */
  safeEnd(text: string, from = 0): number {
    const tokens = tokensOf(text);
    const complete = /[\p{L}\p{M}\p{N}]$/u.test(text) ? tokens.length - 1 : tokens.length;
    const longest = Math.max(0, ...this.phrases.map((keys) => keys.length));
    for (let index = Math.max(0, tokens.length - longest); index < tokens.length; index++) {
      if (tokens[index]!.start < from) continue;
      const rest = tokens.slice(index).map((token) => token.key);
      const couldGrow = this.phrases.some(
        (keys) => rest.length <= keys.length && rest.every((key, offset) => (index + offset < complete ? keys[offset] === key : keys[offset]!.startsWith(key))),
      );
      if (couldGrow) return tokens[index]!.start;
    }
    return text.length;
  }
}
