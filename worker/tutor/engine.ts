/**
 * One tutor turn, whichever the provider: the offline tutor answers at once; an LLM streams its
 * reply through the answer guard, falls back to the offline tutor's words when the guard trips,
 * and then updates the scratch pad.
 */
import type { ChatMessage, ScratchPad, TurnDetails } from "../../contract/wire";
import { promptMessages, updatedScratchPad } from "./llm-tutor";
import type { OpinionStore } from "../answer-reports/opinions";
import { acceptedTurn, attemptOf, offlineTurn, type AnswerChecker, type ExerciseProgress, type TutorLesson, type TutorTurn } from "./offline-tutor";
import type { TutorProvider } from "./providers/types";
import { secondOpinion } from "./second-opinion";
import { tryItTurn } from "./try-it";
import { guardedAnswers, guardedStream, ReplyGuard } from "./reply-guard";
import { turnExit } from "./turn-exit";

export interface TurnInput {
  lesson: TutorLesson;
  history: ChatMessage[];
  scratchPad: ScratchPad;
  progress: ExerciseProgress;
  text: string;
  onDelta?: (text: string) => void;
  /** Second opinions on sentences the checker cannot place (D1 in the conversation). */
  opinions?: OpinionStore;
  /** The answer checker; tests hand in one that answers "unsure". */
  check?: AnswerChecker;
}

/** What the screen shows beside the reply: the learner's words marked, the place in the lesson, the summary. */
export function turnDetails(turn: TutorTurn): TurnDetails {
  return {
    ...(turn.marks ? { marks: turn.marks } : {}),
    ...(turn.place !== undefined ? { place: turn.place } : {}),
    ...(turn.ending ? { ending: turn.ending } : {}),
    ...(turn.reportable ? { reportable: turn.reportable } : {}),
    ...(turn.tryItAnswered ? { tryItAnswered: true } : {}),
  };
}

/** Sends text in word-sized pieces, so the offline tutor streams like a model does. */
function streamWords(text: string, onDelta?: (text: string) => void): void {
  if (!onDelta) return;
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) onDelta(piece);
}

/**
 * A try the checker could not place, judged again: by a teacher's decision kept for it, else by the
 * model's second opinion (cached). Found right, it is accepted; turned down by a teacher, it is
 * still no miss but is not offered for reporting again; otherwise the turn stays as it was.
 */
async function judgedAgain(provider: TutorProvider, input: TurnInput, turn: TutorTurn): Promise<TutorTurn> {
  const { lesson, progress, scratchPad, text } = input;
  const exercise = lesson.exercises[progress.exerciseIndex];
  if (turn.verdict?.kind !== "unsure" || turn.intent !== "attempt" || !exercise) return turn;
  const opinion = await secondOpinion({
    store: input.opinions,
    model: provider.chat,
    place: { lessonId: lesson.lessonId, exerciseIndex: progress.exerciseIndex, prompt: exercise.prompt },
    languageName: lesson.languageName,
    exercise,
    attempt: attemptOf(text),
    verdict: turn.verdict,
  });
  if (opinion?.verdict === "correct") return acceptedTurn(lesson, progress, scratchPad, text, opinion.source === "admin" ? "teacher" : "model");
  if (opinion?.source === "admin") return offlineTurn(lesson, progress, scratchPad, text, { check: input.check, dismissed: opinion.reason });
  return turn;
}

/**
 * One turn, from the learner's message to the words sent: read, judge, decide and say (the offline
 * tutor, a Try-it question, or a model rephrasing the offline tutor's judgment), then the one exit
 * (turn-exit.ts) that every reply passes before it is streamed.
 */
export async function runTurn(provider: TutorProvider, input: TurnInput): Promise<TutorTurn> {
  const said = await composedTurn(provider, input);
  const sent = turnExit(input.lesson.exercises, said.turn, input.text);
  // A model's words went out as they passed its stricter guard; the whole reply that follows them is the exit's.
  if (!said.streamed) streamWords(sent.reply, input.onDelta);
  return sent;
}

/** The turn as a stage composed it; `streamed` when a model's words already went out through its own guard. */
async function composedTurn(provider: TutorProvider, input: TurnInput): Promise<{ turn: TutorTurn; streamed?: boolean }> {
  // A "Try it" question of the lesson text is judged against its own answer, in the judge's words for every provider.
  if (input.progress.tryIt) {
    return { turn: tryItTurn(input.lesson, { ...input.progress, tryIt: input.progress.tryIt }, input.scratchPad, input.text, { check: input.check }) };
  }
  // The offline tutor's verdict tracks exercises and misses for every provider.
  const offline = await judgedAgain(provider, input, offlineTurn(input.lesson, input.progress, input.scratchPad, input.text, { check: input.check }));
  const model = provider.chat;
  if (!model) return { turn: offline };
  // The model hears the judgment (intent, verdict, the reply to give) and rephrases it.
  const messages = promptMessages(input.lesson, input.scratchPad, input.progress, input.history, input.text, offline);
  // Answers the learner has now reached (by missing three times, confirming or getting it right) may be named.
  const guard = new ReplyGuard(guardedAnswers(input.lesson.exercises, offline.progress), offline.verdict);
  // The model's words are streamed as they pass its guard, which holds them to every unearned answer, one word long or more.
  const reply = await guardedStream(model.stream(messages), guard, (text) => input.onDelta?.(text));
  if (reply.leaked || reply.contradicted || !reply.text.trim()) return { turn: offline };
  const updated = await updatedScratchPad(model, offline.scratchPad, input.text, reply.text);
  // Word status is the checker's record, not the model's opinion; a sentence it could not place is no struggle.
  const kept = offline.verdict?.kind === "unsure" ? { ...updated, struggles: offline.scratchPad.struggles } : updated;
  const scratchPad = offline.scratchPad.wordStatus ? { ...kept, wordStatus: offline.scratchPad.wordStatus } : kept;
  return { turn: { ...offline, reply: reply.text.trim(), scratchPad }, streamed: true };
}
