/**
 * The rules a lesson must meet before learners see it, in one place: the content test and the seed
 * apply them to content/, and the admin editor applies them before it publishes. Each problem names
 * the field it is about (`exercises.3.answers.1`), so the editor can show it beside that field.
 */
import * as v from "valibot";
import { expandAnswer } from "../../contract/answer-pattern";
import { LESSON_EXERCISES } from "../../contract/constants";
import type { LessonProblem } from "../../contract/lesson-authoring";
import { LessonFrontMatter, type Exercise } from "../../contract/lesson-source";
import { invitationsWithoutReveal } from "../lessons/answer-reveals";
import { checkAnswer, detectLanguage } from "../tutor/answer-check";

export type { LessonProblem };

/** What the rules read: a lesson file's front matter, its body, and where it stands in its course. */
export interface LessonSubject {
  languageCode: string;
  slug: string;
  title: string;
  structures: unknown;
  exercises: unknown;
  markdown: string;
}

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A sentence no exercise of any course is about: the checker must refuse it everywhere. */
export const UNRELATED_SENTENCE = "The weather was lovely yesterday afternoon";
export const LESSON_BODY_MIN_CHARS = 200;

const correct = (attempt: string, answers: readonly string[], languageCode: string) => checkAnswer(attempt, answers, languageCode).kind === "correct";

/** Letters and digits only, lower-cased, single-spaced: how a hint is compared with an answer. */
const bare = (text: string) => text.normalize("NFC").toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, " ").trim();

/** A hint that holds the whole model answer hands it over: the learner has nothing left to build. */
function givesAnswerAway(help: string, modelAnswer: string): boolean {
  const answer = bare(modelAnswer);
  if (!answer) return false;
  // Japanese and Chinese run without spaces: there the answer's characters anywhere give it away.
  if (!/\p{Script=Latin}/u.test(answer)) return bare(help).replaceAll(" ", "").includes(answer.replaceAll(" ", ""));
  return ` ${bare(help)} `.includes(` ${answer} `);
}

/** What a schema check found, in an author's words rather than the schema's ("Invalid length: Expected >=1…"). */
function authorMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.type === "min_length") {
    if (typeof issue.input === "string") return "this cannot be empty";
    return issue.requirement === 1 ? "add at least one" : `add at least ${String(issue.requirement)}`;
  }
  if (issue.kind === "schema") return "this is missing";
  return issue.message;
}

function exerciseProblems(exercises: readonly Exercise[], languageCode: string): LessonProblem[] {
  const problems: LessonProblem[] = [];
  const at = (index: number, rest: string) => `exercises.${index}.${rest}`;
  const seen = new Map<string, number>();
  exercises.forEach((exercise, index) => {
    const twin = seen.get(exercise.prompt);
    if (twin !== undefined) problems.push({ field: at(index, "prompt"), message: `the same prompt as exercise ${twin + 1}` });
    seen.set(exercise.prompt, index);
    const detected = detectLanguage(exercise.answers);
    if (detected !== languageCode) {
      problems.push({ field: at(index, "answers"), message: `the checker reads these answers as ${detected || "no known language"}, not ${languageCode}` });
    }
    exercise.answers.forEach((pattern, answerIndex) => {
      const failing = expandAnswer(pattern).find((answer) => !correct(answer, exercise.answers, languageCode));
      if (failing !== undefined) problems.push({ field: at(index, `answers.${answerIndex}`), message: `the checker does not accept “${failing}”` });
    });
    for (const rung of ["nudge", "hint"] as const) {
      if (givesAnswerAway(exercise[rung], exercise.answers[0]!)) {
        problems.push({ field: at(index, rung), message: `the ${rung} gives the whole answer away (“${exercise.answers[0]}”): point the way instead` });
      }
    }
    if (correct(UNRELATED_SENTENCE, exercise.answers, languageCode)) {
      problems.push({ field: at(index, "answers"), message: `the checker accepts an unrelated sentence (“${UNRELATED_SENTENCE}”): the answers are too loose` });
    }
    // The worked example shows how a sentence is built; if it is itself an answer the learner is yet to find, it gives that answer away.
    const example = exercise.example.answer;
    if (correct(example, exercise.answers, languageCode)) {
      problems.push({ field: at(index, "example.answer"), message: "the worked example is an accepted answer of its own exercise" });
    }
    exercises.slice(index + 1).forEach((later, offset) => {
      if (correct(example, later.answers, languageCode)) {
        problems.push({ field: at(index, "example.answer"), message: `the worked example gives away the answer of exercise ${index + offset + 2}` });
      }
    });
  });
  return problems;
}

/** Every problem of the lesson; none means it may be published. */
export function lessonProblems(lesson: LessonSubject): LessonProblem[] {
  const problems: LessonProblem[] = [];
  if (!SLUG.test(lesson.slug)) problems.push({ field: "slug", message: "lower-case letters, digits and single hyphens only (e.g. i-am-you-are)" });
  if (lesson.markdown.trim().length < LESSON_BODY_MIN_CHARS) {
    problems.push({ field: "markdown", message: `the lesson text needs at least ${LESSON_BODY_MIN_CHARS} characters` });
  }
  // Think first (docs/product/lessons.md): a question that asks the learner to work something out keeps its answer hidden.
  for (const invitation of invitationsWithoutReveal(lesson.markdown)) {
    problems.push({ field: "markdown", message: `the answer to “${invitation}” stands in plain view: put the English in italics before the “?” and the answer in bold right after, so it goes behind a reveal` });
  }
  const parsed = v.safeParse(LessonFrontMatter, { title: lesson.title, structures: lesson.structures, exercises: lesson.exercises });
  if (!parsed.success) {
    for (const issue of parsed.issues) problems.push({ field: v.getDotPath(issue) ?? "exercises", message: authorMessage(issue) });
    return problems;
  }
  const { exercises } = parsed.output;
  if (exercises.length < LESSON_EXERCISES.min || exercises.length > LESSON_EXERCISES.max) {
    problems.push({ field: "exercises", message: `a lesson has ${LESSON_EXERCISES.min}–${LESSON_EXERCISES.max} exercises (this one has ${exercises.length})` });
  }
  return [...problems, ...exerciseProblems(exercises, lesson.languageCode)];
}
