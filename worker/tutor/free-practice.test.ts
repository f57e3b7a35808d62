import { describe, expect, it } from "vitest";
import { courseLesson } from "../test/course-lessons";
import { runTurn } from "./engine";
import { FREE_PRACTICE_TEXT, practiceTasks } from "./free-practice";
import { START } from "./offline-tutor";
import { emptyScratchPad } from "./scratch-pad";
import { withTryIt } from "./try-it";

const offline = { name: "offline" } as const;
const hindi = courseLesson("hi", 1);
const LOANWORDS = 'Say "this is..." and "that is..." with three English loanwords';
const turn = (text: string, progress = withTryIt(hindi, START, LOANWORDS)) =>
  runTurn(offline, { lesson: hindi, history: [], scratchPad: emptyScratchPad(), progress, text });

describe("free practice from the lesson's Try it (issue 28, item 7)", () => {
  it("reads the tasks under the lesson's Try it heading", () => {
    expect(practiceTasks(hindi.body)).toEqual([LOANWORDS, "Make one sentence negative with nahin", "Ask one question with kya"]);
  });

  it("praises a sentence of the learner's own that uses the pattern, never a miss or a struggle", async () => {
    const own = await turn("यह कंप्यूटर है।");
    expect(own.reply).toContain("a sentence of your own");
    expect(own.reply).not.toMatch(/not quite|wrong|missing/i);
    expect(own.verdict?.kind).not.toBe("wrong");
    expect(own.scratchPad.struggles).toEqual([]);
    expect(own.tryItAnswered).toBe(true);
    expect(own.progress).toEqual(START);
    expect(own.reply).toContain(`Now, back to sentence 1 of ${hindi.exercises.length}`);
    // The sentence shown to compare is never one the learner has still to build.
    for (const exercise of hindi.exercises) for (const answer of exercise.answers) expect(own.reply).not.toContain(answer);
  });

  it("confirms a sentence the lesson itself says", async () => {
    const said = await turn("vah taxi hai");
    expect(said.verdict?.kind).toBe("correct");
    expect(said.reply).toContain("Well built!");
    expect(said.tryItAnswered).toBe(true);
  });

  it("keeps the task for English, with no miss", async () => {
    const english = await turn("this is my favourite computer and I love it");
    expect(english.tryItAnswered).toBeUndefined();
    expect(english.progress.tryIt?.practice).toBe(true);
    expect(english.progress.misses).toBe(0);
    expect(english.reply).not.toContain(FREE_PRACTICE_TEXT.ownSentence("").slice(0, 20));
  });
});
