/**
 * The typo allowance where it differs by language, held at its limit: Hindi (romanised), Japanese
 * (kana), Chinese (characters that sound alike). Typos are written so that no lesson has them
 * (course-lexicon.json): a slip that spells a word the course knows is a mistake of its own.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer } from "./check";
import lexicon from "./course-lexicon.json";

function unknownToCourse(code: string, ...words: string[]) {
  const known = new Set((lexicon as unknown as Record<string, { words: string[] }>)[code]!.words);
  for (const word of words) expect(known.has(word.toLowerCase()), `${word} is a ${code} course word`).toBe(false);
}

const slip = (given: string, expected: string) => ({ kind: "correct", note: "typo", noteText: expect.stringContaining(`“${given}” is written “${expected}”`) });

describe("Hindi: one changed letter inside a word of four letters or more, two from nine; none at its end", () => {
  const book = ["मेरे पास किताब है।"];
  const newspaper = ["यह समाचारपत्र है।"];

  it("forgives one changed letter inside a short noun, not one at its end, nor two", () => {
    unknownToCourse("hi", "kotab", "kitav", "kotav");
    expect(checkAnswer("mere paas kotab hai", book, "hi")).toMatchObject(slip("kotab", "किताब"));
    expect(checkAnswer("mere paas kitav hai", book, "hi")).toEqual({ kind: "unsure", closest: book[0] });
    expect(checkAnswer("mere paas kotav hai", book, "hi")).toEqual({ kind: "unsure", closest: book[0] });
  });

  it("forgives a changed letter in a long word, not two where the word is short of nine letters", () => {
    unknownToCourse("hi", "samachaarpotr", "samochaarpatr", "darvoja", "dorvoja");
    expect(checkAnswer("yah samachaarpotr hai", newspaper, "hi")).toMatchObject(slip("samachaarpotr", "समाचारपत्र"));
    expect(checkAnswer("main darvoja kholta hoon", ["मैं दरवाज़ा खोलता हूँ।"], "hi")).toMatchObject(slip("darvoja", "दरवाज़ा"));
    expect(checkAnswer("main dorvoja kholta hoon", ["मैं दरवाज़ा खोलता हूँ।"], "hi")).toEqual({ kind: "unsure", closest: "मैं दरवाज़ा खोलता हूँ।" });
  });

  it("never forgives a changed ending of a grammar word", () => {
    expect(checkAnswer("meri paas kitab hai", book, "hi")).toMatchObject({ kind: "wrong", wrongWord: "meri", explanation: expect.stringContaining("ending") });
  });
});

describe("Japanese: one changed kana in a loanword of three kana or more, in another word of four or more", () => {
  const tv = ["わたしはテレビをみます。", "watashi wa terebi o mimasu"];
  const fruit = ["わたしはくだものをかいます。", "watashi wa kudamono o kaimasu"];

  it("forgives one changed kana in a three-kana loanword, not two", () => {
    expect(checkAnswer("わたしはテレベをみます", tv, "ja")).toMatchObject(slip("テレベ", "テレビ"));
    expect(checkAnswer("わたしはタレベをみます", tv, "ja")).toEqual({ kind: "unsure", closest: tv[0] });
  });

  it("forgives one changed kana in a four-kana word, not in a three-kana one, and not two", () => {
    expect(checkAnswer("わたしはくだまのをかいます", fruit, "ja")).toMatchObject(slip("くだまの", "くだもの"));
    expect(checkAnswer("わたしはくざまのをかいます", fruit, "ja")).toEqual({ kind: "unsure", closest: fruit[0] });
    expect(checkAnswer("わたしはつくいをかいます", ["わたしはつくえをかいます。", "watashi wa tsukue o kaimasu"], "ja")).toEqual({ kind: "unsure", closest: "わたしはつくえをかいます。" });
  });

  it("forgives a long vowel written short, and names a plain verb in another tense", () => {
    unknownToCourse("ja", "kohi");
    expect(checkAnswer("watashi wa kohi o nomimasu", ["わたしはコーヒーをのみます。", "watashi wa kōhī o nomimasu"], "ja")).toMatchObject(slip("kohi", "kōhī"));
    expect(checkAnswer("わたしはすしをたべた", ["わたしはすしをたべます。", "watashi wa sushi o tabemasu"], "ja")).toMatchObject({
      kind: "wrong",
      wrongWord: "たべた",
      explanation: "“たべた” → in a polite sentence the verb ends in -ます: “たべます”.",
    });
  });
});

describe("Chinese: a character that sounds like the right one is a slip, another character is not", () => {
  const apples = ["我买了三个苹果。"];

  it("forgives a homophone inside a word, not a character that sounds otherwise", () => {
    unknownToCourse("zh", "平果", "草果");
    expect(checkAnswer("我买了三个平果", apples, "zh")).toMatchObject(slip("平果", "苹果"));
    expect(checkAnswer("我买了三个草果", apples, "zh")).toEqual({ kind: "unsure", closest: apples[0] });
  });

  it("takes toneless pinyin, but not a syllable spelled otherwise", () => {
    unknownToCourse("zh", "pinguo");
    expect(checkAnswer("wo mai le san ge pingguo", apples, "zh")).toMatchObject({ kind: "correct", answer: apples[0] });
    expect(checkAnswer("wo mai le san ge pinguo", apples, "zh")).toEqual({ kind: "unsure", closest: apples[0] });
  });
});
