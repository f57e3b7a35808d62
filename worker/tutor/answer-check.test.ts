import { describe, expect, it } from "vitest";
import { checkAnswer, normalise } from "./answer-check";

describe("normalising answers", () => {
  it("ignores case, punctuation, spacing and Latin accents", () => {
    expect(normalise("  ¿Es  IMPORTANTE?! ")).toBe("es importante");
    expect(normalise("Je suis fatigué.")).toBe("je suis fatigue");
    expect(normalise("Wǒ shì xuéshēng.")).toBe("wo shi xuesheng");
    expect(normalise("C’est la vie")).toBe(normalise("C'est la vie"));
  });

  it("keeps the vowel signs of Devanagari and Kannada", () => {
    expect(normalise("मैं थका हूँ।")).toBe("मैं थका हूँ");
    expect(normalise("ಇದು ಒಳ್ಳೆಯದು.")).toBe("ಇದು ಒಳ್ಳೆಯದು");
  });

  it("folds full-width forms and drops spaces inside Chinese and Japanese", () => {
    expect(normalise("我 是 学生。")).toBe("我是学生");
    expect(normalise("ＢＥＥＲ")).toBe("beer");
  });
});

describe("checking an answer", () => {
  const accepted = ["Ich bin müde.", "Ich bin sehr müde."];

  it("accepts an exact answer and any accepted alternative", () => {
    expect(checkAnswer("ich bin müde", accepted)).toEqual({ kind: "correct", answer: "Ich bin müde." });
    expect(checkAnswer("Ich bin sehr müde!", accepted)).toMatchObject({ kind: "correct", answer: "Ich bin sehr müde." });
  });

  it("accepts an accent-only slip and says so", () => {
    expect(checkAnswer("Ich bin mude", accepted)).toEqual({ kind: "correct", answer: "Ich bin müde.", note: "accents" });
  });

  it("forgives a small typo and says so", () => {
    expect(checkAnswer("Ich bin sehr müdde", accepted)).toMatchObject({ kind: "correct", note: "typo" });
  });

  it("pinpoints the one wrong word and says why it is wrong", () => {
    expect(checkAnswer("Ich habe müde", accepted)).toEqual({
      kind: "wrong",
      closest: "Ich bin müde.",
      wrongWord: "habe",
      expectedWord: "bin",
      explanation: "“habe” → the verb here is sein: “bin”.",
    });
  });

  it("pinpoints a wrong character in Chinese", () => {
    expect(checkAnswer("我不学生", ["我是学生。"])).toMatchObject({ kind: "wrong", wrongWord: "不", expectedWord: "是" });
  });

  it("refuses an unrelated sentence without pretending to pinpoint", () => {
    const verdict = checkAnswer("Das Wetter ist heute schön und warm", accepted);
    expect(verdict.kind).toBe("wrong");
    expect(verdict).not.toHaveProperty("wrongWord");
  });

  it("does not forgive a typo in a very short answer", () => {
    expect(checkAnswer("si", ["sí", "no"]).kind).toBe("correct");
    expect(checkAnswer("so", ["sí"]).kind).not.toBe("correct");
    expect(checkAnswer("no", ["sí"], "es").kind).toBe("wrong");
  });
});
