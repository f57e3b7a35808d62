import { describe, expect, it } from "vitest";
import { expandAnswer, answerPatternProblem, isPlainAnswer } from "./answer-pattern";

describe("an answer pattern in a lesson file", () => {
  it("is a plain sentence when it has no pattern marks", () => {
    expect(expandAnswer("Ich spiele gern Tennis.")).toEqual(["Ich spiele gern Tennis."]);
    expect(isPlainAnswer("Ich spiele gern Tennis.")).toBe(true);
    expect(isPlainAnswer("Ich spiele (gern) Tennis.")).toBe(false);
  });

  it("marks an optional word with round brackets", () => {
    expect(expandAnswer("Ich spiele (sehr) gern Tennis.")).toEqual(["Ich spiele sehr gern Tennis.", "Ich spiele gern Tennis."]);
  });

  it("offers alternatives in square brackets", () => {
    expect(expandAnswer("Ich spiele [gern|gerne] Tennis.")).toEqual(["Ich spiele gern Tennis.", "Ich spiele gerne Tennis."]);
  });

  it("lets the parts of a brace group come in any order", () => {
    expect(expandAnswer("Ich spiele {gern & Tennis}.")).toEqual(["Ich spiele gern Tennis.", "Ich spiele Tennis gern."]);
  });

  it("nests: alternatives inside a free-order group, an optional word inside an alternative", () => {
    expect(expandAnswer("Ich spiele {[gern|gerne] & Tennis}.")).toEqual([
      "Ich spiele gern Tennis.",
      "Ich spiele Tennis gern.",
      "Ich spiele gerne Tennis.",
      "Ich spiele Tennis gerne.",
    ]);
    expect(expandAnswer("[Yo (no)|Nosotros] como.")).toEqual(["Yo no como.", "Yo como.", "Nosotros como."]);
  });

  it("leaves no double space or space before a full stop where an optional part was left out", () => {
    expect(expandAnswer("(Yo) hablo español (también).")).toEqual(["Yo hablo español también.", "Yo hablo español.", "hablo español también.", "hablo español."]);
  });

  it("works for scripts without spaces", () => {
    expect(expandAnswer("(わたしは)コーヒーが[好き|すき]です。")).toEqual([
      "わたしはコーヒーが好きです。",
      "わたしはコーヒーがすきです。",
      "コーヒーが好きです。",
      "コーヒーがすきです。",
    ]);
  });

  it("names what is wrong with a broken pattern", () => {
    expect(answerPatternProblem("Ich spiele (gern Tennis.")).toMatch(/bracket/);
    expect(answerPatternProblem("Ich spiele gern) Tennis.")).toMatch(/bracket/);
    expect(answerPatternProblem("Ich [spiele|] Tennis.")).toMatch(/empty/);
    expect(answerPatternProblem("Ich spiele gern | Tennis.")).toMatch(/\|/);
    expect(answerPatternProblem("Ich {spiele} Tennis.")).toMatch(/two parts/);
    expect(answerPatternProblem("([a|b|c|d] [a|b|c|d] [a|b|c|d] [a|b|c|d] [a|b|c|d] [a|b|c|d])")).toMatch(/too many/);
    expect(answerPatternProblem("Ich spiele {gern & Tennis}.")).toBeNull();
  });
});
