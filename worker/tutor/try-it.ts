/**
 * "Try it with the tutor" (issue 28, item 8): a question of the lesson text ("How would you say
 * *this is a station*?") becomes the tutor's sentence until it is answered, whatever sentence of
 * the lesson's exercises the tutor was on. The learner's answer is judged against that question's
 * own answer (the one the page reveals), with the same hint ladder; once it is answered (right,
 * shown or skipped) the tutor goes back to the sentence it was on, and the screen's banner leaves.
 */
import type { Token, Tokens } from "marked";
import type { Exercise } from "../../contract/lesson-source";
import { hideAnswers } from "../lessons/answer-reveals";
import { lessonTokens } from "../lessons/markdown";
import { endingText, placeOf } from "./lesson-ending";
import { askFor } from "./tutor-moves";
import { freePracticeTurn, practiceExercise } from "./free-practice";
import { tokensOf } from "./unearned-answers";
import { guardedAnswers } from "./reply-guard";
import { offlineTurn, type ExerciseProgress, type TryItProgress, type TurnOptions, type TutorLesson, type TutorTurn } from "./offline-tutor";
import type { ScratchPad } from "../../contract/wire";

/** A question of the lesson text and the answers its reveal holds (the sentence, and its romanisation). */
export interface LessonQuestion {
  prompt: string;
  answers: string[];
}

const keys = (text: string) => tokensOf(text).map((token) => token.key).join(" ");
const sameSentence = (a: string, b: string) => keys(a) !== "" && keys(a) === keys(b);
const unescapeAttribute = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const EXERCISE_ATTRIBUTE = /data-exercise="([^"]*)"/;

/** The answers in a revealed paragraph: its bold sentence, and the romanisation in italics right after it. */
function answersIn(paragraph: Tokens.Paragraph): string[] {
  const [first, ...rest] = paragraph.tokens;
  if (first?.type !== "strong") return [];
  const answers = [(first as Tokens.Strong).text.trim()];
  const next = rest.find((token) => token.type !== "text" || token.raw.trim() !== "");
  if (next?.type === "em") answers.push((next as Tokens.Em).text.trim());
  return answers.filter(Boolean);
}

/** The lesson text's questions, read from the same tokens the Worker renders its reveals from. */
export function lessonQuestions(body: string): LessonQuestion[] {
  const tokens: Token[] = hideAnswers(lessonTokens(body));
  const questions: LessonQuestion[] = [];
  tokens.forEach((token, index) => {
    const prompt = token.type === "html" ? EXERCISE_ATTRIBUTE.exec((token as Tokens.HTML).text)?.[1] : undefined;
    const answer = tokens[index + 1];
    if (prompt === undefined || answer?.type !== "paragraph") return;
    const answers = answersIn(answer as Tokens.Paragraph);
    if (answers.length) questions.push({ prompt: unescapeAttribute(prompt), answers });
  });
  return questions;
}

/** How many words two sentences share: the exercise nearest the question lends its structure. */
function overlap(exercise: Exercise, answer: string): number {
  const wanted = new Set(tokensOf(answer).map((token) => token.key));
  const words = [...exercise.answers, exercise.example.answer].flatMap((item) => tokensOf(item).map((token) => token.key));
  return new Set(words.filter((key) => wanted.has(key))).size;
}

/**
 * The question as an exercise: the lesson's own exercise when one asks the same sentence; else the
 * question's answers, with the structure of the exercise it is a worked example of (or the one
 * sharing most words) and a nudge back to the text that teaches it.
 */
export function tryItExercise(lesson: Pick<TutorLesson, "body" | "exercises">, prompt: string): Exercise | null {
  const listed = lesson.exercises.find((exercise) => sameSentence(exercise.prompt, prompt));
  if (listed) return listed;
  const questions = lessonQuestions(lesson.body);
  const at = questions.findIndex((question) => sameSentence(question.prompt, prompt));
  const question = questions[at];
  if (!question || !lesson.exercises.length) return null;
  const answer = question.answers[0]!;
  const model =
    lesson.exercises.find((exercise) => sameSentence(exercise.example.prompt, prompt)) ??
    lesson.exercises.reduce((best, exercise) => (overlap(exercise, answer) > overlap(best, answer) ? exercise : best));
  // The worked example: the lesson text's question before this one (the page shows both), else the exercise's own.
  const before = questions[at - 1] ?? questions[at + 1];
  const example = before ? { prompt: before.prompt, answer: before.answers.join(" (") + (before.answers.length > 1 ? ")" : "") } : model.example;
  return {
    prompt: question.prompt,
    answers: question.answers,
    nudge: `Look back at the lesson text just before this question: it builds sentences like this one. It practises ${model.structure}.`,
    hint: model.hint,
    example,
    structure: model.structure,
  };
}

/** The progress with the "Try it" question as the sentence being built (unchanged when it is already, or unknown). */
export function withTryIt(lesson: TutorLesson, progress: ExerciseProgress, prompt: string | undefined): ExerciseProgress {
  if (!prompt || (progress.tryIt && sameSentence(progress.tryIt.exercise.prompt, prompt))) return progress;
  const current = lesson.exercises[progress.exerciseIndex];
  if (current && sameSentence(current.prompt, prompt)) return progress;
  const exercise = tryItExercise(lesson, prompt);
  if (exercise) return { ...progress, tryIt: { exercise, progress: { exerciseIndex: 0, misses: 0 } } };
  const practice = practiceExercise(lesson, prompt);
  return practice ? { ...progress, tryIt: { exercise: practice, progress: { exerciseIndex: 0, misses: 0 }, practice: true } } : progress;
}

/** A turn on the "Try it" question: judged against it; once answered, back to the lesson's sentence. */
export function tryItTurn(lesson: TutorLesson, progress: ExerciseProgress & { tryIt: TryItProgress }, pad: ScratchPad, text: string, options: TurnOptions = {}): TutorTurn {
  const { tryIt, ...onLesson } = progress;
  if (tryIt.practice) {
    const { turn, done } = freePracticeTurn(lesson, progress, tryIt.exercise, pad, text);
    return done ? { ...turn, reply: `${turn.reply}\n\n${backToLesson(lesson, progress.exerciseIndex)}`, progress: onLesson, tryItAnswered: true } : turn;
  }
  // The lesson's own sentences still to build stay unsaid while the tutor is on this question.
  const alsoUnearned = guardedAnswers(lesson.exercises, onLesson);
  const inner = offlineTurn({ ...lesson, exercises: [tryIt.exercise] }, tryIt.progress, pad, text, { ...options, alsoUnearned });
  const place = placeOf(lesson.exercises, progress.exerciseIndex);
  const { ending: _ending, reportable: _reportable, ...turn } = inner;
  if (inner.progress.exerciseIndex === 0) return { ...turn, progress: { ...onLesson, tryIt: { exercise: tryIt.exercise, progress: inner.progress } }, place };
  // Answered: what the tutor said about it, without the one-sentence lesson's ending, then the lesson's sentence again.
  const said = inner.ending ? inner.reply.slice(0, -(endingText(inner.ending).length + 2)) : inner.reply;
  const current = lesson.exercises[progress.exerciseIndex];
  const scratchPad = { ...inner.scratchPad, nextFocus: current?.structure ?? inner.scratchPad.nextFocus };
  return { ...turn, reply: `${said}\n\n${backToLesson(lesson, progress.exerciseIndex)}`, progress: onLesson, scratchPad, place, tryItAnswered: true };
}

/** What the tutor asks once the "Try it" is answered: the lesson's sentence it was on. */
function backToLesson(lesson: TutorLesson, index: number): string {
  const current = lesson.exercises[index];
  return current
    ? `Now, back to sentence ${index + 1} of ${lesson.exercises.length}: ${askFor(current)}`
    : "Ask me anything about the lesson, or type again to practise its sentences once more.";
}
