/**
 * The offline tutor: a real, deterministic Thinking-Method tutor that needs no network. It walks
 * through the lesson's exercises, asks the learner to build each sentence first, checks the try,
 * climbs the hint ladder (nudge → targeted hint → a similar worked example) and reveals the answer
 * only after the third miss, answers questions from the lesson text, and keeps the scratch pad.
 */
import type { Exercise } from "../../contract/lesson-source";
import type { ScratchPad } from "../../contract/wire";
import { checkAnswer, normalise, words } from "./answer-check";
import { bestPassage } from "./lesson-search";
import { forget, MAX_VOCABULARY, remember } from "./scratch-pad";

export interface TutorLesson {
  lessonId: string;
  number: number;
  title: string;
  languageName: string;
  exercises: Exercise[];
  /** The lesson body, markdown. */
  body: string;
}

/** Where the learner is in the lesson; kept by the conversation between turns. */
export interface ExerciseProgress {
  exerciseIndex: number;
  /** Misses on the current exercise. */
  misses: number;
}

export interface TutorTurn {
  reply: string;
  progress: ExerciseProgress;
  scratchPad: ScratchPad;
}

export const START: ExerciseProgress = { exerciseIndex: 0, misses: 0 };
const REVEAL_AFTER_MISSES = 3;

const PRAISE = ["Exactly right!", "Yes, that's it!", "Perfect.", "Spot on!", "Well built!", "Correct, nicely done."];
const HELP = /^(hint|help|help me|a hint|give me a hint|i don'?t know|no idea|not sure|\?+)[.!]*$/i;
const SKIP = /^(skip|next|pass|show me|show me the answer|tell me|reveal|give up)[.!]*$/i;
const AGAIN = /^(again|start again|restart|once more|practise again|practice again)[.!]*$/i;
const QUESTION = /^(why|what|how|when|which|where|who|whom|does|do|did|can|could|should|would|is|are|isn'?t|aren'?t|explain|tell me about)\b/i;

export function askFor(exercise: Exercise): string {
  return `How would you say “${exercise.prompt}”?`;
}

function current(lesson: TutorLesson, progress: ExerciseProgress): Exercise | undefined {
  return lesson.exercises[progress.exerciseIndex];
}

export function greeting(lesson: TutorLesson, progress: ExerciseProgress, pad: ScratchPad): string {
  const exercise = current(lesson, progress);
  const intro = `Hi! I'm your tutor for Lesson ${lesson.number}: ${lesson.title}.`;
  const method = "We'll build sentences together: you try first, and I'll help you correct yourself. Take your time, and type hint whenever you want a nudge.";
  const memory = pad.struggles.length ? ` Last time, ${pad.struggles[0]} was tricky, so we'll keep an eye on it.` : "";
  if (!exercise) return `${intro}${memory} You've worked through every sentence here. Ask me anything about the lesson, or type again to practise once more.`;
  const position = progress.exerciseIndex > 0 ? `Let's carry on with sentence ${progress.exerciseIndex + 1} of ${lesson.exercises.length}.` : `First sentence, 1 of ${lesson.exercises.length}.`;
  return `${intro} ${method}${memory}\n\n${position} ${askFor(exercise)}`;
}

function targetWords(answer: string): string[] {
  return words(normalise(answer, false)).filter((word) => word.length > 0);
}

function advance(lesson: TutorLesson, progress: ExerciseProgress, pad: ScratchPad, opening: string): TutorTurn {
  const next: ExerciseProgress = { exerciseIndex: progress.exerciseIndex + 1, misses: 0 };
  const exercise = current(lesson, next);
  const scratchPad = { ...pad, nextFocus: exercise?.structure ?? pad.struggles[0] ?? null };
  if (!exercise) {
    return {
      reply: `${opening}\n\nThat was the last sentence of this lesson. Well done! You can move on to the next lesson, ask me about anything here, or type again to practise once more.`,
      progress: next,
      scratchPad,
    };
  }
  return { reply: `${opening}\n\nNext, sentence ${next.exerciseIndex + 1} of ${lesson.exercises.length}: ${askFor(exercise)}`, progress: next, scratchPad };
}

function onCorrect(lesson: TutorLesson, progress: ExerciseProgress, pad: ScratchPad, exercise: Exercise, answer: string, note?: "accents" | "typo"): TutorTurn {
  const praise = PRAISE[progress.exerciseIndex % PRAISE.length]!;
  const remark =
    note === "accents"
      ? ` Just watch the accents: it's written “${answer}”.`
      : note === "typo"
        ? ` One small slip in the spelling: it's “${answer}”.`
        : "";
  const scratchPad: ScratchPad = {
    ...pad,
    knownVocabulary: remember(pad.knownVocabulary, targetWords(answer), MAX_VOCABULARY),
    knownStructures: remember(pad.knownStructures, [exercise.structure]),
    // Got it first time: no longer a struggle.
    struggles: progress.misses === 0 ? forget(pad.struggles, exercise.structure) : pad.struggles,
  };
  return advance(lesson, progress, scratchPad, `${praise}${remark}`);
}

function onMiss(lesson: TutorLesson, progress: ExerciseProgress, pad: ScratchPad, exercise: Exercise, pinpoint: string): TutorTurn {
  const misses = progress.misses + 1;
  const scratchPad: ScratchPad = {
    ...pad,
    struggles: misses >= 2 ? remember(pad.struggles, [exercise.structure]) : pad.struggles,
    nextFocus: exercise.structure,
  };
  if (misses > REVEAL_AFTER_MISSES) {
    return advance(lesson, progress, scratchPad, `${pinpoint}Here is the answer: “${exercise.answers[0]}”. Say it once out loud, and notice how it follows the pattern: ${exercise.structure}.`);
  }
  const rung =
    misses === 1
      ? exercise.nudge
      : misses === 2
        ? exercise.hint
        : `Here's a similar one, worked through: “${exercise.example.prompt}” is “${exercise.example.answer}”. Now build yours the same way.`;
  return { reply: `${pinpoint}${rung}\n\n${askFor(exercise)}`, progress: { ...progress, misses }, scratchPad };
}

function answerQuestion(lesson: TutorLesson, progress: ExerciseProgress, pad: ScratchPad, question: string): TutorTurn {
  const passage = bestPassage(lesson.body, question);
  const exercise = current(lesson, progress);
  const answer = passage ? `Good question. Here's what the lesson says: ${passage}` : "I can't find that in this lesson. Try asking about a word or pattern from it.";
  const back = exercise ? `\n\nNow, back to our sentence: ${askFor(exercise)}` : "";
  return { reply: `${answer}${back}`, progress, scratchPad: pad };
}

/** One turn: the learner's text in, the tutor's reply and the updated state out. */
export function offlineTurn(lesson: TutorLesson, progress: ExerciseProgress, pad: ScratchPad, text: string): TutorTurn {
  const said = text.trim();
  const exercise = current(lesson, progress);

  if (!exercise) {
    if (AGAIN.test(said)) return { reply: `Let's go again. ${askFor(lesson.exercises[0]!)}`, progress: START, scratchPad: pad };
    return answerQuestion(lesson, progress, pad, said);
  }
  if (SKIP.test(said)) {
    return advance(lesson, progress, { ...pad, struggles: remember(pad.struggles, [exercise.structure]) }, `No problem. The answer is “${exercise.answers[0]}”.`);
  }
  if (HELP.test(said)) return onMiss(lesson, progress, pad, exercise, "");

  const verdict = checkAnswer(said, exercise.answers);
  if (verdict.kind === "correct") return onCorrect(lesson, progress, pad, exercise, verdict.answer, verdict.note);
  // An English question ("why…?", "what does X mean?") is a question, not a wrong try.
  if (QUESTION.test(said) && (said.endsWith("?") || /^[\x20-\x7E]+$/.test(said))) return answerQuestion(lesson, progress, pad, said);

  const pinpoint = verdict.wrongWord
    ? `Nearly! Everything is right except “${verdict.wrongWord}”. `
    : progress.misses === 0
      ? "Not quite. "
      : "Still not quite. ";
  return onMiss(lesson, progress, pad, exercise, pinpoint);
}
