/**
 * The tutor conversation suite: scripted learner conversations over the course's own lessons, each
 * reply held to an expectation, and every reply counted for answers the learner has not earned.
 * Shared by `npm run bench:conversations` (prints the figures) and the test that holds them in CI.
 *
 * One conversation per lesson (lessons 1–20 of each language), on a sentence in the middle of the
 * lesson, plays what learners do: small talk in English and in the language, "let me try", thanks,
 * a question about a word of the answer, a try with a word missing, a try shaped like a question,
 * giving up and seeing the answer, saying the shown sentence once, and a right answer typed
 * romanised where the lesson accepts one. The script is written from how learners talk, not from
 * the tutor's code.
 */
import { writtenInLatin } from "../../contract/languages";
import type { Exercise } from "../../contract/lesson-source";
import { offlineTurn, type ExerciseProgress, type TryItProgress, type TutorLesson, type TutorTurn } from "../../worker/tutor/offline-tutor";
import { lessonQuestions, tryItTurn, withTryIt } from "../../worker/tutor/try-it";
import { emptyScratchPad } from "../../worker/tutor/scratch-pad";
import { unearnedAfter } from "../../worker/tutor/turn-exit";
import { AnswerShield } from "../../worker/tutor/unearned-answers";

/** A greeting in the course's language: small talk, never a wrong answer. */
const GREETINGS: Record<string, string> = { de: "Hallo!", es: "¡Hola!", fr: "Bonjour !", hi: "नमस्ते", kn: "ನಮಸ್ಕಾರ", ja: "こんにちは", zh: "你好" };

export interface Step {
  say: string;
  /** What a teacher expects of the reply. */
  expect: string;
  holds: (turn: TutorTurn, before: ExerciseProgress) => boolean;
}

export interface ConversationResult {
  lessonId: string;
  replies: number;
  /** Replies that did not meet their expectation: what was said, expected and replied. */
  failures: { say: string; expect: string; reply: string }[];
  /** Replies that spell out an answer not yet earned. */
  leaks: { say: string; reply: string }[];
}

const noMiss = (turn: TutorTurn, before: ExerciseProgress) => turn.progress.exerciseIndex === before.exerciseIndex && turn.progress.misses === before.misses;
const spaced = (code: string) => !["ja", "zh"].includes(code);

/**
 * The first accepted answer with its longest word after the first (a verb or a noun, not a word a
 * language lets you drop) left out; unspaced, its last character.
 */
function withWordMissing(answer: string, code: string): string | null {
  const body = answer.replace(/[\s.!?。？！।]+$/u, "");
  if (spaced(code)) {
    const words = body.split(/\s+/);
    // Not the first word: a question word or a subject there may be one the language lets you drop (क्या, yo).
    const longest = words.reduce((best, word, index) => (index > 0 && word.length > words[best]!.length ? index : best), 1);
    return words.length >= 3 ? words.filter((_, index) => index !== longest).join(" ") : null;
  }
  const chars = [...body];
  return chars.length >= 4 ? chars.slice(0, -1).join("") : null;
}

/** A word of the answer worth asking about: the longest, as a learner would copy it. */
function wordOf(answer: string, code: string): string {
  const body = answer.replace(/[.!?,。？！、，।¿¡]+/gu, "");
  if (!spaced(code)) return [...body].slice(0, 2).join("");
  return body.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
}

export function script(exercise: Exercise, next: Exercise | undefined, code: string): Step[] {
  const answer = exercise.answers[0]!;
  const steps: Step[] = [
    { say: "hi there!", expect: "small talk, no miss", holds: (turn, before) => noMiss(turn, before) && turn.intent === "small-talk" },
    { say: GREETINGS[code]!, expect: "a greeting in the language is small talk, no miss", holds: (turn, before) => noMiss(turn, before) && turn.intent === "small-talk" },
    { say: "wait, let me try", expect: "time to think, no miss", holds: noMiss },
    { say: "thanks!", expect: "thanks, no miss", holds: noMiss },
    {
      say: `what does ${wordOf(answer, code)} mean?`,
      expect: "a question about a word, answered, no miss",
      holds: (turn, before) => noMiss(turn, before) && ["word-meaning", "question", "why"].includes(turn.intent),
    },
    {
      say: "why?",
      expect: "the lesson's explanation, whole: not stopped at a colon, not one of the lesson's own questions, no miss",
      holds: (turn, before) => noMiss(turn, before) && turn.intent === "why" && !/:\s*(?:Now, back|$)|how (?:would|do|could) you\b[^“]*\?\s*Now, back/i.test(turn.reply),
    },
  ];
  const missing = withWordMissing(answer, code);
  const oneMiss = (turn: TutorTurn, before: ExerciseProgress) => turn.progress.exerciseIndex === before.exerciseIndex && turn.progress.misses === before.misses + 1;
  if (missing) {
    steps.push({ say: missing, expect: "a try with a word missing: one miss, the sentence stays", holds: oneMiss });
    // The same try with a question mark, as learners type when unsure: still a try, never a question.
    steps.push({ say: `${missing}?`, expect: "a try shaped like a question is judged as a try", holds: oneMiss });
  }
  steps.push(
    { say: "I give up", expect: "the answer is offered, not forced", holds: (turn, before) => noMiss(turn, before) && turn.progress.offered === true },
    { say: "yes", expect: "the answer is shown and the tutor waits for it once", holds: (turn) => turn.progress.revealed === true },
    { say: answer, expect: "the shown sentence said once counts for it, then the next", holds: (turn, before) => turn.progress.exerciseIndex === before.exerciseIndex + 1 },
  );
  // Languages written in another script: the next sentence typed romanised, as the lesson accepts it.
  const romanised = !writtenInLatin(code) ? next?.answers.find((each) => /^[\p{Script=Latin}\s\p{P}\d]+$/u.test(each)) : undefined;
  if (romanised) steps.push({ say: romanised, expect: "a right answer typed romanised is right", holds: (turn) => turn.verdict?.kind === "correct" });
  return steps;
}

export function playConversation(lesson: TutorLesson, code: string): ConversationResult {
  const at = Math.min(Math.floor(lesson.exercises.length / 2), lesson.exercises.length - 2);
  const result: ConversationResult = { lessonId: lesson.lessonId, replies: 0, failures: [], leaks: [] };
  let progress: ExerciseProgress = { exerciseIndex: Math.max(0, at), misses: 0 };
  let pad = emptyScratchPad();
  for (const step of script(lesson.exercises[progress.exerciseIndex]!, lesson.exercises[progress.exerciseIndex + 1], code)) {
    const turn = offlineTurn(lesson, progress, pad, step.say);
    result.replies++;
    if (!step.holds(turn, progress)) result.failures.push({ say: step.say, expect: step.expect, reply: turn.reply });
    // A blank the learner cannot fill ("“…” is in the wrong place") is no feedback.
    if (turn.reply.includes("“…”")) result.failures.push({ say: step.say, expect: "no placeholder in the reply", reply: turn.reply });
    // What the learner has earned after this turn: an answer shown or got right is theirs.
    // Counted on the reply as the offline tutor wrote it, before the turn's exit (turn-exit.ts) would catch it.
    if (new AnswerShield(unearnedAfter(lesson.exercises, turn)).contains(turn.reply)) result.leaks.push({ say: step.say, reply: turn.reply });
    progress = turn.progress;
    pad = turn.scratchPad;
  }
  playTryIt(lesson, progress, result);
  return result;
}

/**
 * "Try it with the tutor" on the lesson text's first question that is not one of its exercises: a
 * question about it is answered, its answer is right, the banner may leave, and the tutor goes
 * back to its own sentence.
 */
function playTryIt(lesson: TutorLesson, onLesson: ExerciseProgress, result: ConversationResult): void {
  const question = lessonQuestions(lesson.body).find((each) => !lesson.exercises.some((exercise) => exercise.prompt === each.prompt));
  const asked = question ? withTryIt(lesson, onLesson, question.prompt) : onLesson;
  if (!question || !asked.tryIt || asked.tryIt.practice) return;
  const steps: Step[] = [
    { say: "why?", expect: "Try it: a question about it is answered, nothing counted", holds: (turn) => turn.progress.tryIt?.progress.misses === 0 && !turn.tryItAnswered },
    { say: asked.tryIt.exercise.answers[0]!, expect: "Try it: its answer is right, the banner leaves, back to the lesson's sentence", holds: (turn) => turn.verdict?.kind === "correct" && turn.tryItAnswered === true && turn.progress.exerciseIndex === onLesson.exerciseIndex && !turn.progress.tryIt },
  ];
  let progress = asked as ExerciseProgress & { tryIt: TryItProgress };
  let pad = emptyScratchPad();
  for (const step of steps) {
    const turn = tryItTurn(lesson, progress, pad, step.say);
    result.replies++;
    if (!step.holds(turn, progress)) result.failures.push({ say: `[Try it] ${step.say}`, expect: step.expect, reply: turn.reply });
    if (new AnswerShield(unearnedAfter(lesson.exercises, turn)).contains(turn.reply)) result.leaks.push({ say: `[Try it] ${step.say}`, reply: turn.reply });
    if (!turn.progress.tryIt) return;
    progress = turn.progress as ExerciseProgress & { tryIt: TryItProgress };
    pad = turn.scratchPad;
  }
}
