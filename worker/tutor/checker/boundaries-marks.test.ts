/**
 * The learner's sentence marked word by word (right, a forgiven slip, wrong), and the limits of
 * what the checker compares at all: a pasted text far longer than any answer, spellings the
 * answers show to be one word, the learner's own script before another.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer, markWords } from "./check";

const marked = (attempt: string, answers: string[], code: string) => markWords(attempt, checkAnswer(attempt, answers, code), answers, code);
const marksOf = (attempt: string, answers: string[], code: string) => marked(attempt, answers, code).flatMap((piece) => (piece.mark ? [`${piece.text}:${piece.mark}`] : []));

describe("marking the learner's words", () => {
  it("marks every word right in an answer typed without its accents", () => {
    expect(marksOf("Je voudrais un cafe", ["Je voudrais un café."], "fr")).toEqual(["Je:right", "voudrais:right", "un:right", "cafe:right"]);
  });

  it("marks a slip as a slip and an added word as wrong, and leaves a missing word unmarked", () => {
    expect(marksOf("Tengo un perrro", ["Tengo un perro."], "es")).toEqual(["Tengo:right", "un:right", "perrro:slip"]);
    expect(marksOf("Tengo un perro grande", ["Tengo un perro."], "es")).toEqual(["Tengo:right", "un:right", "perro:right", "grande:wrong"]);
    expect(marksOf("Tengo perro", ["Tengo un perro."], "es")).toEqual(["Tengo:right", "perro:right"]);
    expect(marksOf("Mi padre es casa", ["Mi padre es médico."], "es")).toEqual(["Mi:right", "padre:right", "es:right", "casa:wrong"]);
  });

  it("keeps a kanji read as several kana in one piece, and romaji typed as one word in one piece", () => {
    const like = ["わたしはコーヒーが好きです。", "watashi wa kōhī ga suki desu"];
    expect(marksOf("私はコーヒーを好きです", like, "ja")).toEqual(["私:right", "は:right", "コーヒー:right", "を:wrong", "好き:right", "です:right"]);
    expect(marksOf("watashiwa koohii o suki desu", like, "ja")).toEqual(["watashiwa:right", "koohii:right", "o:wrong", "suki:right", "desu:right"]);
  });

  it("marks a word typed as one that holds a wrong particle wrong, and a long vowel written short as a slip", () => {
    const like = ["わたしはコーヒーが好きです。", "watashi wa kōhī ga suki desu"];
    expect(marksOf("watashiga koohii ga suki desu", like, "ja")).toEqual(["watashiga:wrong", "koohii:right", "ga:right", "suki:right", "desu:right"]);
    expect(marksOf("watashi wa kohi ga suki desu", like, "ja")).toEqual(["watashi:right", "wa:right", "kohi:slip", "ga:right", "suki:right", "desu:right"]);
  });

  it("marks a sentence with no word to compare as one wrong piece, and an empty one as nothing", () => {
    expect(checkAnswer("?!", ["Tengo un perro."], "es")).toEqual({ kind: "wrong", closest: "Tengo un perro." });
    // Nothing to compare is no sentence with its one word missing.
    expect(checkAnswer("?!", ["Hola."], "es")).toEqual({ kind: "wrong", closest: "Hola." });
    expect(markWords("?!", { kind: "wrong", closest: "Tengo un perro." }, ["Tengo un perro."], "es")).toEqual([{ text: "?!", mark: "wrong" }]);
    expect(markWords(" ", { kind: "wrong", closest: "Tengo un perro." }, ["Tengo un perro."], "es")).toEqual([{ text: " " }]);
    expect(markWords("", { kind: "wrong", closest: "Tengo un perro." }, ["Tengo un perro."], "es")).toEqual([]);
  });

  it("marks against the answer the verdict names, not another answer nearer the sentence", () => {
    const pets = ["Tengo un perro.", "Tengo un gato."];
    expect(markWords("Tengo un perro", { kind: "wrong", closest: "Tengo un gato." }, pets, "es").flatMap((piece) => (piece.mark ? [piece.mark] : []))).toEqual(["right", "right", "wrong"]);
  });

  it("marks against the verdict's answer alone when the exercise's answers are not given", () => {
    const verdict = checkAnswer("Tengo un perrro", ["Tengo un perro."], "es");
    expect(markWords("Tengo un perrro", verdict, undefined, "es").flatMap((piece) => (piece.mark ? [piece.mark] : []))).toEqual(["right", "right", "slip"]);
  });
});

describe("what is compared at all", () => {
  it("compares a sentence of up to three times the answer's words and ten more, not a longer pasted text", () => {
    const thirteen = "Hola ba be bi bo bu ca ce ci co cu da de";
    expect(thirteen.split(" ")).toHaveLength(13);
    // Twelve words the course does not know added to the answer: it may be right, the tutor can't say.
    expect(checkAnswer(thirteen, ["Hola."], "es")).toEqual({ kind: "unsure", closest: "Hola." });
    expect(checkAnswer(`${thirteen} di`, ["Hola."], "es")).toEqual({ kind: "wrong", closest: "Hola." });
  });

  it("takes two spellings the answers show to be one word for one another anywhere", () => {
    expect(checkAnswer("main bohot khush hoon", ["मैं बहुत खुश हूँ।", "main bohot khush hoon"], "hi")).toMatchObject({ kind: "correct" });
  });

  it("answers in the learner's own script: Devanagari typed, the Devanagari answer; romanised, with a note on the script", () => {
    const speak = ["मैं हिंदी बोलता हूँ।", "main hindi bolta hoon"];
    expect(checkAnswer("मैं हिंदी बोलता हूँ", speak, "hi")).toEqual({ kind: "correct", answer: "मैं हिंदी बोलता हूँ।" });
    expect(checkAnswer("main hindi bolta hoon", speak, "hi")).toMatchObject({ kind: "correct", answer: "मैं हिंदी बोलता हूँ।", noteText: expect.stringContaining("Devanagari") });
  });

  it("names a mistake against the answer in the learner's own script, whichever answer the exercise lists first", () => {
    for (const answers of [["मैं हिंदी बोलता हूँ।", "main hindi bolta hoon"], ["main hindi bolta hoon", "मैं हिंदी बोलता हूँ।"]]) {
      expect(checkAnswer("main hindi bolte hoon", answers, "hi")).toMatchObject({ kind: "wrong", closest: "main hindi bolta hoon", wrongWord: "bolte", expectedWord: "bolta" });
      expect(checkAnswer("मैं हिंदी बोलते हूँ", answers, "hi")).toMatchObject({ kind: "wrong", closest: "मैं हिंदी बोलता हूँ।", wrongWord: "बोलते", expectedWord: "बोलता" });
    }
  });
});
