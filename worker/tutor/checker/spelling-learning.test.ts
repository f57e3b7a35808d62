/**
 * Spellings an exercise's answers show to be one word: two romanised answers alike but for one word,
 * where the two words are spellings of one (kitab / kitaap), teach that either spelling is right in
 * every sentence of the exercise — with no note of a slip and no word marked. Two answers that differ
 * in more than that one word, or by a grammatical ending, teach nothing.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer, markWords } from "./check";

const marksOf = (attempt: string, answers: string[], code: string) =>
  markWords(attempt, checkAnswer(attempt, answers, code), answers, code).flatMap((piece) => (piece.mark ? [`${piece.text}:${piece.mark}`] : []));

const his = "उसके पास किताब है।";
const correctHis = { kind: "correct", answer: his, noteText: `In Devanagari it's written “${his}”.` };

describe("a spelling one answer shows is right in the exercise's other sentences", () => {
  it("accepts kitaap in “uske paas … hai” when another answer writes मेरे पास किताब है as “mere paas kitaap hai”", () => {
    expect(checkAnswer("uske paas kitaap hai", ["मेरे पास किताब है।", "mere paas kitaap hai", his], "hi")).toEqual(correctHis);
  });

  it("does not accept it where no pair of answers shows it", () => {
    expect(checkAnswer("uske paas kitaap hai", [his], "hi")).toEqual({ kind: "unsure", closest: his });
    expect(checkAnswer("uske paas kitaap hai", ["मेरे पास किताब है।", his], "hi")).toEqual({ kind: "unsure", closest: his });
  });

  it("learns nothing from two answers that differ in more than the one word", () => {
    // “mere paas kitaap” beside “uske paas kitab”: the words before differ too.
    expect(checkAnswer("uske paas kitaap hai", [his, "mere paas kitaap hai"], "hi")).toEqual({ kind: "unsure", closest: his });
    // The word after differs: “mere paas kitaap” has no “hai”.
    expect(checkAnswer("uske paas kitaap hai", ["मेरे पास किताब है।", "mere paas kitaap", his], "hi")).toEqual({ kind: "unsure", closest: his });
  });

  it("joins three spellings of one word, whichever order the answers list them in", () => {
    for (const answers of [
      ["मेरे पास किताब है।", "mere paas kitaap hai", "mere paas kitap hai", his],
      ["मेरे पास किताब है।", "mere paas kitap hai", "mere paas kitaap hai", his],
    ]) {
      expect(checkAnswer("uske paas kitap hai", answers, "hi")).toEqual(correctHis);
      expect(checkAnswer("uske paas kitaap hai", answers, "hi")).toEqual(correctHis);
    }
  });

  it("marks the learned spelling right in a sentence with another mistake", () => {
    const answers = ["मेरे पास किताब है।", "mere paas kitaap hai", his];
    expect(checkAnswer("uske paas kitaap", answers, "hi")).toEqual({ kind: "wrong", closest: his, explanation: "The auxiliary “है (hai)” is missing here." });
    expect(marksOf("uske paas kitaap", answers, "hi")).toEqual(["uske:right", "paas:right", "kitaap:right"]);
    expect(marksOf("uske paas kitaap", [his], "hi")).toEqual(["uske:right", "paas:right", "kitaap:wrong"]);
  });

  it("never learns another ending as a spelling: bolta and bolti stay two forms", () => {
    const speaks = ["मैं हिंदी बोलता हूँ।", "main hindi bolti hoon", "वह हिंदी बोलता है।"];
    expect(checkAnswer("voh hindi bolti hai", speaks, "hi")).toMatchObject({ kind: "wrong", closest: "वह हिंदी बोलता है।" });
  });
});
