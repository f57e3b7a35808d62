/**
 * What the tutor says about a wrong answer: the checker's own explanation when it has one,
 * otherwise the wrong words quoted exactly as the learner typed them; and a hint trimmed to the
 * part the learner got wrong, so a nudge never dwells on what was already right.
 */
import type { WordMark } from "../../contract/wire";
import type { Verdict } from "./answer-check";
import { findMeaning, keysOf, type LessonGlossary } from "./lesson-words";

const quoted = (words: string[]) => {
  const list = words.map((word) => `“${word}”`);
  return list.length > 1 ? `${list.slice(0, -1).join(", ")} and ${list.at(-1)}` : (list[0] ?? "");
};

/** The checker's sentence naming the grammar point ("“spielt” → with du the verb ends in -st"), when it gives one. */
export function explanationOf(verdict: Verdict): string | undefined {
  const explanation = (verdict as { explanation?: unknown }).explanation;
  return typeof explanation === "string" && explanation.trim() ? explanation.trim() : undefined;
}

/** The checker's note on an accepted answer ("ss for ß is fine; it's written …"), when it gives one. */
export function noteOf(verdict: Verdict): string | undefined {
  const note = (verdict as { noteText?: unknown }).noteText;
  return typeof note === "string" && note.trim() ? note.trim() : undefined;
}

/**
 * The checker's explanation with the answer's words the learner has still to find shown as “…”:
 * the grammar point is named ("the verb here is sein"), the word itself is theirs to build. A word
 * the learner typed is theirs already ("“bin” is in the wrong place") and stays.
 */
export function explanationFor(verdict: Verdict, missed: readonly string[], typed: readonly string[] = []): string | undefined {
  const explanation = explanationOf(verdict);
  if (!explanation || !missed.length) return explanation;
  const still = new Set(missed.flatMap(keysOf));
  const own = new Set(typed.flatMap(keysOf));
  const masked = explanation.replace(/“([^”]+)”/g, (quote, inner: string) => {
    const keys = keysOf(inner);
    return keys.length && keys.every((key) => still.has(key)) && !keys.every((key) => own.has(key)) ? "“…”" : quote;
  });
  // A blank reads as a gap to fill in ("“…” is missing after “ist”"): each is said as a sentence instead.
  return masked
    .replace(/\s*→ the (\p{Ll}+) here is “…”\.?$/u, " is not the $1 this sentence needs.")
    .replace(/\s*→ here it's “…”\.?$/, " is not the word this sentence needs.")
    .replace(/^The ([\p{Ll} ]+) “…” is missing/u, "The $1 is missing")
    .replace(/^“…” is missing/, "A word is missing")
    .replace(/(?::|; here it's) “…”(?=\.?$)/, "");
}

const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The opening of the reply to a wrong answer. */
export function pinpoint(verdict: Verdict, marks: WordMark[], missed: string[], missesSoFar: number): string {
  const wrong = marks.filter((mark) => !mark.ok).map((mark) => mark.text);
  const right = marks.filter((mark) => mark.ok).map((mark) => mark.text);
  const leftOut = missed.length > wrong.length;
  const explanation = explanationFor(verdict, missed, marks.map((mark) => mark.text));
  // "Nearly!" only when one word is off: a learner with most of the sentence wrong is not nearly there.
  const oneWordOff = right.length > 0 && wrong.length <= 1 && !leftOut;
  if (explanation) return `${oneWordOff ? "Nearly!" : missesSoFar === 0 ? "Not quite." : "Still not quite."} ${asSentence(explanation)} `;
  if (right.length && wrong.length === 1 && !leftOut) return `Nearly! Everything is right except “${wrong[0]}”. `;
  if (right.length && wrong.length && wrong.length <= 3) {
    const good = right.length > 4 ? "Most of it is" : `${quoted(right)} ${right.length === 1 ? "is" : "are"}`;
    return `${good} right; look again at ${quoted(wrong)}.${leftOut ? " Something is missing, too." : ""} `;
  }
  if (right.length && !wrong.length) return "What you have is right, but something is missing. ";
  return missesSoFar === 0 ? "Not quite. " : "Still not quite. ";
}

/** The sentences of a hint, each with what it mentions: its own words and, for quoted English ('I am'), the lesson's words for it. */
function mentions(sentence: string, glossary: LessonGlossary): Set<string> {
  const keys = new Set(keysOf(sentence));
  for (const match of sentence.matchAll(/(?<!\p{L})['‘“"]([^'’”"]+)['’”"](?!\p{L})/gu)) {
    for (const word of findMeaning(glossary, match[1]!)) for (const key of keysOf(word.target)) keys.add(key);
  }
  return keys;
}

/** The same word, or the same word with another ending (trinke, trinken): a hint about one is about the other. */
function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.length - short.length <= 2 && long.startsWith(short);
}

const mentionsAny = (keys: string[], words: Set<string>) => keys.some((key) => [...words].some((word) => sameStem(key, word)));

/** The sentences of a hint that are not only about words the learner already got right, or null when none is left. */
function aimedSentences(hint: string, right: Set<string>, wrong: Set<string>, glossary: LessonGlossary): string | null {
  const sentences = hint.match(/[^.!?]+[.!?]+["'”’)]*\s*|[^.!?]+$/g) ?? [hint];
  const kept = sentences.filter((sentence) => {
    const keys = [...mentions(sentence, glossary)];
    return mentionsAny(keys, wrong) || !mentionsAny(keys, right);
  });
  if (!kept.length) return null;
  const text = kept.join("").trim().replace(/^(?:and|but|then|so),?\s+/i, "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The nudge without the sentences that are only about words the learner already got right; when
 * nothing of it is left, the parts of the targeted hint that are about the rest.
 */
export function aimAtMistake(nudge: string, fallback: string | null, marks: WordMark[], missed: string[], glossary: LessonGlossary): string {
  const wrong = new Set([...marks.filter((mark) => !mark.ok).map((mark) => mark.text), ...missed].flatMap(keysOf));
  const right = new Set(marks.filter((mark) => mark.ok).flatMap((mark) => keysOf(mark.text)).filter((key) => !wrong.has(key)));
  if (!right.size) return nudge;
  return aimedSentences(nudge, right, wrong, glossary) ?? (fallback && aimedSentences(fallback, right, wrong, glossary)) ?? nudge;
}
