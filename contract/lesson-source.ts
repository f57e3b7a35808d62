/**
 * The front matter of a lesson file (content/{code}/{NN}-{slug}.md). The seed script checks every
 * file against it, and the tutor reads the exercises it describes.
 */
import * as v from "valibot";
import { answerPatternProblem, isPlainAnswer } from "./answer-pattern.ts";

const text = v.pipe(v.string(), v.trim(), v.minLength(1));

/** An accepted answer, possibly written with the pattern syntax of contract/answer-pattern.ts. */
const answerPattern = v.pipe(
  text,
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? answerPatternProblem(dataset.value) : null;
    if (problem) addIssue({ message: `answer pattern: ${problem}` });
  }),
);

/** The first answer is the model answer the tutor shows the learner, so it is written out plainly. */
const answers = v.pipe(
  v.array(answerPattern),
  v.minLength(1),
  v.rawCheck(({ dataset, addIssue }) => {
    if (dataset.typed && !isPlainAnswer(dataset.value[0]!)) {
      addIssue({ message: "the first answer is the model answer and must be plain (no ( ) [ ] { } | &)", path: [{ type: "array", origin: "value", input: dataset.value, key: 0, value: dataset.value[0] }] });
    }
  }),
);

export const Exercise = v.object({
  prompt: text,
  answers,
  nudge: text,
  hint: text,
  example: v.object({ prompt: text, answer: text }),
  structure: text,
});
export type Exercise = v.InferOutput<typeof Exercise>;

export const LessonFrontMatter = v.pipe(
  v.object({
    title: text,
    structures: v.pipe(v.array(text), v.minLength(1)),
    exercises: v.pipe(v.array(Exercise), v.minLength(1)),
  }),
  v.check(
    (lesson) => lesson.exercises.every((exercise) => lesson.structures.includes(exercise.structure)),
    "Every exercise must practise one of the lesson's structures",
  ),
);
export type LessonFrontMatter = v.InferOutput<typeof LessonFrontMatter>;

export const LanguageSource = v.object({
  code: v.pipe(v.string(), v.regex(/^[a-z]{2}$/)),
  name: text,
  flagCode: v.pipe(v.string(), v.regex(/^[a-z]{2}$/)),
  speakers: v.optional(v.number()),
});
export type LanguageSource = v.InferOutput<typeof LanguageSource>;
