/**
 * Intent before judgment: what a learner's message is meant as, decided before it is checked as an
 * answer. A request for help, "I don't understand", "I give up", a question about a word, small
 * talk or a sentence in another language is never a wrong answer.
 */
import { foldLatinAccents } from "../../contract/fold";
import { courseOf } from "./checker/course";
import { guessLanguage } from "./language-guess";
import { LEADING_FILLERS, PHRASES, TRAILING_FILLERS, WHY_STARTS, WORD_QUESTIONS } from "./intent-phrases";

export type Intent =
  | { kind: "attempt" }
  | { kind: "help" | "confused" | "give-up" | "tell-answer" | "skip" | "repeat" | "small-talk" | "confirm" | "decline" | "why" | "question" }
  | { kind: "word-meaning"; term: string; direction: "meaning" | "say" }
  | { kind: "other-language"; language: string }
  | { kind: "off-topic"; long: boolean };

export type IntentKind = Intent["kind"];

export interface IntentContext {
  /** The lesson's language code (de, es, fr, hi, kn, ja, zh). */
  languageCode: string;
  /** The tutor has just asked "shall I show you the answer?". */
  awaitingConfirmation?: boolean;
  /** Whether a word is one of the lesson's own (a bare "müde?" then asks what it means). */
  isLessonWord?(term: string): boolean;
  /** Whether the message shares most of its words with an answer to the current sentence: then it is a try. */
  resemblesAnswer?(text: string): boolean;
}

/** Longer than any sentence of a lesson: a paste, not an answer. */
export const LONG_MESSAGE = 300;

/** Lower case, Latin accents and apostrophes dropped, punctuation as spaces (Indic vowel signs stay). */
export function plainText(text: string): string {
  return foldLatinAccents(text.normalize("NFKC").toLowerCase())
    .replace(/['’‘`´]/g, "")
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const alternatives = (list: readonly string[]) => list.join("|");
const LEADING = `(?:(?:${alternatives(LEADING_FILLERS)}) ?)*`;
const TRAILING = `(?: ?(?:${alternatives(TRAILING_FILLERS)}))*`;
const whole = (list: readonly string[]) => new RegExp(`^${LEADING}(?:${alternatives(list)})${TRAILING}$`, "u");

const WHOLE: [RegExp, Intent][] = [
  [whole(PHRASES.tellAnswer), { kind: "tell-answer" }],
  [whole(PHRASES.giveUp), { kind: "give-up" }],
  [whole(PHRASES.confused), { kind: "confused" }],
  [whole(PHRASES.help), { kind: "help" }],
  [whole(PHRASES.skip), { kind: "skip" }],
  [whole(PHRASES.repeat), { kind: "repeat" }],
];
const CONFIRM = whole(PHRASES.confirm);
const DECLINE = whole(PHRASES.decline);
const SMALL_TALK = whole([...PHRASES.smallTalk, ...PHRASES.thinking]);

/** A greeting, thanks or "let me think", and nothing else: small talk in English or the course's languages. */
export const isSmallTalk = (text: string) => SMALL_TALK.test(plainText(text));
const THINKING = whole(PHRASES.thinking);

/** "No wait, let me try": small talk that asks for time rather than an answer. */
export const asksForTime = (text: string) => THINKING.test(plainText(text));

/** Requests that can sit inside a longer sentence ("sorry, I really don't understand this one"). */
const INSIDE: [RegExp, Intent][] = [
  [/\b(?:tell|show|give) me (?:the|your) (?:answer|solution)\b|\bwhat(?:s| is) the (?:right |correct )?answer\b/u, { kind: "tell-answer" }],
  [/\bi (?:give up|quit)\b|\bich gebe? auf\b|\bme rindo\b|\bjabandonne\b|我放弃|諦め|あきらめ/u, { kind: "give-up" }],
  [/\bi (?:dont|do not|really dont) (?:understand|get it|get this|follow)\b|\bich verstehe? (?:das |es )?nicht\b|\bno entiendo\b|\bje ne comprends pas\b|\bsamajh nahi\b|समझ नहीं|ಅರ್ಥ ಆಗಲಿಲ್ಲ|わかりません|不明白|不懂/u, { kind: "confused" }],
  [/\b(?:give me|can i have|i need|could i get) (?:a|another|some) (?:hint|clue|tip|help)\b|\bhelp me\b/u, { kind: "help" }],
];

const WHY = new RegExp(`^(?:(?:but|and|so|ok|aber|pero|mais) )?(?:${alternatives(WHY_STARTS)})(?:\\b|(?=\\P{L})|$)`, "u");
const CJK_WHY = /^(?:なぜ|どうして|なんで|为什么|為什麼|为啥)/u;
const QUESTION_START = /^(?:what|how|when|which|where|who|whom|whose|does|do|did|can|could|should|would|will|is|are|isnt|arent|was|were|explain|tell me about|is it|why)\b/u;

/** The asked term without quotes, a trailing "mean" or the punctuation around it. */
function cleanTerm(term: string): string {
  return term
    .replace(/^[\s"“”'‘’«»„‚「」『』]+|[\s"“”'‘’«»„‚「」『』?？!！.。,、]+$/gu, "")
    .replace(/^(?:the word|the phrase|word|das wort|la palabra|le mot) /u, "")
    .replace(/^[\s"“”'‘’«»„‚「」『』]+|[\s"“”'‘’«»„‚「」『』]+$/gu, "")
    .trim();
}

function wordQuestion(text: string, context: IntentContext): Intent | null {
  const lower = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/^[\s¿¡]+|[\s?？!！.。]+$/gu, "")
    .replace(/^(?:(?:sorry|ok|so|and|but|hey|um|please|quick question)[,]? )+/u, "")
    .replace(/^what's /u, "whats ")
    .trim();
  for (const { pattern, direction } of WORD_QUESTIONS) {
    const match = pattern.exec(lower);
    const term = match && cleanTerm(match[1]!);
    if (term && term.length <= 60 && !/^(?:it|this|that|the answer|the question)$/u.test(term)) return { kind: "word-meaning", term, direction };
  }
  // A bare "müde?" asks about a word of the lesson.
  const bare = /^\s*["“'‘]?([\p{L}\p{M}'-]{2,30})["”'’]?\s*[?？]\s*$/u.exec(text.normalize("NFKC"));
  if (bare && context.isLessonWord?.(bare[1]!)) return { kind: "word-meaning", term: bare[1]!, direction: "meaning" };
  return null;
}

/** Most of the words are words the course of the lesson's language uses. */
function inCourseLanguage(text: string, languageCode: string): boolean {
  const { words } = courseOf(languageCode);
  const said = [...new Intl.Segmenter(languageCode, { granularity: "word" }).segment(text.normalize("NFC"))].filter((part) => part.isWordLike).map((part) => part.segment.toLowerCase());
  return said.length > 0 && said.filter((word) => words.has(word)).length / said.length >= 0.6;
}

/** What the learner means by `text`. Answers are judged only when this says "attempt". */
export function recogniseIntent(text: string, context: IntentContext): Intent {
  const said = text.trim();
  if (said.length > LONG_MESSAGE) return { kind: "off-topic", long: true };
  const plain = plainText(said);
  if (/^[\p{Emoji_Presentation}\p{Extended_Pictographic}\s]+$/u.test(said)) return { kind: "small-talk" };
  if (!plain) return { kind: "help" };
  if (context.awaitingConfirmation) {
    if (CONFIRM.test(plain) || WHOLE[0]![0].test(plain) || WHOLE[1]![0].test(plain)) return { kind: "confirm" };
    if (DECLINE.test(plain)) return { kind: "decline" };
  }
  // A message made of the answer's own words is a try, even when it reads like a request
  // ("わかりません" while building "すみません、わかりません").
  const tryLike = context.resemblesAnswer?.(said) ?? false;
  if (!tryLike) {
    for (const [pattern, intent] of WHOLE) if (pattern.test(plain)) return intent;
  }
  const word = wordQuestion(said, context);
  if (word) return word;
  // A try shaped like a question ("Warum esst du nicht?") is judged, not answered with a passage.
  if (tryLike) return { kind: "attempt" };
  if (WHY.test(plain) || CJK_WHY.test(said)) return { kind: "why" };
  const tokens = plain.split(" ").length;
  if (tokens <= 15) {
    for (const [pattern, intent] of INSIDE) if (pattern.test(plain)) return intent;
  }
  if (SMALL_TALK.test(plain)) return { kind: "small-talk" };

  const guess = guessLanguage(said, context.languageCode);
  // English by its little words, unless the course uses most of its words ("Me gusta pagar" is a try, not chat).
  if (guess.english && !inCourseLanguage(said, context.languageCode)) return QUESTION_START.test(plain) || /[?？]\s*$/.test(said) ? { kind: "question" } : { kind: "off-topic", long: false };
  // The lesson's language wins over a guess: a sentence made of the course's own words is a try in it.
  if (guess.language && guess.language !== context.languageCode && !inCourseLanguage(said, context.languageCode)) return { kind: "other-language", language: guess.language };
  return { kind: "attempt" };
}
