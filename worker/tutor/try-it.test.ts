import { describe, expect, it } from "vitest";
import { courseLesson } from "../test/course-lessons";
import { runTurn } from "./engine";
import { START } from "./offline-tutor";
import { emptyScratchPad } from "./scratch-pad";
import { lessonQuestions, withTryIt } from "./try-it";

const offline = { name: "offline" } as const;
const hindi = courseLesson("hi", 1);
const STATION = "this is a station";

describe("Try it with the tutor (issue 28, item 8)", () => {
  it("reads the lesson text's questions and the answers their reveals hold", () => {
    expect(lessonQuestions(hindi.body)).toContainEqual({ prompt: STATION, answers: ["यह स्टेशन है।", "yah station hai."] });
  });

  it("judges the answer against that very question, praises it, records no struggle and goes back to the lesson's sentence", async () => {
    const progress = withTryIt(hindi, START, STATION);
    const turn = await runTurn(offline, { lesson: hindi, history: [], scratchPad: emptyScratchPad(), progress, text: "यह स्टेशन है।" });
    expect(turn.verdict?.kind).toBe("correct");
    expect(turn.reply).toMatch(/^Exactly right!/);
    expect(turn.reply).toContain(`Now, back to sentence 1 of ${hindi.exercises.length}: How would you say “${hindi.exercises[0]!.prompt}”?`);
    expect(turn.scratchPad.struggles).toEqual([]);
    expect(turn.tryItAnswered).toBe(true);
    // Back on the lesson's first sentence, nothing counted against it, no ending shown.
    expect(turn.progress).toEqual(START);
    expect(turn.place).toEqual({ number: 1, total: hindi.exercises.length });
    expect(turn.ending).toBeUndefined();
  });

  it("accepts the romanised answer the reveal shows, and keeps the question while it is being worked out", async () => {
    const progress = withTryIt(hindi, START, STATION);
    const miss = await runTurn(offline, { lesson: hindi, history: [], scratchPad: emptyScratchPad(), progress, text: "यह बस है।" });
    expect(miss.verdict?.kind).not.toBe("correct");
    expect(miss.tryItAnswered).toBeUndefined();
    expect(miss.progress.tryIt?.exercise.prompt).toBe(STATION);
    expect(miss.progress.exerciseIndex).toBe(0);
    expect(miss.reply).toContain(`How would you say “${STATION}”?`);
    const right = await runTurn(offline, { lesson: hindi, history: [], scratchPad: miss.scratchPad, progress: withTryIt(hindi, miss.progress, STATION), text: "yah station hai" });
    expect(right.verdict?.kind).toBe("correct");
    expect(right.tryItAnswered).toBe(true);
    expect(right.progress.tryIt).toBeUndefined();
  });

  it("leaves the progress alone for the sentence the tutor is on already, or a question the lesson does not ask", () => {
    expect(withTryIt(hindi, START, hindi.exercises[0]!.prompt)).toBe(START);
    expect(withTryIt(hindi, START, "how would you say something else entirely")).toBe(START);
    expect(withTryIt(hindi, START, undefined)).toBe(START);
  });

  it("gives away none of the lesson's sentences still to be built, whatever the learner asks on the way", async () => {
    let state = { progress: withTryIt(hindi, START, STATION), scratchPad: emptyScratchPad() };
    const unearned = hindi.exercises.flatMap((exercise) => exercise.answers).filter((answer) => /[\u0900-\u097F]/u.test(answer));
    for (const text of ["how do I say hotel?", "what does यह mean?", "hint", "hint", "hint", "why is है at the end?", "I give up", "yes"]) {
      const turn = await runTurn(offline, { lesson: hindi, history: [], scratchPad: state.scratchPad, progress: state.progress, text });
      for (const answer of unearned) expect(turn.reply, `${text} → ${turn.reply}`).not.toContain(answer.replace(/।$/, ""));
      state = turn;
    }
  });
});
