import { describe, expect, it } from "vitest";
import type { Exercise } from "../../contract/lesson-source";
import { greeting, offlineTurn, START, type TutorLesson } from "./offline-tutor";
import { emptyScratchPad } from "./scratch-pad";

const exercise = (prompt: string, answers: string[], structure: string): Exercise => ({
  prompt,
  answers,
  nudge: `NUDGE for ${prompt}`,
  hint: `HINT for ${prompt}`,
  example: { prompt: "I am hungry.", answer: "Ich habe Hunger." },
  structure,
});

const lesson: TutorLesson = {
  lessonId: "de-lesson02",
  number: 2,
  title: "I Am, You Are",
  languageName: "German",
  exercises: [
    exercise("I am tired.", ["Ich bin müde."], "ich bin + adjective"),
    exercise("You are late.", ["Du bist spät.", "Sie sind spät."], "du bist / Sie sind"),
  ],
  body: "# I Am, You Are\n\n**bin** is the form of *sein* (to be) that goes with *ich*.\n\n| English | German |\n|---|---|\n| tired | müde |\n| late | spät |\n\nGerman nouns are capitalised.\n",
};

describe("the offline tutor", () => {
  it("greets with the lesson and asks for the first sentence before giving anything away", () => {
    const text = greeting(lesson, START, emptyScratchPad());
    expect(text).toContain("Lesson 2: I Am, You Are");
    expect(text).toContain("How would you say “I am tired.”?");
    expect(text).not.toContain("Ich bin müde");
  });

  it("praises a correct answer, notes what was learnt and moves to the next sentence", () => {
    const turn = offlineTurn(lesson, START, emptyScratchPad(), "ich bin müde");
    expect(turn.reply).toMatch(/^Exactly right!/);
    expect(turn.reply).toContain("How would you say “You are late.”?");
    expect(turn.progress).toEqual({ exerciseIndex: 1, misses: 0, tally: { firstTime: 1, helped: 0, revealed: 0, hints: 0 } });
    expect(turn.scratchPad.knownVocabulary).toEqual(expect.arrayContaining(["ich", "bin", "müde"]));
    expect(turn.scratchPad.knownStructures).toEqual(["ich bin + adjective"]);
    expect(turn.scratchPad.nextFocus).toBe("du bist / Sie sind");
  });

  it("accepts an accent-only slip and points at the accents", () => {
    const turn = offlineTurn(lesson, START, emptyScratchPad(), "Ich bin mude");
    expect(turn.progress.exerciseIndex).toBe(1);
    expect(turn.reply).toContain("watch the accents: it's written “Ich bin müde.”");
  });

  it("accepts any accepted alternative", () => {
    const second = { exerciseIndex: 1, misses: 0 };
    expect(offlineTurn(lesson, second, emptyScratchPad(), "Sie sind spät").progress.exerciseIndex).toBe(2);
  });

  it("names the one wrong word without giving the right one", () => {
    const turn = offlineTurn(lesson, START, emptyScratchPad(), "Ich habe müde");
    expect(turn.reply).toContain("“habe”");
    expect(turn.reply).not.toContain("bin");
  });

  it("climbs the ladder nudge → hint → worked example, and reveals only after the third miss", () => {
    let state = { progress: START, scratchPad: emptyScratchPad() };
    const replies: string[] = [];
    for (let miss = 0; miss < 4; miss++) {
      const turn = offlineTurn(lesson, state.progress, state.scratchPad, "Das ist falsch");
      replies.push(turn.reply);
      state = turn;
    }
    expect(replies[0]).toContain("NUDGE for I am tired.");
    expect(replies[1]).toContain("HINT for I am tired.");
    expect(replies[2]).toContain("“I am hungry.” is “Ich habe Hunger.”");
    for (const reply of replies.slice(0, 3)) expect(reply).not.toContain("Ich bin müde");
    expect(replies[3]).toContain("Here is the answer: “Ich bin müde.”");
    // The learner says it once, and that counts for this sentence (worker/tutor/after-reveal.test.ts).
    expect(state.progress).toMatchObject({ exerciseIndex: 0, revealed: true, review: ["ich bin + adjective"] });
  });

  it("gives the next rung when the learner asks for a hint, without counting a miss", () => {
    const turn = offlineTurn(lesson, START, emptyScratchPad(), "hint");
    expect(turn.reply).toContain("NUDGE for I am tired.");
    expect(turn.progress).toEqual({ exerciseIndex: 0, misses: 0, rung: 1 });
  });

  it("records a struggle after two misses and clears it when the structure is later got right first time", () => {
    let turn = offlineTurn(lesson, START, emptyScratchPad(), "Ich habe Hunger");
    turn = offlineTurn(lesson, turn.progress, turn.scratchPad, "Du bist spät");
    expect(turn.scratchPad.struggles).toEqual(["ich bin + adjective"]);
    expect(turn.scratchPad.nextFocus).toBe("ich bin + adjective");
    const again = offlineTurn(lesson, START, turn.scratchPad, "Ich bin müde");
    expect(again.scratchPad.struggles).toEqual([]);
  });

  it("keeps a struggle when the structure is only got right with a slip forgiven as a typo", () => {
    const pad = { ...emptyScratchPad(), struggles: ["ich bin + adjective"] };
    const turn = offlineTurn(lesson, START, pad, "Ich bin müdde");
    expect(turn.progress.exerciseIndex).toBe(1);
    expect(turn.scratchPad.struggles).toEqual(["ich bin + adjective"]);
  });

  it("answers a question from the lesson text and comes back to the sentence", () => {
    const turn = offlineTurn(lesson, START, emptyScratchPad(), "What does müde mean?");
    expect(turn.reply).toContain("“müde” means “tired”");
    expect(turn.reply).toContain("back to our sentence: How would you say “I am tired.”?");
    expect(turn.progress).toEqual(START);
    const why = offlineTurn(lesson, START, emptyScratchPad(), "Why is it bin and not ist?");
    expect(why.reply).toContain("bin is the form of sein (to be) that goes with ich");
  });

  it("finishes the lesson and can start again", () => {
    const done = offlineTurn(lesson, { exerciseIndex: 1, misses: 0 }, emptyScratchPad(), "Du bist spät");
    expect(done.reply).toContain("That was the last sentence of this lesson");
    const again = offlineTurn(lesson, done.progress, done.scratchPad, "again");
    expect(again.progress).toEqual(START);
    expect(again.reply).toContain("How would you say “I am tired.”?");
  });
});
