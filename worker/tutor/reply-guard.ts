/**
 * The guard on a model's streamed reply: it must neither spell out an answer the learner has not
 * earned (short ones and the near-identical worked example included) nor contradict the answer
 * checker (praise for a wrong answer, "not quite" for a right one). Ordinary text is sent at once;
 * only a stretch that could still grow into an answer or a contradicting phrase waits, so neither
 * ever reaches the learner, not even briefly. A reply that trips the guard is replaced by the
 * offline tutor's.
 */
import type { Exercise } from "../../contract/lesson-source";
import type { Verdict } from "./answer-check";
import type { ExerciseProgress } from "./offline-tutor";
import { WORKED_EXAMPLE_RUNG } from "./tutor-moves";
import { AnswerShield, shieldFor, unearnedAnswers } from "./unearned-answers";

/** The answers the reply must not contain: this sentence's and every later one's, and this sentence's worked example until it was shown. */
export function guardedAnswers(exercises: readonly Exercise[], progress: ExerciseProgress): string[] {
  // A shown answer is earned; the next sentence's example is not shown yet.
  if (progress.revealed) return unearnedAnswers(exercises, { exerciseIndex: progress.exerciseIndex + 1, exampleShown: false });
  return unearnedAnswers(exercises, { exerciseIndex: progress.exerciseIndex, exampleShown: (progress.rung ?? 0) >= WORKED_EXAMPLE_RUNG });
}

/** Openers and phrases of praise, in English and the course languages. */
const PRAISE = [
  "correct", "right", "that's right", "that is right", "that's correct", "that is correct", "is correct", "is right", "exactly", "perfect", "well done", "spot on", "great job", "good job", "nicely done", "excellent", "you got it", "that's it", "that is it", "bravo",
  "richtig", "genau", "sehr gut", "perfekt", "correcto", "perfecto", "exacto", "muy bien", "bien hecho", "parfait", "exactement", "très bien",
  "सही", "बिल्कुल सही", "शाबाश", "sahi", "bilkul sahi", "shabash", "ಸರಿ", "ಚೆನ್ನಾಗಿದೆ", "正解", "その通り", "完璧", "よくできました", "正确", "完全正确", "对了", "太好了",
];
/** Openers and phrases that turn an answer down. */
const REJECTION = [
  "not quite", "not correct", "not right", "incorrect", "wrong", "try again", "almost", "nearly", "no,", "nope", "that's a mistake",
  "falsch", "leider", "nicht richtig", "incorrecto", "inténtalo otra vez", "faux", "pas correct", "essaie encore",
  "गलत", "galat", "ತಪ್ಪು", "tappu", "違います", "ちがいます", "間違い", "不对", "错了", "不正确",
];

const PRAISE_OPENER = new RegExp(`^(?:yes|yeah|great|wow|good|oh)?[,!. ]*(?:${PRAISE.join("|")})(?![\\p{L}])`, "iu");
const PRAISE_CLAIM = /\b(?:(?:that|it|this|yours|your answer|your sentence)(?:'s| is) (?:absolutely |exactly |completely |all |perfectly )?(?:right|correct|perfect)|you got it|well done|nicely done|spot on)\b/iu;
const REJECTION_OPENER = new RegExp(`^(?:${REJECTION.join("|")})(?![\\p{L}])`, "iu");
const REJECTION_CLAIM = /\b(?:(?:that|it|this|yours|your answer|your sentence)(?:'s| is) (?:not (?:quite )?(?:right|correct)|wrong|incorrect)|isn't (?:quite )?(?:right|correct)|try again)\b/iu;

function sentences(text: string): string[] {
  return (text.match(/[^.!?。！？।\n]+[.!?。！？।]*/gu) ?? []).map((sentence) => sentence.trim()).filter(Boolean);
}

/** Whether the reply says the opposite of the verdict. */
export function contradicts(text: string, verdict: Verdict | undefined): boolean {
  if (!verdict) return false;
  const said = sentences(text);
  const praises = (sentence: string) => PRAISE_OPENER.test(sentence) || PRAISE_CLAIM.test(sentence);
  const rejects = (sentence: string) => REJECTION_OPENER.test(sentence) || REJECTION_CLAIM.test(sentence);
  if (verdict.kind === "wrong") return said.some(praises);
  // A sentence the checker could not place is neither right nor wrong as far as the tutor can tell.
  if (verdict.kind === "unsure") return said.some((sentence) => praises(sentence) || rejects(sentence));
  // A right answer with a slip may be told about the slip, but never that it is wrong.
  return said.some((sentence) => REJECTION_CLAIM.test(sentence) || (!verdict.note && REJECTION_OPENER.test(sentence)));
}

export interface GuardedReply {
  text: string;
  /** The model tried to give an answer away: the caller replaces the reply. */
  leaked: boolean;
  /** The model contradicted the checker: the caller replaces the reply. */
  contradicted: boolean;
}

export class ReplyGuard {
  private readonly answers: AnswerShield;
  /** Words that could open a contradiction, held back until it is clear they don't. */
  private readonly phrases: AnswerShield;

  constructor(answers: readonly string[], private readonly verdict?: Verdict) {
    this.answers = shieldFor(answers);
    const phrases = { correct: REJECTION, wrong: PRAISE, unsure: [...PRAISE, ...REJECTION] };
    this.phrases = new AnswerShield(verdict ? phrases[verdict.kind] : []);
  }

  /** How much of the growing text may be sent now. */
  safeEnd(text: string, from: number): number {
    return Math.min(this.answers.safeEnd(text, from), this.phrases.safeEnd(text, from));
  }

  check(text: string): Pick<GuardedReply, "leaked" | "contradicted"> {
    return { leaked: this.answers.contains(text), contradicted: contradicts(text, this.verdict) };
  }
}

/** Streams the model's reply through `onDelta`, holding back only what could still become an answer or a contradiction. */
export async function guardedStream(pieces: AsyncIterable<string>, guard: ReplyGuard, onDelta: (text: string) => void): Promise<GuardedReply> {
  let text = "";
  let sent = 0;
  for await (const piece of pieces) {
    text += piece;
    const verdict = guard.check(text);
    if (verdict.leaked || verdict.contradicted) return { text, ...verdict };
    const end = guard.safeEnd(text, sent);
    if (end > sent) {
      onDelta(text.slice(sent, end));
      sent = end;
    }
  }
  if (text.length > sent) onDelta(text.slice(sent));
  return { text, leaked: false, contradicted: false };
}
