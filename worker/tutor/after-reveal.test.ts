import { describe, expect, it } from "vitest";
import { courseLesson } from "../test/course-lessons";
import { AFTER_REVEAL_TEXT } from "./after-reveal";
import { offlineTurn, START, type ExerciseProgress, type TutorTurn } from "./offline-tutor";
import { guardedAnswers } from "./reply-guard";
import { emptyScratchPad } from "./scratch-pad";
import { SAY_IT_ONCE } from "./tutor-moves";

const german = courseLesson("de", 2);
const [first, second] = german.exercises;

/** Plays messages from the start; answers every turn. */
function play(messages: string[], progress: ExerciseProgress = START): TutorTurn[] {
  let state = { progress, scratchPad: emptyScratchPad() };
  return messages.map((message) => (state = offlineTurn(german, state.progress, state.scratchPad, message)));
}

describe("after a reveal (issue 28, item 6)", () => {
  it("stays on the shown sentence and asks the learner to say it once", () => {
    const [, reveal] = play(["I give up", "yes"]);
    expect(reveal!.reply).toContain(`Here is the answer: “${first!.answers[0]}”`);
    expect(reveal!.reply).toContain(SAY_IT_ONCE);
    expect(reveal!.reply).not.toContain(second!.prompt);
    expect(reveal!.progress).toMatchObject({ exerciseIndex: 0, revealed: true, review: [first!.structure] });
    expect(reveal!.place).toEqual({ number: 1, total: german.exercises.length });
  });

  it("counts the revealed sentence, typed once, for that sentence, then asks the next one", () => {
    const [, , said] = play(["I give up", "yes", first!.answers[0]!]);
    expect(said!.verdict?.kind).toBe("correct");
    expect(said!.reply).toContain(AFTER_REVEAL_TEXT.said);
    expect(said!.reply).toContain(`How would you say “${second!.prompt}”?`);
    expect(said!.progress).toMatchObject({ exerciseIndex: 1, misses: 0, review: [first!.structure], tally: { firstTime: 0, helped: 0, revealed: 1 } });
    // Nothing of it counts against the next sentence.
    expect(said!.progress.misses).toBe(0);
  });

  it("takes a slip in saying it as said for the shown sentence, never as a miss on the next", () => {
    const turns = play(["I give up", "yes", "Ich habe kreativ", second!.answers[0]!]);
    expect(turns[2]!.reply).toContain(AFTER_REVEAL_TEXT.compare(first!.answers[0]!));
    expect(turns[2]!.progress).toMatchObject({ exerciseIndex: 1, misses: 0, review: [first!.structure], tally: { firstTime: 0, helped: 0, revealed: 1 } });
    expect(turns[3]!.verdict?.kind).toBe("correct");
    expect(turns[3]!.progress.exerciseIndex).toBe(2);
  });

  it("answers a question first and still waits for the sentence", () => {
    const [, , question, said] = play(["I give up", "yes", "hint", first!.answers[0]!]);
    expect(question!.progress).toMatchObject({ exerciseIndex: 0, revealed: true });
    expect(said!.progress.exerciseIndex).toBe(1);
  });

  it("lets the model name the shown answer, but not the next sentence's", () => {
    const [, reveal] = play(["I give up", "yes"]);
    const guarded = guardedAnswers(german.exercises, reveal!.progress);
    expect(guarded).not.toContain(first!.answers[0]);
    expect(guarded).toContain(second!.answers[0]);
  });
});

describe("after a reveal, moving on without saying it", () => {
  it("goes on at 'next' or 'ok', the sentence kept for review", () => {
    for (const message of ["next", "ok"]) {
      const [, , on] = play(["I give up", "yes", message]);
      expect(on!.progress).toMatchObject({ exerciseIndex: 1, misses: 0, review: [first!.structure], tally: { firstTime: 0, helped: 0, revealed: 1 } });
      expect(on!.reply).toContain(`How would you say “${second!.prompt}”?`);
    }
  });
});
