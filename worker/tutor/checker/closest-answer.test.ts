/**
 * Which accepted answer the tutor compares the learner's sentence with and shows: of two answers
 * equally near, the one the exercise lists first; a sentence typed in a script no answer is written
 * in is still read; an exercise with no answers is simply wrong, with nothing to show.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer, markWords } from "./check";

describe("the answer a wrong sentence is compared with", () => {
  it("is the first listed of two answers equally near", () => {
    expect(checkAnswer("Tengo un", ["Tengo un perro.", "Tengo un gato."], "es")).toEqual({
      kind: "wrong",
      closest: "Tengo un perro.",
      explanation: "“perro” is missing after “un”.",
    });
    expect(checkAnswer("Tengo un", ["Tengo un gato.", "Tengo un perro."], "es")).toEqual({
      kind: "wrong",
      closest: "Tengo un gato.",
      explanation: "“gato” is missing after “un”.",
    });
  });

  it("is nothing when the exercise lists no answer", () => {
    expect(checkAnswer("Hola", [], "es")).toEqual({ kind: "wrong", closest: "" });
    expect(checkAnswer("Hola", [])).toEqual({ kind: "wrong", closest: "" });
  });
});

describe("a sentence typed in a script no answer is written in", () => {
  it("reads Devanagari against an answer written only in the Latin alphabet", () => {
    expect(checkAnswer("मैं हिंदी बोलता हूँ", ["main hindi bolta hoon"], "hi")).toEqual({ kind: "correct", answer: "main hindi bolta hoon" });
  });
});

describe("a right answer spelled another accepted way", () => {
  it("marks every word right, even where its words do not line up one for one with the answer's", () => {
    const verdict = checkAnswer("jai faim", ["J'ai faim."], "fr");
    expect(verdict).toEqual({ kind: "correct", answer: "J'ai faim." });
    expect(markWords("jai faim", verdict, ["J'ai faim."], "fr")).toEqual([{ text: "jai", mark: "right" }, { text: " " }, { text: "faim", mark: "right" }]);
  });
});
