/**
 * Free practice (issue 28, item 7): the lesson's "Try it" tasks ("Say 'this is...' and 'that is...'
 * with three English loanwords") invite sentences of the learner's own, which no list of accepted
 * answers holds. A sentence in the lesson's language built from the lesson's words is praised, and
 * checked as far as the checker can: one the lesson itself says is confirmed; any other is never
 * called wrong, and the lesson's nearest example is shown to compare. No miss, no struggle, no card.
 */
import type { Token, Tokens } from "marked";
import type { Exercise } from "../../contract/lesson-source";
import type { ScratchPad } from "../../contract/wire";
import { expandAnswer } from "../../contract/answer-pattern";
import { PRACTICE_HEADING } from "../../contract/lesson-try-buttons";
import { lessonTokens } from "../lessons/markdown";
import { checkAnswer } from "./answer-check";
import { recogniseIntent } from "./intent";
import { definesWord, lessonGlossary } from "./lesson-words";
import { placeOf } from "./lesson-ending";
import { lessonLanguage, type ExerciseProgress, type TutorLesson, type TutorTurn } from "./offline-tutor";
import { remember } from "./scratch-pad";
import { shieldFor, tokensOf, unearnedAnswers } from "./unearned-answers";

export const FREE_PRACTICE_TEXT = {
  lessonSentence: (sentence: string) => `Well built! “${sentence}” is exactly how the lesson says it.`,
  ownSentence: (example: string | undefined) =>
    `Nice, that's a sentence of your own, built from this lesson's words. I can't check every word of a free sentence, so ${example ? `compare it with the lesson's “${example}”` : "compare it with the lesson's examples"}.`,
  inLanguage: (task: string, language: string) => `This one is free practice: ${task}. Write a sentence of your own in ${language}.`,
  noLessonWords: (language: string) => `I can't see this lesson's words in that. Build your sentence in ${language} with words from the lesson.`,
};

/** The tasks under the lesson's "Try it" heading, as the Worker parses them. */
export function practiceTasks(body: string): string[] {
  const tokens: Token[] = lessonTokens(body);
  const start = tokens.findIndex((token) => token.type === "heading" && PRACTICE_HEADING.test((token as Tokens.Heading).text.trim()));
  if (start < 0) return [];
  const tasks: string[] = [];
  for (const token of tokens.slice(start + 1)) {
    if (token.type === "heading") break;
    if (token.type === "list") for (const item of (token as Tokens.List).items) tasks.push(item.text.replace(/^\[[ xX]\]\s*/, "").trim());
  }
  return tasks.filter(Boolean);
}

const keys = (text: string) => tokensOf(text).map((token) => token.key);
const sameTask = (a: string, b: string) => keys(a).join(" ") !== "" && keys(a).join(" ") === keys(b).join(" ");

/** Every sentence the lesson holds (its exercises, their examples, the sentences of its text). */
function lessonSentences(lesson: TutorLesson): string[] {
  const glossary = lessonGlossary(lesson.body, lesson.exercises);
  return [
    ...new Set([
      ...lesson.exercises.flatMap((exercise) => [...exercise.answers.flatMap(expandAnswer), exercise.example.answer.replace(/\s*\([^)]*\)\s*$/, "")]),
      ...glossary.sentences.map((sentence) => sentence.target),
    ]),
  ];
}

/** The task as a free-practice exercise: its "answers" are the lesson's sentences, to confirm one the lesson says. */
export function practiceExercise(lesson: TutorLesson, task: string): Exercise | null {
  const found = practiceTasks(lesson.body).find((item) => sameTask(item, task));
  const model = lesson.exercises[0];
  if (!found || !model) return null;
  return { prompt: found, answers: lessonSentences(lesson), nudge: model.nudge, hint: model.hint, example: model.example, structure: model.structure };
}

/** The lesson sentence sharing most words with the learner's, to compare: never one still to be built in the exercises. */
function nearest(lesson: TutorLesson, progress: ExerciseProgress, sentences: readonly string[], said: string): string | undefined {
  const unearned = shieldFor(unearnedAnswers(lesson.exercises, { exerciseIndex: progress.exerciseIndex, exampleShown: false }));
  const wanted = new Set(keys(said));
  const shared = (sentence: string) => keys(sentence).filter((key) => wanted.has(key)).length;
  const shown = sentences.filter((sentence) => !unearned.contains(sentence) && shared(sentence) > 0);
  return shown.reduce<string | undefined>((best, sentence) => (best === undefined || shared(sentence) > shared(best) ? sentence : best), undefined);
}

/**
 * A turn on a free-practice task: the answer is `done` once a sentence of the learner's own is
 * praised; anything else keeps the task, and nothing counts against the learner.
 */
export function freePracticeTurn(lesson: TutorLesson, progress: ExerciseProgress, exercise: Exercise, pad: ScratchPad, text: string): { turn: TutorTurn; done: boolean } {
  const said = text.trim();
  const languageCode = lessonLanguage(lesson);
  const place = placeOf(lesson.exercises, progress.exerciseIndex);
  const stays = (reply: string, intent: TutorTurn["intent"]): { turn: TutorTurn; done: boolean } => ({ turn: { reply, progress, scratchPad: pad, intent, place }, done: false });
  const verdict = checkAnswer(said.slice(0, 400), exercise.answers, languageCode);
  if (verdict.kind === "correct") {
    const scratchPad = { ...pad, knownStructures: remember(pad.knownStructures, [exercise.structure]) };
    return { turn: { reply: FREE_PRACTICE_TEXT.lessonSentence(verdict.answer), progress, scratchPad, intent: "attempt", verdict, place }, done: true };
  }
  const glossary = lessonGlossary(lesson.body, lesson.exercises);
  const intent = recogniseIntent(said, { languageCode, isLessonWord: (term) => definesWord(glossary, term) });
  if (intent.kind !== "attempt") return stays(FREE_PRACTICE_TEXT.inLanguage(exercise.prompt, lesson.languageName), intent.kind);
  const lessonKeys = new Set(exercise.answers.flatMap(keys));
  if (!keys(said).some((key) => lessonKeys.has(key))) return stays(FREE_PRACTICE_TEXT.noLessonWords(lesson.languageName), "attempt");
  const reply = FREE_PRACTICE_TEXT.ownSentence(nearest(lesson, progress, exercise.answers, said));
  return { turn: { reply, progress, scratchPad: pad, intent: "attempt", verdict: { kind: "unsure", closest: verdict.closest }, place }, done: true };
}
