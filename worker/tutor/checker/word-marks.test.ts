/**
 * Which words of the learner's sentence the chat marks: a romaji word typed together with its
 * particle is one piece, marked by the worse of its parts (a slip in the noun, a wrong particle);
 * an ending added to a word marks that word, not a new one.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer, markWords } from "./check";

const like = ["わたしはコーヒーが好きです。", "watashi wa kōhī ga suki desu"];
const marksOf = (attempt: string, answers: string[], code: string) =>
  markWords(attempt, checkAnswer(attempt, answers, code), answers, code).flatMap((piece) => (piece.mark ? [`${piece.text}:${piece.mark}`] : []));

describe("a romaji word typed with its particle", () => {
  it("is a slip when the noun has a slip and the particle is right", () => {
    expect(checkAnswer("watashiwa kohiga sukidesu", like, "ja")).toEqual({
      kind: "correct",
      answer: "watashi wa kōhī ga suki desu",
      note: "typo",
      noteText: "A small slip in the spelling: “kohiga” is written “kōhī”.",
    });
    expect(marksOf("watashiwa kohiga sukidesu", like, "ja")).toEqual(["watashiwa:right", "kohiga:slip", "sukidesu:right"]);
  });

  it("is wrong when the particle is wrong, whether or not the noun has a slip", () => {
    expect(marksOf("watashiwa kohigo sukidesu", like, "ja")).toEqual(["watashiwa:right", "kohigo:wrong", "sukidesu:right"]);
    expect(marksOf("watashiwa koohiigo sukidesu", like, "ja")).toEqual(["watashiwa:right", "koohiigo:wrong", "sukidesu:right"]);
    expect(checkAnswer("watashiwa koohiigo sukidesu", like, "ja")).toMatchObject({ kind: "wrong", wrongWord: "koohiigo", expectedWord: "ga" });
  });

  it("is right, all of it, in a right answer typed without spaces", () => {
    expect(marksOf("watashiwa koohiiga sukidesu", like, "ja")).toEqual(["watashiwa:right", "koohiiga:right", "sukidesu:right"]);
  });
});

describe("an ending added to a word", () => {
  it("marks the word it was added to, and names the polite form", () => {
    expect(checkAnswer("watashi wa koohii ga suki desuyo", like, "ja")).toEqual({
      kind: "wrong",
      closest: "watashi wa kōhī ga suki desu",
      wrongWord: "desuyo",
      expectedWord: "desu",
      explanation: "“desuyo” → after a noun or an adjective, the polite ending is です: “desu”.",
    });
    expect(marksOf("watashi wa koohii ga suki desuyo", like, "ja")).toEqual(["watashi:right", "wa:right", "koohii:right", "ga:right", "suki:right", "desuyo:wrong"]);
  });
});

describe("a German word in a sentence with another mistake", () => {
  it("marks a forgiven slip as a slip and the grammar mistake as wrong", () => {
    expect(marksOf("Du spielt Tenis", ["Du spielst Tennis."], "de")).toEqual(["Du:right", "spielt:wrong", "Tenis:slip"]);
  });
});
