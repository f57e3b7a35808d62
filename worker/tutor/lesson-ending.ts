/** Where the learner is in a lesson's sentences, and the summary once the last one is done. */
import type { ExercisePlace, LessonEnding } from "../../contract/wire";
import type { Exercise } from "../../contract/lesson-source";

export function placeOf(exercises: readonly Exercise[], exerciseIndex: number): ExercisePlace | null {
  return exerciseIndex < exercises.length ? { number: exerciseIndex + 1, total: exercises.length } : null;
}

export function endingOf(exercises: readonly Exercise[], review: readonly string[] = []): LessonEnding {
  return { practised: [...new Set(exercises.map((exercise) => exercise.structure))], review: [...new Set(review)] };
}

export function endingText(ending: LessonEnding): string {
  const review = ending.review.length
    ? `Worth reviewing: ${ending.review.join("; ")}. Come back to ${ending.review.length === 1 ? "it" : "them"} with the lesson text, or type again to practise the sentences once more.`
    : "Nothing needed a second look. Well done!";
  return `That was the last sentence of this lesson.\n\nYou practised: ${ending.practised.join("; ")}.\n${review}\n\nThe button below takes you on to the next lesson.`;
}
