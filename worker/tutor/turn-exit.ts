/**
 * The one exit of a tutor turn (docs/architecture.md, "A tutor turn, stage by stage"): whatever
 * stage wrote the reply (the offline tutor's feedback, a lookup, a lesson passage, a Try-it answer,
 * a model's words), it leaves here, held against the answers the learner has not earned after
 * this turn. A sentence of the reply that spells one out is left out, never sent with a blank; the
 * offline tutor is built not to write one, so the exit is the net under that rule, and says so
 * in the log when it catches something.
 */
import type { Exercise } from "../../contract/lesson-source";
import type { TutorTurn } from "./offline-tutor";
import { guardedAnswers } from "./reply-guard";
import { shieldFor } from "./unearned-answers";

/** Said in place of a reply that was nothing but an unearned answer. */
export const WITHHELD_REPLY = "Have another go: build the sentence from the pattern of this lesson, and I'll tell you how it went.";

/**
 * The answers a reply may not spell out: those of more than one word (or, in Chinese and Japanese,
 * more than one character). A one-word answer ("Ja.", "水") is a word of the lesson the tutor must
 * be free to name in a lookup; the model's streamed words are held to every answer (reply-guard.ts).
 */
export function sentenceAnswers(answers: readonly string[]): string[] {
  return answers.filter((answer) => /\S\s+\S|\p{Script=Han}.*\p{Script=Han}|[\p{Script=Hiragana}\p{Script=Katakana}].*[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(answer));
}

/** What the learner has not earned once this turn is over (an answer got right or shown is theirs), a "Try it" question still open included. */
export function unearnedAfter(exercises: readonly Exercise[], turn: Pick<TutorTurn, "progress">): string[] {
  const tryIt = turn.progress.tryIt;
  const open = tryIt && !tryIt.practice ? guardedAnswers([tryIt.exercise], tryIt.progress) : [];
  return sentenceAnswers([...guardedAnswers(exercises, turn.progress), ...open]);
}

const SENTENCE_END = /[.!?。！？।\n]/u;

/** Widens a span to the whole sentence around it: from after the previous sentence's end to its own end. */
function sentenceAround(text: string, [start, end]: [number, number]): [number, number] {
  let from = start;
  while (from > 0 && !SENTENCE_END.test(text[from - 1]!)) from--;
  // The space before it stays, as the space between the sentences around it.
  while (from < start && /\s/u.test(text[from]!)) from++;
  let to = end;
  while (to < text.length && !SENTENCE_END.test(text[to]!)) to++;
  // The sentence's own closing marks and quotes go with it.
  while (to < text.length && /[.!?。！？।”"』」)\s]/u.test(text[to]!)) to++;
  return [from, to];
}

/** The reply without every sentence that spells out one of `answers`. */
export function withoutAnswers(reply: string, answers: readonly string[]): string {
  const spans = shieldFor(answers).spans(reply);
  if (!spans.length) return reply;
  const cut = spans.map((span) => sentenceAround(reply, span)).sort((a, b) => a[0] - b[0]);
  let kept = "";
  let at = 0;
  for (const [from, to] of cut) {
    if (to <= at) continue;
    kept += reply.slice(at, Math.max(at, from));
    at = to;
  }
  return (kept + reply.slice(at)).replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n").trim();
}

/**
 * The turn as it may be sent: its reply held against what the learner has not earned. An answer the
 * learner typed themselves ("Nein, ich bin nicht naiv." quoted back while the tutor is unsure) is
 * theirs to see again.
 */
export function turnExit(exercises: readonly Exercise[], turn: TutorTurn, said = ""): TutorTurn {
  const answers = unearnedAfter(exercises, turn).filter((answer) => !shieldFor([answer]).contains(said));
  const reply = withoutAnswers(turn.reply, answers);
  if (reply === turn.reply) return turn;
  console.warn("the tutor's reply spelled out an unearned answer; that sentence was left out", { intent: turn.intent });
  return { ...turn, reply: reply || WITHHELD_REPLY };
}
