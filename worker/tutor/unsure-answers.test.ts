import { describe, expect, it } from "vitest";
import { expandAnswer } from "../../contract/answer-pattern";
import type { Opinion, OpinionPlace, OpinionStore } from "../answer-reports/opinions";
import { courseLesson } from "../test/course-lessons";
import { checkAnswer, type Verdict } from "./answer-check";
import { runTurn } from "./engine";
import { offlineTurn, type AnswerChecker, type ExerciseProgress } from "./offline-tutor";
import type { ChatModel, PromptMessage } from "./providers/types";
import { emptyScratchPad } from "./scratch-pad";
import { readOpinion } from "./second-opinion";
import { REPORT_OFFER } from "./tutor-moves";

const lesson = courseLesson("de", 2);
const exercise = lesson.exercises[2]!; // "You are very active."
const VARIANT = "Ihr seid sehr aktiv.";
const AT_THIRD: ExerciseProgress = { exerciseIndex: 2, misses: 1, rung: 1 };
const pad = { ...emptyScratchPad(), struggles: ["ich bin"] };

/** The checker as it will answer once it cannot place a sentence: "unsure" for the variant, itself otherwise. */
function unsureFor(sentence: string, real: AnswerChecker): AnswerChecker {
  return (attempt, accepted, code) => (attempt === sentence ? ({ kind: "unsure", closest: accepted[0]! } satisfies Verdict) : real(attempt, accepted, code));
}

const check = unsureFor(VARIANT, checkAnswer);

/** A model that says `reply` and answers side calls with `opinion`, keeping what it was asked. */
function fakeModel(reply: string[], opinion: string): ChatModel & { asked: PromptMessage[][] } {
  const asked: PromptMessage[][] = [];
  return {
    asked,
    async *stream() {
      for (const piece of reply) yield piece;
    },
    async complete(messages) {
      asked.push(messages);
      return messages[0]!.content.includes("JSON object only") ? opinion : "not json";
    },
  };
}

function memoryStore(seed: [string, Opinion][] = []): OpinionStore & { kept: Map<string, Opinion> } {
  const kept = new Map(seed);
  const key = (place: OpinionPlace, answer: string) => `${place.lessonId}:${place.exerciseIndex}:${answer}`;
  return {
    kept,
    find: async (place, answer) => kept.get(key(place, answer)) ?? null,
    keepModelOpinion: async (place, answer, opinion) => {
      if (kept.get(key(place, answer))?.source !== "admin") kept.set(key(place, answer), { ...opinion, source: "model" });
    },
  };
}

const answersOf = (exerciseIndex: number) => lesson.exercises[exerciseIndex]!.answers.flatMap(expandAnswer);

describe("a sentence the checker cannot place", () => {
  it("is neither praised nor called wrong: the tutor can't confirm it, says what the sentence builds on, and offers a report", () => {
    const turn = offlineTurn(lesson, AT_THIRD, pad, VARIANT, { check });
    expect(turn.verdict?.kind).toBe("unsure");
    expect(turn.reply).toContain(`I can't confirm “${VARIANT}”`);
    expect(turn.reply).toContain(exercise.structure);
    expect(turn.reply).toContain(exercise.nudge);
    expect(turn.reply).toContain(REPORT_OFFER);
    expect(turn.reply).not.toMatch(/not quite|wrong|nearly|correct!/i);
    for (const answer of answersOf(2)) expect(turn.reply).not.toContain(answer);
    expect(turn.reportable).toEqual({ exerciseIndex: 2, answer: VARIANT });
    expect(turn.marks).toBeUndefined();
  });

  it("costs nothing: no miss, no step up the hint ladder, no struggle, and the same sentence is asked again", () => {
    const turn = offlineTurn(lesson, AT_THIRD, pad, VARIANT, { check });
    expect(turn.progress).toEqual(AT_THIRD);
    expect(turn.scratchPad).toEqual(pad);
    expect(turn.place).toEqual({ number: 3, total: lesson.exercises.length });
    // A real miss after it is the second one, not the third.
    const miss = offlineTurn(lesson, turn.progress, turn.scratchPad, "Du bist sehr aktiven.", { check });
    expect(miss.verdict?.kind).toBe("wrong");
    expect(miss.progress.misses).toBe(2);
  });

  it("is still read for what it means first: a request for help is help", () => {
    const help = offlineTurn(lesson, AT_THIRD, pad, "hint", { check: () => ({ kind: "unsure", closest: exercise.answers[0]! }) });
    expect(help.intent).toBe("help");
    expect(help.reportable).toBeUndefined();
  });

  it("turned down by a teacher before, it is not offered for reporting again and the reason is said", async () => {
    const store = memoryStore([[`de-lesson02:2:${VARIANT}`, { verdict: "wrong", reason: "Ihr is plural: the prompt means one person.", source: "admin" }]]);
    const turn = await runTurn({ name: "offline" }, { lesson, history: [], scratchPad: pad, progress: AT_THIRD, text: VARIANT, check, opinions: store });
    expect(turn.reply).toContain("A teacher looked at this sentence before and didn't add it: Ihr is plural: the prompt means one person.");
    expect(turn.reportable).toBeUndefined();
    expect(turn.progress).toEqual(AT_THIRD);
  });

  it("confirmed by a teacher (an admin's overruling), it is accepted even by the offline tutor", async () => {
    const store = memoryStore([[`de-lesson02:2:${VARIANT}`, { verdict: "correct", reason: "Fine.", source: "admin" }]]);
    const turn = await runTurn({ name: "offline" }, { lesson, history: [], scratchPad: pad, progress: AT_THIRD, text: VARIANT, check, opinions: store });
    expect(turn.verdict?.kind).toBe("correct");
    expect(turn.progress.exerciseIndex).toBe(3);
    expect(turn.reply).toContain("a teacher has confirmed it");
  });
});

describe("a model's second opinion on it", () => {
  const modelTurn = (model: ChatModel, store = memoryStore(), text = VARIANT) =>
    runTurn({ name: "workers-ai", chat: model }, { lesson, history: [], scratchPad: pad, progress: AT_THIRD, text, check, opinions: store });

  it("asks for a strict JSON verdict with the exercise and the checker's diagnosis, and a “correct” accepts the answer gently", async () => {
    const model = fakeModel(["Good work: I'm counting it. ", "On to the next one."], '{"verdict":"correct","reason":"Ihr is the plural you; the prompt allows it."}');
    const store = memoryStore();
    const turn = await modelTurn(model, store);
    const [system, user] = model.asked[0]!;
    expect(system!.content).toContain('{"verdict":"correct","reason":"…"}');
    expect(user!.content).toContain(exercise.prompt);
    expect(user!.content).toContain(VARIANT);
    expect(user!.content).toContain("neither an accepted answer nor a mistake the checker can name");
    expect(turn.verdict?.kind).toBe("correct");
    expect(turn.progress.exerciseIndex).toBe(3);
    expect(turn.reply).toBe("Good work: I'm counting it. On to the next one.");
    // Cached: the next learner's turn does not ask the model again.
    expect(store.kept.get(`de-lesson02:2:${VARIANT}`)).toEqual({ verdict: "correct", reason: "Ihr is the plural you; the prompt allows it.", source: "model" });
    const again = fakeModel(["Counting it."], "never asked");
    expect((await modelTurn(again, store)).verdict?.kind).toBe("correct");
    expect(again.asked.filter((messages) => messages[0]!.content.includes("JSON object only"))).toEqual([]);
  });

  it("the offline tutor's words say it was accepted without being one of the lesson's sentences", async () => {
    const model = fakeModel(["Yes, that's right!"], '{"verdict":"correct","reason":"fine"}');
    const offline = await runTurn({ name: "offline" }, { lesson, history: [], scratchPad: pad, progress: AT_THIRD, text: VARIANT, check, opinions: memoryStore([[`de-lesson02:2:${VARIANT}`, { verdict: "correct", reason: "fine", source: "model" }]]) });
    expect(offline.reply).toContain("It isn't one of the sentences this lesson lists, but it reads as correct, so I'm counting it.");
    expect((await modelTurn(model)).verdict?.kind).toBe("correct");
  });

  it.each([
    ["a “wrong”", '{"verdict":"wrong","reason":"Ihr is plural."}'],
    ["prose", "I think it's correct."],
    ["JSON with another verdict", '{"verdict":"maybe","reason":"hm"}'],
    ["JSON with extra keys", '{"verdict":"correct","reason":"ok","confidence":0.4}'],
    ["JSON without a reason", '{"verdict":"correct"}'],
  ])("%s is no acceptance: the sentence stays unconfirmed, and still costs nothing", async (_, answer) => {
    const turn = await modelTurn(fakeModel(["I can't confirm that one, but it's no mistake I know of."], answer));
    expect(turn.verdict?.kind).toBe("unsure");
    expect(turn.progress).toEqual(AT_THIRD);
    expect(turn.reportable).toEqual({ exerciseIndex: 2, answer: VARIANT });
  });

  it("the model's update of the notes cannot make it a struggle", async () => {
    const model = fakeModel(["I can't confirm that one."], "no opinion");
    model.complete = async (messages) =>
      messages[0]!.content.includes("scratch pad") ? JSON.stringify({ knownVocabulary: ["aktiv"], knownStructures: [], struggles: ["ich bin", "du bist / Sie sind"], nextFocus: null }) : "no opinion";
    const turn = await modelTurn(model);
    expect(turn.reply).toBe("I can't confirm that one.");
    expect(turn.scratchPad.struggles).toEqual(["ich bin"]);
    expect(turn.scratchPad.knownVocabulary).toEqual(["aktiv"]);
  });

  it("a model reply calling it right or wrong is replaced by the offline tutor's", async () => {
    for (const words of [["Not quite. ", "Try again."], ["Correct! ", "Well done."], ["That's wrong, sorry."]]) {
      const turn = await modelTurn(fakeModel(words, "no opinion"));
      expect(turn.reply).toBe(offlineTurn(lesson, AT_THIRD, pad, VARIANT, { check }).reply);
    }
  });

  it("reads only the verdict asked for", () => {
    expect(readOpinion('```json\n{"verdict":"wrong","reason":"Plural."}\n```')).toEqual({ verdict: "wrong", reason: "Plural." });
    expect(readOpinion('Sure! {"verdict":"correct","reason":"ok"}')).toBeNull();
    expect(readOpinion('{"verdict":"correct","reason":""}')).toBeNull();
  });
});
