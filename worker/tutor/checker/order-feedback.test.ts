/**
 * A sentence with exactly the answer's words in another order: the tutor says which word is out of
 * place and where it belongs by its role (after a German conjunction the verb goes to the end of the
 * clause), and marks the words that stand where they belong right and the moved ones wrong.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer, markWords } from "./check";

const marksOf = (attempt: string, answers: string[], code: string) =>
  markWords(attempt, checkAnswer(attempt, answers, code), answers, code).flatMap((piece) => (piece.mark ? [`${piece.text}:${piece.mark}`] : []));

describe("after a German conjunction that sends the verb to the end of its clause", () => {
  const clauses: [string, string, string, string][] = [
    ["dass", "Ich glaube, dass er Zeit hat.", "Ich glaube, dass er hat Zeit", "hat"],
    ["wenn", "Ich bleibe zu Hause, wenn es nicht regnet.", "Ich bleibe zu Hause, wenn es regnet nicht", "regnet"],
    ["ob", "Ich frage, ob du Zeit hast.", "Ich frage, ob du hast Zeit", "hast"],
    ["obwohl", "Er kommt, obwohl er krank ist.", "Er kommt, obwohl er ist krank", "ist"],
    ["als", "Ich war froh, als sie kam.", "Ich war froh, als kam sie", "kam"],
    ["damit", "Ich lerne, damit ich es kann.", "Ich lerne, damit ich kann es", "kann"],
    ["bevor", "Ich esse, bevor ich gehe.", "Ich esse, bevor gehe ich", "gehe"],
    ["nachdem", "Ich schlafe, nachdem ich gegessen habe.", "Ich schlafe, nachdem ich habe gegessen", "habe"],
    ["weil", "Ich lerne Deutsch, weil ich in Berlin wohnen will.", "Ich lerne Deutsch, weil ich will in Berlin wohnen", "will"],
  ];

  for (const [opener, answer, attempt, verb] of clauses) {
    it(`says the verb goes to the end of the clause after “${opener}”`, () => {
      expect(checkAnswer(attempt, [answer], "de")).toEqual({
        kind: "wrong",
        closest: answer,
        explanation: `“${verb}” is in the wrong place: after “${opener}” the verb goes to the end of the clause.`,
      });
    });
  }

  it("names the conjunction nearest the verb when the sentence has two", () => {
    const answer = "Ich glaube, dass er kommt, weil er Zeit hat.";
    expect(checkAnswer("Ich glaube, dass er kommt, weil er hat Zeit", [answer], "de")).toEqual({
      kind: "wrong",
      closest: answer,
      explanation: "“hat” is in the wrong place: after “weil” the verb goes to the end of the clause.",
    });
  });

  it("says only that a word comes later when it does not belong at the end, even after a conjunction", () => {
    const answer = "Ich weiß, weil ich müde bin heute.";
    expect(checkAnswer("Ich weiß, weil ich bin müde heute", [answer], "de")).toEqual({
      kind: "wrong",
      closest: answer,
      explanation: "“bin” is in the wrong place: it comes later in the sentence.",
    });
  });

  it("says a word goes at the end, without a clause rule, where no such conjunction comes before it", () => {
    const answer = "Ich habe heute keine Zeit.";
    expect(checkAnswer("Ich habe heute Zeit keine", [answer], "de")).toEqual({ kind: "wrong", closest: answer, explanation: "“Zeit” is in the wrong place: it goes at the end." });
  });
});

describe("which words of a reordered sentence are marked", () => {
  it("marks the words in their places right and the moved ones wrong", () => {
    expect(marksOf("Ich glaube, dass er hat Zeit", ["Ich glaube, dass er Zeit hat."], "de")).toEqual([
      "Ich:right",
      "glaube:right",
      "dass:right",
      "er:right",
      "hat:wrong",
      "Zeit:wrong",
    ]);
    expect(marksOf("Weil ich müde bin, ich gehe nach Hause", ["Weil ich müde bin, gehe ich nach Hause."], "de")).toEqual([
      "Weil:right",
      "ich:right",
      "müde:right",
      "bin:right",
      "ich:wrong",
      "gehe:wrong",
      "nach:right",
      "Hause:right",
    ]);
  });

  it("names the first word out of place, and no word as the learner's in place of another", () => {
    const verdict = checkAnswer("Weil ich müde bin, ich gehe nach Hause", ["Weil ich müde bin, gehe ich nach Hause."], "de");
    expect(verdict).toEqual({ kind: "wrong", closest: "Weil ich müde bin, gehe ich nach Hause.", explanation: "“ich” is in the wrong place: it comes later in the sentence." });
  });

  it("reads a sentence typed in its answer's order as right, whatever the letters' case", () => {
    expect(checkAnswer("ich glaube dass er zeit hat", ["Ich glaube, dass er Zeit hat."], "de")).toEqual({ kind: "correct", answer: "Ich glaube, dass er Zeit hat." });
  });

  it("takes a one-word answer typed alone for right, and two words swapped for an order mistake", () => {
    expect(checkAnswer("Hola", ["Hola."], "es")).toEqual({ kind: "correct", answer: "Hola." });
    expect(checkAnswer("días Buenos", ["Buenos días."], "es")).toEqual({ kind: "wrong", closest: "Buenos días.", explanation: "“días” is in the wrong place: it goes at the end." });
  });
});

describe("word order in Chinese, character by character", () => {
  it("names the character out of place and marks the ones still in place right", () => {
    const children = ["我有两个孩子。"];
    expect(checkAnswer("有我两个孩子", children, "zh")).toEqual({ kind: "wrong", closest: "我有两个孩子。", explanation: "“有” is in the wrong place: it comes later in the sentence." });
    expect(marksOf("有我两个孩子", children, "zh")).toEqual(["有:wrong", "我:wrong", "两:right", "个:right", "孩:right", "子:right"]);
  });

  it("counts places in words, not characters: 是 before 我们 comes later, not at the end", () => {
    expect(checkAnswer("是我们学生", ["我们是学生。"], "zh")).toMatchObject({ kind: "wrong", explanation: "“是” is in the wrong place: it comes later in the sentence." });
  });
});

describe("which mistake is named when a word is added and another is missing", () => {
  it("names the first in the sentence when both weigh the same", () => {
    expect(checkAnswer("Pero tengo perro", ["Tengo un perro."], "es")).toEqual({ kind: "wrong", closest: "Tengo un perro.", explanation: "“Pero” is not needed here." });
    expect(marksOf("Pero tengo perro", ["Tengo un perro."], "es")).toEqual(["Pero:wrong", "tengo:right", "perro:right"]);
  });
});

describe("Japanese, whose kana in another order are no sign of a word-order mistake", () => {
  it("names what is missing or added, never a word in the wrong place nor the order", () => {
    const like = ["わたしはコーヒーが好きです。", "watashi wa kōhī ga suki desu"];
    const verdict = checkAnswer("好きですわたしはコーヒーが", like, "ja");
    expect(verdict).toMatchObject({ kind: "wrong", closest: "わたしはコーヒーが好きです。" });
    expect(verdict.kind === "wrong" && verdict.explanation).not.toMatch(/wrong place|order/);
    const romaji = checkAnswer("suki desu watashi wa koohii ga", like, "ja");
    expect(romaji).toMatchObject({ kind: "wrong", closest: "watashi wa kōhī ga suki desu" });
    expect(romaji.kind === "wrong" && romaji.explanation).not.toMatch(/wrong place|order/);
  });
});
