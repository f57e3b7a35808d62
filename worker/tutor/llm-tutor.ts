/**
 * The LLM tutor: a system prompt grounded in the lesson, its exercises and the scratch pad, with the
 * Thinking Method rules and this turn's judgment (what the learner's message was taken as, the
 * answer checker's verdict, and the reply the offline tutor would give); and the scratch-pad update
 * as a separate structured call. The guard on the streamed reply is reply-guard.ts.
 */
import * as v from "valibot";
import type { ChatMessage, ScratchPad } from "../../contract/wire";
import { explanationFor, noteOf } from "./feedback";
import type { IntentKind } from "./intent";
import type { ExerciseProgress, TutorLesson, TutorTurn } from "./offline-tutor";
import type { ChatModel, PromptMessage } from "./providers/types";
import { ScratchPadSchema } from "./scratch-pad";
import { REVEAL_AFTER_MISSES, workedExample, WORKED_EXAMPLE_RUNG } from "./tutor-moves";

/** The prompt carries this many recent messages; the scratch pad stands in for the rest. */
export const HISTORY_WINDOW = 12;
const BODY_LIMIT = 6000;
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"];

const INTENTS: Record<Exclude<IntentKind, "attempt">, string> = {
  help: "a request for a hint (not a wrong answer)",
  confused: "“I don't understand”: the learner needs the task put another way (not a wrong answer)",
  "give-up": "giving up: the learner is shown the worked example and asked whether they want the answer (not a wrong answer)",
  "tell-answer": "a request for the answer: the learner is shown the worked example first and asked to confirm (not a wrong answer)",
  confirm: "a yes: the learner confirmed they want the answer, which this turn gives",
  decline: "a no: the learner wants to try again",
  skip: "a request to skip this sentence: move on without giving its answer",
  repeat: "a request to hear the sentence again",
  "word-meaning": "a question about a word, answered from the lesson's own words",
  why: "a why-question, answered from the lesson's explanation of the structure",
  question: "a question about the lesson",
  "small-talk": "small talk",
  "other-language": "a sentence in a language other than the lesson's",
  "off-topic": "a message that is not about the lesson",
};

/** What the learner's message was taken as, the checker's verdict, and what the tutor should say. */
function judgment(lesson: TutorLesson, before: ExerciseProgress, turn: TutorTurn): string {
  const exercise = lesson.exercises[before.exerciseIndex];
  const taken = turn.intent === "attempt" && exercise ? `an answer to sentence ${before.exerciseIndex + 1} (“${exercise.prompt}”)` : turn.intent === "attempt" ? "a message after the last sentence" : INTENTS[turn.intent];
  const lines = [`This turn, the learner's message is recognised as: ${taken}.`];
  const verdict = turn.verdict;
  if (verdict?.kind === "correct") {
    const slip = noteOf(verdict) ?? (verdict.note === "accents" ? "watch the accents" : verdict.note === "typo" ? "a small slip in the spelling" : "");
    lines.push(`The answer checker's verdict: CORRECT${slip ? ` (${slip})` : ""}. Say so; never call it wrong.`);
  } else if (verdict?.kind === "wrong") {
    const wrong = (turn.marks ?? []).filter((mark) => !mark.ok).map((mark) => `“${mark.text}”`);
    const explanation = explanationFor(verdict, turn.progress.missed ?? [], (turn.marks ?? []).map((mark) => mark.text));
    lines.push(
      `The answer checker's verdict: WRONG.${explanation ? ` ${explanation}.` : ""}${wrong.length ? ` The learner's wrong words, as typed: ${wrong.join(", ")}.` : ""} Never call it right, and do not give the answer.`,
    );
  }
  if (verdict?.kind === "unsure") {
    lines.push(
      "The answer checker's verdict: NOT SURE. The sentence is neither an accepted answer nor a mistake the checker can name. Never call it right or wrong; say you can't confirm it, and do not give the answer. The screen shows a button “My answer should be accepted” under your reply.",
    );
  }
  lines.push(`The tutor's reply for this turn (say it in your own words, without dropping or adding facts, and without any answer it does not contain):\n"""\n${turn.reply}\n"""`);
  return lines.join("\n");
}

export function systemPrompt(lesson: TutorLesson, pad: ScratchPad, progress: ExerciseProgress, turn?: TutorTurn): string {
  const now = turn?.progress ?? progress;
  const exercise = lesson.exercises[now.exerciseIndex];
  const exerciseList = lesson.exercises
    .map((item, index) => `${index + 1}. "${item.prompt}" (practises: ${item.structure})`)
    .join("\n");
  const example = exercise ? workedExample(lesson, now.exerciseIndex) : null;
  const state = exercise
    ? `The sentence asked now is exercise ${now.exerciseIndex + 1}: "${exercise.prompt}", with ${now.misses} wrong tr${now.misses === 1 ? "y" : "ies"} so far. ` +
      `Hint ladder for it: nudge: "${exercise.nudge}"; targeted hint: "${exercise.hint}"` +
      ((now.rung ?? 0) >= WORKED_EXAMPLE_RUNG ? `; worked example of a similar sentence: "${example!.prompt}" → "${example!.answer}".` : "; the worked example comes after the second wrong try.")
    : "The learner has finished the exercises; answer questions and offer to practise again.";
  return [
    `You are Parlo's tutor for ${lesson.languageName}, Lesson ${lesson.number}: "${lesson.title}". You teach with the Thinking Method.`,
    "Rules:",
    `- The learner builds the answer first. Never give the answer to an exercise before the learner has tried it: it comes only on the ${ORDINALS[REVEAL_AFTER_MISSES]} wrong try (after the nudge, the targeted hint and the worked example), or when the learner asked for it, was shown the worked example and said yes. Give an answer only when the tutor's reply for this turn contains it.`,
    `- After a wrong try, climb the hint ladder one step at a time: the nudge on the ${ORDINALS[0]}, the targeted hint on the ${ORDINALS[1]}, the worked example of a similar sentence on the ${ORDINALS[2]}. Name the word that is wrong, quoting the learner exactly.`,
    "- Questions, requests for help, “I don't understand”, “I give up”, small talk and messages in another language are never wrong answers.",
    "- Never contradict the answer checker's verdict.",
    "- Keep turns short (at most 4 sentences). Explain in English; examples in the target language.",
    "- Answer questions about the lesson from the lesson text below.",
    `Scratch pad (what you know about this learner): ${JSON.stringify(pad)}`,
    `Exercises:\n${exerciseList}`,
    ...(turn ? [judgment(lesson, progress, turn)] : []),
    state,
    `Lesson text:\n${lesson.body.slice(0, BODY_LIMIT)}`,
  ].join("\n");
}

export function promptMessages(lesson: TutorLesson, pad: ScratchPad, progress: ExerciseProgress, history: ChatMessage[], text: string, turn?: TutorTurn): PromptMessage[] {
  return [
    { role: "system", content: systemPrompt(lesson, pad, progress, turn) },
    ...history.slice(-HISTORY_WINDOW).map((message) => ({ role: message.role, content: message.content })),
    { role: "user", content: text },
  ];
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
