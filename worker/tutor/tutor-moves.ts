/**
 * The tutor's moves on the sentence being built: praise and move on, a miss with the next rung of
 * the hint ladder (nudge → targeted hint → a similar worked example), a hint on request, the
 * worked example offered before an answer is given up, the answer itself (on the fourth miss or a
 * confirmed request), a skip, and the summary after the last sentence.
 */
import type { Exercise } from "../../contract/lesson-source";
import type { ScratchPad } from "../../contract/wire";
import type { Verdict } from "./answer-check";
import { aimAtMistake, noteOf, pinpoint } from "./feedback";
import { endingOf, endingText, placeOf, tallied } from "./lesson-ending";
import type { LessonGlossary } from "./lesson-words";
import { forget, remember } from "./scratch-pad";
import { learnWords, noteWords, spelledAnswer } from "./vocabulary-notes";
import { expandAnswer } from "../../contract/answer-pattern";
import { shieldFor } from "./unearned-answers";
import type { Comparison } from "./word-marks";
import type { ExerciseProgress, TutorLesson, TutorTurn } from "./offline-tutor";

/** The answer comes on the fourth miss: after the nudge, the targeted hint and the worked example. */
export const REVEAL_AFTER_MISSES = 3;
export const WORKED_EXAMPLE_RUNG = 3;

const PRAISE = ["Exactly right!", "Yes, that's it!", "Perfect.", "Spot on!", "Well built!", "Correct, nicely done."];

export interface TurnState {
  lesson: TutorLesson;
  progress: ExerciseProgress;
  pad: ScratchPad;
  exercise: Exercise;
  languageCode: string;
  glossary(): LessonGlossary;
}

export function askFor(exercise: Exercise): string {
  return `How would you say “${exercise.prompt}”?`;
}

/**
 * The similar sentence, worked through: the exercise's own example, unless it happens to be the
 * answer to this or a later sentence; then the latest sentence built before with the same
 * structure, or the nearest one before it.
 */
export function workedExample(lesson: Pick<TutorLesson, "exercises">, exerciseIndex: number): { prompt: string; answer: string } {
  const exercise = lesson.exercises[exerciseIndex]!;
  const ahead = shieldFor(lesson.exercises.slice(exerciseIndex).flatMap((item) => item.answers.flatMap(expandAnswer)));
  if (!ahead.contains(exercise.example.answer)) return exercise.example;
  const before = lesson.exercises.slice(0, exerciseIndex).reverse();
  const earlier = before.find((item) => item.structure === exercise.structure) ?? before[0];
  return earlier ? { prompt: earlier.prompt, answer: earlier.answers[0]! } : { prompt: exercise.example.prompt, answer: ahead.mask(exercise.example.answer) };
}

/** A sentence ending in a quotation that already ends in its own full stop gets no second one. */
export const ended = (text: string) => (/[.!?。？！।][”"’')]*$/u.test(text) ? text : `${text}.`);

const workedThrough = (state: Pick<TurnState, "lesson" | "progress">) => {
  const example = workedExample(state.lesson, state.progress.exerciseIndex);
  return `“${example.prompt}” is “${example.answer}”`;
};

function rungText(state: Pick<TurnState, "lesson" | "progress" | "exercise">, rung: number): string {
  if (rung <= 1) return state.exercise.nudge;
  if (rung === 2) return state.exercise.hint;
  return `Here's a similar one, worked through: ${ended(workedThrough(state))} Now build yours the same way.`;
}

/** Progress on a sentence, without the fields that are empty (the stored state stays small). */
function onSentence(progress: ExerciseProgress, changes: Partial<ExerciseProgress>): ExerciseProgress {
  const next: ExerciseProgress = { ...progress, ...changes };
  for (const key of ["rung", "offered", "missed", "review", "revealed"] as const) {
    const value = next[key];
    if (value === undefined || value === false || value === 0 || (Array.isArray(value) && value.length === 0)) delete next[key];
  }
  return next;
}

/** On to the next sentence; `right`: the one left was said right (not shown, not skipped). */
export function advance(state: TurnState, pad: ScratchPad, opening: string, review: readonly string[] = state.progress.review ?? [], right = false): TutorTurn {
  const { lesson } = state;
  const tally = tallied(state.progress.tally, state.progress, right);
  const progress = onSentence({ exerciseIndex: state.progress.exerciseIndex + 1, misses: 0, tally }, { review: [...new Set(review)] });
  const exercise = lesson.exercises[progress.exerciseIndex];
  const scratchPad = { ...pad, nextFocus: exercise?.structure ?? pad.struggles[0] ?? null };
  const place = placeOf(lesson.exercises, progress.exerciseIndex);
  if (!exercise) {
    const ending = endingOf(lesson.exercises, review, tally, scratchPad.knownVocabulary.length);
    return { reply: `${opening}\n\n${endingText(ending)}`, progress, scratchPad, intent: "attempt", place, ending };
  }
  return { reply: `${opening}\n\nNext, sentence ${progress.exerciseIndex + 1} of ${lesson.exercises.length}: ${askFor(exercise)}`, progress, scratchPad, intent: "attempt", place };
}

export function onCorrect(state: TurnState, verdict: Extract<Verdict, { kind: "correct" }>, comparison: Comparison): TutorTurn {
  const { exercise, progress, pad, lesson, languageCode } = state;
  const praise = PRAISE[progress.exerciseIndex % PRAISE.length]!;
  const remark =
    noteOf(verdict) ??
    (verdict.note === "accents" ? `Just watch the accents: it's written “${verdict.answer}”.` : verdict.note === "typo" ? `One small slip in the spelling: it's “${verdict.answer}”.` : "");
  const words = noteWords(spelledAnswer(exercise, verdict.answer, languageCode), lesson.exercises, languageCode);
  const learnt = learnWords(pad, words, progress.missed ?? [], true);
  const scratchPad: ScratchPad = {
    ...learnt,
    knownStructures: remember(pad.knownStructures, [exercise.structure]),
    // Right first time, as written: no longer a struggle. A slip forgiven as a typo does not clear it.
    struggles: progress.misses === 0 && !verdict.note ? forget(pad.struggles, exercise.structure) : pad.struggles,
  };
  const review = progress.misses >= 2 ? [...(progress.review ?? []), exercise.structure] : progress.review;
  const turn = advance(state, scratchPad, remark ? `${praise} ${remark}` : praise, review, true);
  return { ...turn, marks: comparison.marks };
}

/**
 * The answer; the words missed on the way become struggles. The tutor stays on the sentence: the
 * learner says or types it once, and that counts for this sentence (worker/tutor/after-reveal.ts).
 */
export function reveal(state: TurnState, opening: string, pad: ScratchPad = state.pad): TutorTurn {
  const { exercise, progress, lesson, languageCode } = state;
  const words = noteWords(spelledAnswer(exercise, exercise.answers[0]!, languageCode), lesson.exercises, languageCode);
  const scratchPad = { ...learnWords(pad, words, progress.missed ?? [], false), struggles: remember(pad.struggles, [exercise.structure]) };
  return {
    reply: `${opening}Here is the answer: “${exercise.answers[0]}”. Notice how it follows the pattern: ${exercise.structure}.\n\n${SAY_IT_ONCE}`,
    progress: onSentence(progress, { revealed: true, offered: false, review: [...new Set([...(progress.review ?? []), exercise.structure])] }),
    scratchPad,
    intent: "attempt",
    place: placeOf(lesson.exercises, progress.exerciseIndex),
  };
}

/** After the answer is shown: what the learner does next counts for that sentence. */
export const SAY_IT_ONCE = "Now say it once out loud, or type it, and we'll go on.";

export function onMiss(state: TurnState, verdict: Extract<Verdict, { kind: "wrong" }>, comparison: Comparison): TutorTurn {
  const { exercise, progress, pad } = state;
  const misses = progress.misses + 1;
  const missed = [...new Set([...(progress.missed ?? []), ...comparison.missed])];
  const scratchPad: ScratchPad = { ...pad, struggles: misses >= 2 ? remember(pad.struggles, [exercise.structure]) : pad.struggles, nextFocus: exercise.structure };
  const opening = pinpoint(verdict, comparison.marks, comparison.missed, progress.misses);
  if (misses > REVEAL_AFTER_MISSES) {
    return { ...reveal({ ...state, progress: { ...progress, missed } }, opening, scratchPad), marks: comparison.marks };
  }
  // Every miss climbs a rung (a conversation stored before rungs were kept has only its misses).
  const rung = Math.min(WORKED_EXAMPLE_RUNG, Math.max(progress.rung ?? 0, progress.misses) + 1);
  const hint =
    rung < WORKED_EXAMPLE_RUNG
      ? aimAtMistake(rungText(state, rung), rung === 1 ? exercise.hint : null, comparison.marks, comparison.missed, state.glossary())
      : rungText(state, rung);
  return {
    reply: `${opening}${hint}\n\n${askFor(exercise)}`,
    progress: onSentence(progress, { misses, rung, missed, offered: false }),
    scratchPad,
    intent: "attempt",
    marks: comparison.marks,
    place: placeOf(state.lesson.exercises, progress.exerciseIndex),
  };
}

/** The words of the offer under an answer the checker could not place (the screen's button says the same). */
export const REPORT_OFFER = "My answer should be accepted";

/**
 * A sentence the checker can neither accept nor name a mistake in: said plainly, with what the
 * lesson's sentence builds on (its structure and nudge, never its words); no miss, no hint-ladder
 * step, no struggle. The learner may report it, unless a teacher already turned it down.
 */
export function onUnsure(state: TurnState, attempt: string, dismissed?: string): TutorTurn {
  const { exercise } = state;
  const builds = `The lesson's sentence builds on ${exercise.structure}. ${exercise.nudge}`;
  const opening = `I can't confirm “${attempt}”: it isn't one of the sentences I know for this one, and I can't point to a mistake in it either, so I'm not counting it against you.`;
  const offer = dismissed
    ? `A teacher looked at this sentence before and didn't add it: ${ended(dismissed)}`
    : `If you think your sentence should be accepted, press “${REPORT_OFFER}” and a teacher will look at it.`;
  const turn = stay(state, "attempt", `${opening} ${builds}\n\n${offer} Or build it the way the lesson does.`);
  return dismissed ? turn : { ...turn, reportable: { exerciseIndex: state.progress.exerciseIndex, answer: attempt } };
}

/** A turn that stays on the sentence: the reply, then the sentence asked again. */
export function stay(state: TurnState, intent: TutorTurn["intent"], text: string, changes: Partial<ExerciseProgress> = {}, askAgain = true): TutorTurn {
  return {
    reply: askAgain ? `${text}\n\n${askFor(state.exercise)}` : text,
    progress: onSentence(state.progress, { offered: false, ...changes }),
    scratchPad: state.pad,
    intent,
    place: placeOf(state.lesson.exercises, state.progress.exerciseIndex),
  };
}

/** "hint": the next rung, without counting a miss. */
export function nextHint(state: TurnState): TutorTurn {
  const current = state.progress.rung ?? 0;
  if (current >= WORKED_EXAMPLE_RUNG) {
    return stay(state, "help", `That's every hint I have for this one. The worked example was ${ended(workedThrough(state))} Have a go, or say “I give up” and I'll show you the answer.`);
  }
  return stay(state, "help", rungText(state, current + 1), { rung: current + 1 });
}

/** "I give up" / "tell me": think first, with the worked example; a yes then shows the answer. */
export function offerAnswer(state: TurnState, intent: "give-up" | "tell-answer"): TutorTurn {
  const { exercise } = state;
  const lead = intent === "give-up" ? "Don't give up just yet!" : "I'll show you if you want, but think it through once more first.";
  return stay(
    state,
    intent,
    `${lead} Here's a similar one, worked through: ${ended(workedThrough(state))} Yours follows the same pattern (${exercise.structure}).\n\nHave another go at “${exercise.prompt}”, or say yes and I'll show you the answer.`,
    { rung: WORKED_EXAMPLE_RUNG, offered: true },
    false,
  );
}

/** "I don't understand": the task in other words, and the first hint if none was given yet. */
export function explainTask(state: TurnState): TutorTurn {
  const { exercise, lesson } = state;
  const rung = state.progress.rung ?? 0;
  const start = rung === 0 ? ` Here's a start: ${exercise.nudge}` : "";
  return stay(
    state,
    "confused",
    `No problem, let me put it another way. I'd like you to say “${exercise.prompt}” in ${lesson.languageName}, building it from what the lesson showed you. It practises ${exercise.structure}.${start} Type your try whenever you're ready; hint gives you more help.`,
    rung === 0 ? { rung: 1 } : {},
  );
}

/** "skip": on to the next sentence without the answer; it goes on the list to review. */
export function skip(state: TurnState): TutorTurn {
  const pad = { ...state.pad, struggles: remember(state.pad.struggles, [state.exercise.structure]) };
  return advance(state, pad, "No problem, we'll leave that one for now. It's on your list to review at the end.", [...(state.progress.review ?? []), state.exercise.structure]);
}
