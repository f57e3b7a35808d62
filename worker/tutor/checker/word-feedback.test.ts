/**
 * What the tutor says about one word of German, Spanish or French in place of another: a grammar
 * word (a form of ser, nie for nicht), an ending (-amos, no ending at all, a plural noun), and which
 * of two mistakes in one sentence it names: a rule the lesson teaches before another word.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer } from "./check";

const wrong = (closest: string, explanation: string, words?: [string, string]) => ({
  kind: "wrong",
  closest,
  ...(words ? { wrongWord: words[0], expectedWord: words[1] } : {}),
  explanation,
});

describe("a grammar word the learner got wrong", () => {
  it("names the verb the sentence needs when the learner's word is no form of it", () => {
    expect(checkAnswer("Yo sor alto", ["Yo soy alto."], "es")).toEqual(wrong("Yo soy alto.", "“sor” → the verb here is ser: “soy”.", ["sor", "soy"]));
  });

  it("names the word the sentence needs when both are grammar words of one kind with no rule of their own", () => {
    expect(checkAnswer("Ich spiele nicht Tennis", ["Ich spiele nie Tennis."], "de")).toEqual(wrong("Ich spiele nie Tennis.", "“nicht” → here it's “nie”.", ["nicht", "nie"]));
  });
});

describe("an ending", () => {
  it("names a person ending of four letters by the subject", () => {
    expect(checkAnswer("Nosotros hablo", ["Nosotros hablamos."], "es")).toEqual(
      wrong("Nosotros hablamos.", "“hablo” → with nosotros the verb ends in -amos: “hablamos”.", ["hablo", "hablamos"]),
    );
  });

  it("says there is no ending where the answer's word has none", () => {
    expect(checkAnswer("Como panes", ["Como pan."], "es")).toEqual(wrong("Como pan.", "“panes” → no ending here: “pan”.", ["panes", "pan"]));
  });

  it("names a German noun's missing plural ending, as it names an added one", () => {
    expect(checkAnswer("Ich habe drei Tag frei", ["Ich habe drei Tage frei."], "de")).toEqual(
      wrong("Ich habe drei Tage frei.", "“Tag” → the ending here is different: “Tage”.", ["Tag", "Tage"]),
    );
  });

  it("reads a capitalised German word at the start of a question as a verb, not a noun", () => {
    expect(checkAnswer("Spielt du Tennis?", ["Spielst du Tennis?"], "de")).toEqual(
      wrong("Spielst du Tennis?", "“Spielt” → with du the verb ends in -st: “Spielst”.", ["Spielt", "Spielst"]),
    );
  });

  it("names the subject without its apostrophe when it stands inside the sentence", () => {
    expect(checkAnswer("Oui, j'aimes le café", ["Oui, j'aime le café."], "fr")).toEqual(
      wrong("Oui, j'aime le café.", "“aimes” → with j the verb ends in -e: “aime”.", ["aimes", "aime"]),
    );
  });
});

describe("which of two mistakes is named", () => {
  it("names a rule the lesson teaches (bueno for bien) before another word of the course written earlier", () => {
    expect(checkAnswer("Mi madre habla bueno", ["Mi padre habla bien."], "es")).toEqual(
      wrong("Mi padre habla bien.", "“bueno” → to say how you do something, Spanish uses the adverb bien: “bien”."),
    );
  });

  it("names German's perfect with haben before another word of the course written earlier", () => {
    expect(checkAnswer("Meine Schwester bin Tennis gespielt", ["Meine Mutter hat Tennis gespielt."], "de")).toEqual(
      wrong("Meine Mutter hat Tennis gespielt.", "“bin” → this verb makes its perfect with haben, not sein: “hat”."),
    );
  });

  it("names a mistake it knows (a word not needed) before a word the course does not know written earlier", () => {
    expect(checkAnswer("Tengo un gato grande", ["Tengo un perro."], "es")).toEqual(wrong("Tengo un perro.", "“grande” is not needed here."));
  });
});

describe("an answer matched exactly by more than one accepted sentence", () => {
  it("answers with the one the exercise lists first", () => {
    expect(checkAnswer("Tu hablas", ["Tu hablas.", "Tu hablas!"], "es")).toEqual({ kind: "correct", answer: "Tu hablas." });
    expect(checkAnswer("Tu hablas", ["Tu hablas!", "Tu hablas."], "es")).toEqual({ kind: "correct", answer: "Tu hablas!" });
  });
});
