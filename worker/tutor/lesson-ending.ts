/** Where the learner is in a lesson's sentences, and the summary once the last one is done. */
import type { ExercisePlace, LessonEnding, LessonTally } from "../../contract/wire";
import type { Exercise } from "../../contract/lesson-source";

export function placeOf(exercises: readonly Exercise[], exerciseIndex: number): ExercisePlace | null {
  return exerciseIndex < exercises.length ? { number: exerciseIndex + 1, total: exercises.length } : null;
}

export function endingOf(exercises: readonly Exercise[], review: readonly string[] = [], tally?: LessonTally, words?: number): LessonEnding {
  const ending: LessonEnding = { practised: [...new Set(exercises.map((exercise) => exercise.structure))], review: [...new Set(review)] };
  if (tally) ending.tally = tally;
  if (words !== undefined) ending.words = words;
  return ending;
}

const NO_TALLY: LessonTally = { firstTime: 0, helped: 0, revealed: 0, hints: 0 };

/**
 * The tally once the learner leaves a sentence: right at once (no miss, no hint), right with help,
 * or shown/skipped; every hint rung reached counts.
 */
export function tallied(tally: LessonTally | undefined, sentence: { misses: number; rung?: number; revealed?: boolean }, right: boolean): LessonTally {
  const before = tally ?? NO_TALLY;
  const hints = before.hints + (sentence.rung ?? 0);
  if (!right || sentence.revealed) return { ...before, revealed: before.revealed + 1, hints };
  if (sentence.misses === 0 && !sentence.rung) return { ...before, firstTime: before.firstTime + 1, hints };
  return { ...before, helped: before.helped + 1, hints };
}

export function endingText(ending: LessonEnding): string {
  const score = ending.tally ? `${ending.tally.firstTime} of ${ending.tally.firstTime + ending.tally.helped + ending.tally.revealed} sentences right on the first try.\n` : "";
  const review = ending.review.length
    ? `Worth reviewing: ${ending.review.join("; ")}. Come back to ${ending.review.length === 1 ? "it" : "them"} with the lesson text, or type again to practise the sentences once more.`
    : "Nothing needed a second look. Well done!";
  return `That was the last sentence of this lesson.\n\n${score}You practised: ${ending.practised.join("; ")}.\n${review}\n\nThe button below takes you on to the next lesson.`;
}
