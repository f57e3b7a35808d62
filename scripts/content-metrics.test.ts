import { describe, expect, it } from "vitest";
import type { LessonContent } from "../worker/db/seed";
import { exampleDistance, exampleSentences, hintOverlap, lessonMetrics, lessonsRepeatingText, metricsTable, summarise } from "./content-metrics";

const exercise = (prompt: string, answers: string[], example: string, hint = "Think of the verb.") => ({
  prompt,
  answers,
  nudge: "Which verb?",
  hint,
  example: { prompt: "p", answer: example },
  structure: "s",
});

const lesson = (languageCode: string, exercises: unknown[], markdown = "# A lesson\n\nNothing printed here.\n"): LessonContent => ({
  id: `${languageCode}-lesson01`,
  languageCode,
  number: 1,
  slug: "x",
  title: "X",
  structures: ["s"],
  exercises,
  markdown,
});

describe("how close a worked example is to the answer", () => {
  it("counts words in Latin and Indian scripts, and characters in Chinese and Japanese", () => {
    expect(exampleDistance("Das ist nicht warm.", ["Das ist nicht gut."])).toBe(1);
    expect(exampleDistance("Ich trinke Wasser.", ["Das ist nicht gut."])).toBe(4);
    expect(exampleDistance("我是老师。 (wǒ shì lǎoshī)", ["我是学生。", "wǒ shì xuésheng"])).toBe(2);
    expect(exampleDistance("我是学生吗？ (wǒ shì xuésheng ma?)", ["我是学生。"])).toBe(1);
  });

  it("compares every accepted sentence an answer pattern stands for", () => {
    expect(exampleDistance("Ich spiele gern Fußball.", ["Ich spiele sehr gern Tennis.", "Ich spiele [gern|gerne] Tennis."])).toBe(1);
  });

  it("reads the script and the romanisation of an example apart", () => {
    expect(exampleSentences("मैं तैयार हूँ। (main taiyaar hoon)")).toEqual(["मैं तैयार हूँ। (main taiyaar hoon)", "मैं तैयार हूँ।", "main taiyaar hoon"]);
    expect(exampleSentences("Das ist gut.")).toEqual(["Das ist gut."]);
  });
});

describe("a hint's share of the answer", () => {
  it("is the share of the answer's words the hint already holds, in the script or romanisation that holds most", () => {
    expect(hintOverlap("bread → Brot, good → gut. Put sehr before gut.", ["Das Brot ist sehr gut."])).toBeCloseTo(3 / 5);
    expect(hintOverlap("Start with the two words for 'that is'.", ["Das ist gut."])).toBe(0);
    expect(hintOverlap("With main the verb is hoon.", ["मैं ख़ुश हूँ।", "main khush hoon"])).toBeCloseTo(2 / 3);
  });
});

describe("the metrics of a lesson", () => {
  it("finds a worked example the tutor would accept for its own exercise, or that is a later exercise's answer", () => {
    const [first, second] = lessonMetrics(
      lesson("de", [
        exercise("That is good.", ["Das ist gut."], "Das ist gut!"),
        exercise("That is warm.", ["Das ist warm."], "Das Wasser ist kalt."),
        exercise("The water is cold.", ["Das Wasser ist kalt."], "Das Brot ist alt."),
      ]),
    );
    expect(first).toMatchObject({ number: 1, exampleAccepted: true, exampleDistance: 0, exampleGivesLater: [] });
    expect(second).toMatchObject({ number: 2, exampleAccepted: false, exampleGivesLater: [3] });
  });

  it("sees an answer printed in the lesson text through markdown and punctuation, but not a part of a longer sentence's word", () => {
    const metrics = lessonMetrics(
      lesson(
        "de",
        [exercise("That is not warm.", ["Das ist nicht warm."], "Das ist alt."), exercise("That is good.", ["Das ist gut."], "Das ist alt.")],
        "How would you say it?\n\n**Das ist nicht warm.** And | Das ist gute Arbeit |",
      ),
    );
    expect(metrics.map((item) => item.answerInText)).toEqual([true, false]);
    expect(lessonsRepeatingText(metrics)).toEqual([{ lessonId: "de-lesson01", printed: 1, exercises: 2 }]);
  });

  it("sees an answer printed after an elided word (Qu'as-tu mangé ? prints As-tu mangé ?)", () => {
    const [printed] = lessonMetrics(lesson("fr", [exercise("Did you eat?", ["Tu as mangé ?", "As-tu mangé ?"], "Elle a cuisiné ?")], "With the swap: **Qu'as-tu mangé ?**"));
    expect(printed!.answerInText).toBe(true);
  });

  it("sums up a language in a table the lead can quote", () => {
    const metrics = lessonMetrics(lesson("de", [exercise("That is good.", ["Das ist gut."], "Das ist warm.", "It ends in t: gut.")]));
    const summary = summarise("de", metrics);
    expect(summary).toMatchObject({ exercises: 1, exampleNear: 1, answerInText: 0, hintHalf: 0, exampleAccepted: 0 });
    expect(metricsTable([summary])).toContain("| worked example ≤ one word from the answer");
    expect(metricsTable([summary])).toMatch(/\| 100 % \|/);
  });
});
