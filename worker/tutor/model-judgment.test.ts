import { describe, expect, it } from "vitest";
import { courseLesson } from "../test/course-lessons";
import { runTurn } from "./engine";
import { offlineTurn, START, type ExerciseProgress, type TutorLesson } from "./offline-tutor";
import type { ChatModel, PromptMessage } from "./providers/types";
import { emptyScratchPad } from "./scratch-pad";
import { REVEAL_AFTER_MISSES } from "./tutor-moves";

/** A model that answers with fixed pieces, and keeps the prompts it was sent. */
function fakeModel(pieces: string[]): ChatModel & { prompts: PromptMessage[][] } {
  const prompts: PromptMessage[][] = [];
  return {
    prompts,
    async *stream(messages) {
      prompts.push(messages);
      for (const piece of pieces) yield piece;
    },
    complete: async () => "not json",
  };
}

async function modelTurn(lesson: TutorLesson, pieces: string[], text: string, progress: ExerciseProgress = START) {
  const model = fakeModel(pieces);
  const deltas: string[] = [];
  const turn = await runTurn({ name: "workers-ai", chat: model }, { lesson, history: [], scratchPad: emptyScratchPad(), progress, text, onDelta: (delta) => deltas.push(delta) });
  return { turn, shown: deltas.join(""), system: model.prompts[0]?.[0]?.content ?? "", offline: offlineTurn(lesson, progress, emptyScratchPad(), text) };
}

/** Per language: praise and rejection as a model might word them, in English and in the language. */
const LANGUAGES: { code: string; praise: string; rejection: string }[] = [
  { code: "de", praise: "Richtig! Sehr gut gemacht.", rejection: "Leider falsch. Versuch es noch einmal." },
  { code: "es", praise: "¡Correcto! Muy bien.", rejection: "Incorrecto. Inténtalo otra vez." },
  { code: "fr", praise: "Parfait ! Très bien.", rejection: "Faux, essaie encore." },
  { code: "hi", praise: "बिल्कुल सही! शाबाश।", rejection: "गलत है। फिर से कोशिश करो।" },
  { code: "kn", praise: "ಸರಿ! ಚೆನ್ನಾಗಿದೆ.", rejection: "ತಪ್ಪು. ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ." },
  { code: "ja", praise: "正解です！よくできました。", rejection: "違います。もう一度。" },
  { code: "zh", praise: "完全正确！很好。", rejection: "不对。再试一次。" },
];

describe("a model's reply never contradicts the answer checker", () => {
  for (const { code, praise, rejection } of LANGUAGES) {
    it(`${code}: no praise for a wrong answer, no rejection of a right one`, async () => {
      const lesson = courseLesson(code, 2);
      const [first, second] = lesson.exercises;
      // The second sentence's answer, tried for the first: the lesson's language, and wrong.
      const wrongTry = second!.answers[0]!;
      for (const words of [["Correct! ", "Well done, that's it."], ["Yes, that's right!"], [praise]]) {
        const { turn, shown, offline } = await modelTurn(lesson, words, wrongTry);
        expect(offline.verdict?.kind).toBe("wrong");
        expect(turn.reply).toBe(offline.reply);
        expect(shown).not.toContain(words[0]!.trim());
      }
      for (const words of [["Not quite. ", "Try again."], ["That's wrong, sorry."], [rejection]]) {
        const { turn, shown, offline } = await modelTurn(lesson, words, first!.answers[0]!);
        expect(offline.verdict?.kind).toBe("correct");
        expect(turn.reply).toBe(offline.reply);
        expect(shown).not.toContain(words[0]!.trim());
      }
      // A reply that agrees with the verdict is the model's own.
      const agreeing = await modelTurn(lesson, ["Good try! Look again at the verb."], wrongTry);
      expect(agreeing.turn.reply).toBe("Good try! Look again at the verb.");
    });
  }
});

describe("the answer guard on a model's reply", () => {
  it("guards answers shorter than four characters (我很忙, 你好吗)", async () => {
    const lesson = courseLesson("zh", 2);
    for (const [index, exercise] of lesson.exercises.entries()) {
      const answer = exercise.answers[0]!;
      if (answer.replace(/[\p{P}\s]/gu, "").length >= 4) continue;
      const { turn, shown } = await modelTurn(lesson, ["The answer is ", answer.slice(0, 1), answer.slice(1)], "hint", { exerciseIndex: index, misses: 0 });
      expect(shown).not.toContain(answer.replace(/[。？]/g, ""));
      expect(turn.reply).not.toContain(answer.replace(/[。？]/g, ""));
    }
  });

  it("guards the near-identical worked example until the hint ladder reaches it", async () => {
    const lesson = courseLesson("de", 2);
    const example = lesson.exercises[0]!.example.answer;
    const early = await modelTurn(lesson, ["Think of ", example, " and build yours."], "Ich habe kreativ");
    expect(early.shown).not.toContain(example);
    const earned = await modelTurn(lesson, ["Think of ", example, " and build yours."], "Ich habe kreativ", { exerciseIndex: 0, misses: 2, rung: 2 });
    expect(earned.turn.reply).toContain(example);
  });
});

describe("the model's prompt carries the tutor's judgment", () => {
  it("names the recognised intent and the checker's verdict, quoting the learner's wrong words", async () => {
    const lesson = courseLesson("de", 2);
    const wrong = await modelTurn(lesson, ["Good try."], "Ich bin produktiv");
    expect(wrong.system).toMatch(/recognised as: an answer to sentence 1/);
    expect(wrong.system).toMatch(/verdict: WRONG/);
    expect(wrong.system).toContain("“produktiv”");
    const givingUp = await modelTurn(lesson, ["Here is a similar one."], "I give up");
    expect(givingUp.system).toMatch(/recognised as: giving up/);
    expect(givingUp.system).not.toMatch(/verdict:/);
    expect(givingUp.system).toContain(lesson.exercises[0]!.example.answer);
  });

  it("states the same reveal rule the code follows", async () => {
    const { system } = await modelTurn(courseLesson("de", 2), ["ok"], "Ich habe kreativ");
    expect(REVEAL_AFTER_MISSES).toBe(3);
    expect(system).toContain("only on the fourth wrong try");
    expect(system).not.toMatch(/before their third miss/);
  });
});
