/**
 * The front matter of a lesson file (content/{code}/{NN}-{slug}.md). The seed script checks every
 * file against it, and the tutor reads the exercises it describes.
 */
import * as v from "valibot";

const text = v.pipe(v.string(), v.trim(), v.minLength(1));

export const Exercise = v.object({
  prompt: text,
  answers: v.pipe(v.array(text), v.minLength(1)),
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
