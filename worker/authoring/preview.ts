/**
 * What the editor shows beside a draft, computed by the code learners meet: the lesson text rendered
 * and made safe as the lesson screen gets it, the rules' problems, each accepted answer through the
 * tutor's checker, and what the tutor would answer to a sentence the author tries.
 */
import * as v from "valibot";
import { answerPatternProblem, expandAnswer } from "../../contract/answer-pattern";
import type { ExerciseCheck, LessonDraftContent, LessonPreview } from "../../contract/lesson-authoring";
import { Exercise } from "../../contract/lesson-source";
import { languageName } from "../../contract/page-titles";
import { renderLesson } from "../lessons/markdown";
import { lessonLanguage } from "../lessons/sayings";
import { lessonIdFor } from "../../contract/lesson-ids";
import { checkAnswer } from "../tutor/answer-check";
import { offlineTurn } from "../tutor/offline-tutor";
import { emptyScratchPad } from "../tutor/scratch-pad";
import { lessonProblems } from "./lesson-rules";

const accepts = (attempt: string, answers: readonly string[], languageCode: string) => answers.length > 0 && checkAnswer(attempt, answers, languageCode).kind === "correct";

export function previewLesson(languageCode: string, lesson: LessonDraftContent, trials: readonly { exercise: number; answer: string }[]): LessonPreview {
  // The tutor is tried with the answers that are well formed, so one broken pattern does not silence it.
  const usable = lesson.exercises.map((exercise) => v.safeParse(Exercise, { ...exercise, answers: exercise.answers.filter((answer) => answer.trim() && !answerPatternProblem(answer)) }));
  const tutorLesson = {
    lessonId: lessonIdFor(languageCode, 1),
    number: 0,
    title: lesson.title,
    languageName: languageCode,
    exercises: usable.map((result, index) => (result.success ? result.output : (lesson.exercises[index] as Exercise))),
    body: lesson.markdown,
  };
  const exercises = lesson.exercises.map((exercise, index): ExerciseCheck => {
    // A broken pattern is reported by the rules; the others are still checked against each other.
    const answers = exercise.answers.filter((answer) => answer.trim() && !answerPatternProblem(answer));
    const check: ExerciseCheck = {
      answers: exercise.answers.map((answer) => ({
        answer,
        accepted: answers.includes(answer) && expandAnswer(answer).every((sentence) => accepts(sentence, answers, languageCode)),
      })),
    };
    const trial = trials.find((item) => item.exercise === index);
    if (trial && usable[index]?.success) {
      const turn = offlineTurn(tutorLesson, { exerciseIndex: index, misses: 0 }, emptyScratchPad(), trial.answer);
      const kind = answers.length ? checkAnswer(trial.answer, answers, languageCode).kind : "wrong";
      check.trial = { answer: trial.answer, verdict: kind, reply: turn.reply };
    } else if (trial) {
      check.trial = { answer: trial.answer, verdict: "wrong", reply: "Fill in this exercise's fields first: the tutor needs a prompt, answers, a nudge, a hint and an example." };
    }
    return check;
  });
  // Rendered as the lesson screen's text is: its language marked, its answers behind their reveals.
  const html = renderLesson(lesson.markdown, lessonLanguage(languageCode, languageName(languageCode), lesson.exercises)).html;
  return { html, problems: lessonProblems({ languageCode, ...lesson }), exercises };
}
