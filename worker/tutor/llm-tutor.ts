/**
 * The LLM tutor: a system prompt grounded in the lesson, its exercises and the scratch pad, with the
 * Thinking Method rules; a guard that keeps an exercise's answer out of the reply until the learner
 * has tried it three times; and the scratch-pad update as a separate structured call.
 */
import * as v from "valibot";
import type { Exercise } from "../../contract/lesson-source";
import type { ChatMessage, ScratchPad } from "../../contract/wire";
import { normalise } from "./answer-check";
import type { ExerciseProgress, TutorLesson } from "./offline-tutor";
import type { ChatModel, PromptMessage } from "./providers/types";
import { ScratchPadSchema } from "./scratch-pad";

/** The prompt carries this many recent messages; the scratch pad stands in for the rest. */
export const HISTORY_WINDOW = 12;
const BODY_LIMIT = 6000;

export function systemPrompt(lesson: TutorLesson, pad: ScratchPad, progress: ExerciseProgress): string {
  const exercise = lesson.exercises[progress.exerciseIndex];
  const exerciseList = lesson.exercises
    .map((item, index) => `${index + 1}. "${item.prompt}" (practises: ${item.structure})`)
    .join("\n");
  const now = exercise
    ? `The learner is on exercise ${progress.exerciseIndex + 1}: "${exercise.prompt}", with ${progress.misses} miss(es) so far. ` +
      `Hint ladder for it: nudge: "${exercise.nudge}"; targeted hint: "${exercise.hint}"; worked example of a similar sentence: "${exercise.example.prompt}" → "${exercise.example.answer}".`
    : "The learner has finished the exercises; answer questions and offer to practise again.";
  return [
    `You are Parlo's tutor for ${lesson.languageName}, Lesson ${lesson.number}: "${lesson.title}". You teach with the Thinking Method.`,
    "Rules:",
    "- The learner builds the answer first. Never give the answer to an exercise before the learner has tried it; never give it before their third miss.",
    "- After a miss, climb the hint ladder one step at a time: the nudge, then the targeted hint, then the worked example of a similar sentence. Name the word that is wrong when you can.",
    "- Keep turns short (at most 4 sentences). Explain in English; examples in the target language.",
    "- Praise correct answers briefly and move to the next exercise by asking for it.",
    "- Answer questions about the lesson from the lesson text below.",
    `Scratch pad (what you know about this learner): ${JSON.stringify(pad)}`,
    `Exercises:\n${exerciseList}`,
    now,
    `Lesson text:\n${lesson.body.slice(0, BODY_LIMIT)}`,
  ].join("\n");
}

export function promptMessages(lesson: TutorLesson, pad: ScratchPad, progress: ExerciseProgress, history: ChatMessage[], text: string): PromptMessage[] {
  return [
    { role: "system", content: systemPrompt(lesson, pad, progress) },
    ...history.slice(-HISTORY_WINDOW).map((message) => ({ role: message.role, content: message.content })),
    { role: "user", content: text },
  ];
}

/** The answers the reply must not contain yet: those of every exercise the learner has not tried three times. */
export function guardedAnswers(exercises: Exercise[], progress: ExerciseProgress, revealAfter = 3): string[] {
  return exercises
    .slice(progress.exerciseIndex)
    .filter((_, offset) => offset > 0 || progress.misses <= revealAfter)
    .flatMap((exercise) => exercise.answers)
    .map((answer) => normalise(answer))
    .filter((answer) => answer.length >= 4);
}

export interface GuardedReply {
  text: string;
  /** True when the model tried to give an answer away; the caller replaces the reply. */
  leaked: boolean;
}

/**
 * Where the text may be sent up to: everything before the earliest word from which the rest could
 * still grow into a guarded answer. Ordinary text is sent at once; only a possible answer waits.
 */
function safeLength(text: string, from: number, guarded: string[]): number {
  for (let index = from; index < text.length; index++) {
    if (index > from && !/\s/.test(text[index - 1]!)) continue; // answers start at a word
    const rest = normalise(text.slice(index));
    if (rest && guarded.some((answer) => answer.startsWith(rest))) return index;
  }
  return text.length;
}

/**
 * Streams the model's reply through `onDelta`, holding back only a stretch that could be the start
 * of a guarded answer, so an answer never reaches the learner, not even briefly.
 */
export async function guardedStream(pieces: AsyncIterable<string>, guarded: string[], onDelta: (text: string) => void): Promise<GuardedReply> {
  let text = "";
  let sent = 0;
  for await (const piece of pieces) {
    text += piece;
    if (guarded.some((answer) => normalise(text).includes(answer))) return { text, leaked: true };
    const end = safeLength(text, sent, guarded);
    if (end > sent) {
      onDelta(text.slice(sent, end));
      sent = end;
    }
  }
  if (text.length > sent) onDelta(text.slice(sent));
  return { text, leaked: false };
}

/** Asks the model for the updated scratch pad; a reply that is not a valid pad keeps the old one. */
export async function updatedScratchPad(model: ChatModel, pad: ScratchPad, learnerText: string, reply: string): Promise<ScratchPad> {
  try {
    const answer = await model.complete([
      {
        role: "system",
        content:
          "Update the tutor's scratch pad about the learner. Answer with JSON only, exactly the keys knownVocabulary (target-language words the learner has used correctly), knownStructures, struggles (short phrases), nextFocus (string or null).",
      },
      { role: "user", content: `Current pad: ${JSON.stringify(pad)}\nLearner said: ${learnerText}\nTutor replied: ${reply}` },
    ]);
    const json = answer.slice(answer.indexOf("{"), answer.lastIndexOf("}") + 1);
    const parsed = v.safeParse(ScratchPadSchema, JSON.parse(json));
    return parsed.success ? parsed.output : pad;
  } catch {
    return pad;
  }
}
