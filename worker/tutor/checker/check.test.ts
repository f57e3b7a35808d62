import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkAnswer, markWords, normalise, words } from "../answer-check";

describe("grammar is not spelling", () => {
  it("names a wrong German verb ending, form, article or participle as a mistake, never as a typo", () => {
    const play = ["Du spielst Tennis.", "Sie spielen Tennis."];
    expect(checkAnswer("Du spielt Tennis", play, "de")).toMatchObject({
      kind: "wrong",
      wrongWord: "spielt",
      expectedWord: "spielst",
      explanation: "“spielt” → with du the verb ends in -st: “spielst”.",
    });
    expect(checkAnswer("Ist du nervös?", ["Bist du nervös?", "Sind Sie nervös?"], "de")).toMatchObject({ kind: "wrong", explanation: expect.stringMatching(/“Ist”.*du.*sein.*“Bist”/) });
    expect(checkAnswer("Sie koch sehr gut", ["Sie kocht sehr gut."], "de")).toMatchObject({ kind: "wrong", explanation: expect.stringMatching(/“koch”.*-t.*“kocht”/) });
    expect(checkAnswer("Trinkt du Kaffee?", ["Trinkst du Kaffee?", "Trinken Sie Kaffee?"], "de").kind).toBe("wrong");
    expect(checkAnswer("Die Wasser ist kalt.", ["Das Wasser ist kalt."], "de")).toMatchObject({ kind: "wrong", explanation: "“Die” → the article for Wasser is “Das”." });
    expect(checkAnswer("Er hat das Bett gerepariert.", ["Er hat das Bett repariert."], "de")).toMatchObject({ kind: "wrong", explanation: expect.stringMatching(/-ieren.*no ge-/) });
  });

  it("still forgives a slip in the stem of a content word, and names it", () => {
    expect(checkAnswer("Du spielst Tenis", ["Du spielst Tennis."], "de")).toMatchObject({
      kind: "correct",
      answer: "Du spielst Tennis.",
      note: "typo",
      noteText: expect.stringContaining("“Tenis” is written “Tennis”"),
    });
  });

  it("quotes the learner's word exactly as typed, accents and capitals kept", () => {
    const verdict = checkAnswer("Ich möchtest Kaffee trinken", ["Ich möchte Kaffee trinken."], "de");
    expect(verdict).toMatchObject({ kind: "wrong", wrongWord: "möchtest", expectedWord: "möchte" });
    expect(verdict.kind === "wrong" && verdict.explanation).toContain("“möchtest”");
    expect(checkAnswer("Él hablas español.", ["Él habla español."], "es")).toMatchObject({ wrongWord: "hablas" });
  });

  it("knows Spanish and French grammar words and endings", () => {
    expect(checkAnswer("Hablas español mucho bien", ["Hablas español muy bien."], "es")).toMatchObject({ kind: "wrong", explanation: expect.stringContaining("muy") });
    expect(checkAnswer("Vivemos en Londres", ["Vivimos en Londres."], "es").kind).toBe("wrong");
    expect(checkAnswer("J'ai parler français.", ["J'ai parlé français."], "fr")).toMatchObject({ kind: "wrong", explanation: expect.stringMatching(/past participle.*“parlé”/) });
    expect(checkAnswer("Je suis faim", ["J'ai faim."], "fr")).toMatchObject({ kind: "wrong", explanation: expect.stringMatching(/avoir/) });
  });
});

describe("spellings a teacher accepts", () => {
  it("takes ss for ß and ae oe ue for ä ö ü, with a gentle note, but not a missing umlaut that makes another form", () => {
    expect(checkAnswer("Wie heisst du", ["Wie heißt du?"], "de")).toMatchObject({ kind: "correct", note: "accents", noteText: expect.stringContaining("ß") });
    expect(checkAnswer("Bist du nervoes", ["Bist du nervös?"], "de")).toMatchObject({ kind: "correct", note: "accents", noteText: expect.stringContaining("oe") });
    expect(checkAnswer("Ich moechte Kaffee trinken", ["Ich möchte Kaffee trinken."], "de").kind).toBe("correct");
    expect(checkAnswer("Ich mochte Kaffee trinken", ["Ich möchte Kaffee trinken."], "de")).toMatchObject({ kind: "wrong", explanation: expect.stringContaining("umlaut") });
  });

  it("takes French without apostrophes or accents and full-width punctuation", () => {
    expect(checkAnswer("jai faim", ["J'ai faim."], "fr").kind).toBe("correct");
    expect(checkAnswer("c est pas possible", ["C'est pas possible."], "fr").kind).toBe("correct");
    expect(checkAnswer("Je voudrais un cafe！", ["Je voudrais un café."], "fr")).toMatchObject({ kind: "correct", note: "accents" });
  });

  it("reads Hindi and Kannada typed casually in the Latin alphabet, and Devanagari spelling variants", () => {
    const speak = ["मैं हिंदी बोलता हूँ।", "मैं हिंदी बोलती हूँ।"];
    for (const typed of ["main hindi bolta hoon", "mai hindi bolti hu", "Main hindee boltaa hun.", "maiṃ hindī boltā hūṃ", "मैं हिन्दी बोलता हूं"]) {
      expect(checkAnswer(typed, speak, "hi"), typed).toMatchObject({ kind: "correct" });
    }
    expect(checkAnswer("mai hindi bolti hu", speak, "hi")).toMatchObject({ answer: "मैं हिंदी बोलती हूँ।", noteText: expect.stringContaining("Devanagari") });
    expect(checkAnswer("voh thaka hai", ["वह थकी है।"], "hi")).toMatchObject({ kind: "wrong", explanation: expect.stringContaining("feminine") });
    expect(checkAnswer("kya aap khush hai", ["क्या आप खुश हैं?"], "hi")).toMatchObject({ kind: "wrong", explanation: "“hai” → with आप (aap) the verb is “हैं (hain)”." });
    expect(checkAnswer("nanu chennagiddini", ["ನಾನು ಚೆನ್ನಾಗಿದ್ದೀನಿ."], "kn").kind).toBe("correct");
    expect(checkAnswer("naanu chennaagiddaane", ["ನಾನು ಚೆನ್ನಾಗಿದ್ದೀನಿ."], "kn")).toMatchObject({ kind: "wrong", explanation: expect.stringContaining("I") });
  });

  it("reads Japanese in kana, kanji or romaji, with or without spaces, and names a wrong particle or tense", () => {
    const like = ["わたしはコーヒーが好きです。", "コーヒーが好きです。", "watashi wa kōhī ga suki desu"];
    for (const typed of ["コーヒーがすきです", "私はコーヒーが好きです", "watashi wa koohii ga suki desu", "watashiwa kouhii ga sukidesu", "コーヒー が すき です。", "ｺｰﾋｰが好きです"]) {
      expect(checkAnswer(typed, like, "ja"), typed).toMatchObject({ kind: "correct" });
    }
    expect(checkAnswer("kohi ga suki desu", like, "ja")).toMatchObject({ kind: "correct", note: "typo" });
    expect(checkAnswer("わたしはコーヒーを好きです", like, "ja")).toMatchObject({ kind: "wrong", wrongWord: "を", expectedWord: "が", explanation: expect.stringContaining("が") });
    expect(checkAnswer("watashi wa koohii o suki desu", like, "ja")).toMatchObject({ kind: "wrong", wrongWord: "o", explanation: expect.stringContaining("“ga”") });
    expect(checkAnswer("すしをたべた", ["すしをたべます。", "sushi o tabemasu"], "ja")).toMatchObject({ kind: "wrong", explanation: expect.stringContaining("-ます") });
  });

  it("counts the long-vowel mark ー and 々 as letters of a word", () => {
    expect(words(normalise("コーヒーです"))).toEqual(["コ", "ー", "ヒ", "ー", "で", "す"]);
    expect(words(normalise("人々"))).toEqual(["人", "々"]);
    const verdict = checkAnswer("わたしはコーヒーです", ["コーヒーが好きです。", "kōhī ga suki desu"], "ja");
    expect(verdict.kind === "wrong" && verdict.wrongWord).not.toBe("わたしはコーヒーです");
  });

  it("reads Chinese pinyin with tone marks, tone numbers or none, and names a wrong measure word", () => {
    const children = ["我有两个孩子。", "Wǒ yǒu liǎng ge háizi."];
    for (const typed of ["wo you liang ge haizi", "wo3 you3 liang3 ge4 hai2zi5", "Wǒ yǒu liǎng gè háizi", "woyouliangge haizi", "我 有 两个 孩子", "我有两个孩子．"]) {
      expect(checkAnswer(typed, children, "zh"), typed).toMatchObject({ kind: "correct" });
    }
    expect(checkAnswer("wo you liang ge haizi", children, "zh")).toMatchObject({ answer: "我有两个孩子。", noteText: expect.stringContaining("我有两个孩子") });
    expect(checkAnswer("我有两本孩子", children, "zh")).toMatchObject({ kind: "wrong", wrongWord: "本", expectedWord: "个", explanation: expect.stringContaining("measure word") });
    expect(checkAnswer("我有二个孩子", children, "zh")).toMatchObject({ kind: "wrong", explanation: expect.stringContaining("两") });
    expect(checkAnswer("wo you liang ben haizi", children, "zh").kind).toBe("wrong");
  });
});

describe("answers written as patterns", () => {
  it("accepts every sentence a pattern stands for, and answers with the sentence, not the pattern", () => {
    const like = ["Ich spiele gern Tennis.", "Ich spiele {[gern|gerne] & Tennis}."];
    expect(checkAnswer("Ich spiele Tennis gern", like, "de")).toEqual({ kind: "correct", answer: "Ich spiele Tennis gern." });
    expect(checkAnswer("ich spiele gerne tennis", like, "de")).toEqual({ kind: "correct", answer: "Ich spiele gerne Tennis." });
    expect(checkAnswer("Ich gern spiele Tennis", like, "de")).toMatchObject({ kind: "wrong", explanation: expect.stringContaining("wrong place") });
    // The lesson's grammar point is never a typo: a tone or an ending makes another word.
    expect(checkAnswer("我昨天卖了三个苹果。", ["我昨天买了三个苹果。"], "zh")).toMatchObject({ kind: "wrong", wrongWord: "卖", expectedWord: "买" });
    expect(checkAnswer("我昨天買了三個蘋果。", ["我昨天买了三个苹果。"], "zh").kind).toBe("correct");
    expect(checkAnswer("Er spricht sehr gut Deutsche.", ["Er spricht sehr gut Deutsch."], "de").kind).toBe("wrong");
    // Where the word goes, by its role: never the whole sentence the learner has not earned.
    const tired = ["Ich komme nicht, weil ich müde bin."];
    const order = checkAnswer("Ich komme nicht, weil ich bin müde", tired, "de");
    expect(order).toMatchObject({ kind: "wrong", explanation: "“bin” is in the wrong place: after “weil” the verb goes to the end of the clause." });
    expect(checkAnswer("Ich spiele Tennis gern nicht", ["Ich spiele nicht gern Tennis."], "de").kind).toBe("wrong");
    expect(checkAnswer("Ich komme nicht, weil müde bin", tired, "de")).toMatchObject({ kind: "wrong", explanation: "A pronoun is missing before “müde”." });
    expect(checkAnswer("Ich wohne Berlin", ["Ich wohne in Berlin."], "de")).toMatchObject({ kind: "wrong", explanation: "A preposition is missing before “Berlin”." });
  });
});

describe("marking the learner's words", () => {
  it("cuts the sentence as typed into words marked right, slip or wrong", () => {
    const answers = ["Du spielst Tennis."];
    const attempt = "du  spielt Tenis!";
    const pieces = markWords(attempt, checkAnswer(attempt, answers, "de"), answers, "de");
    expect(pieces.map((piece) => piece.text).join("")).toBe(attempt);
    expect(pieces.filter((piece) => piece.mark)).toEqual([
      { text: "du", mark: "right" },
      { text: "spielt", mark: "wrong" },
      { text: "Tenis", mark: "slip" },
    ]);
  });

  it("cuts Japanese typed without spaces at the answer's words", () => {
    const answers = ["わたしはコーヒーが好きです。", "watashi wa kōhī ga suki desu"];
    const attempt = "わたしはコーヒーを好きです";
    const pieces = markWords(attempt, checkAnswer(attempt, answers, "ja"), answers, "ja");
    expect(pieces.map((piece) => piece.text).join("")).toBe(attempt);
    expect(pieces.filter((piece) => piece.mark === "wrong")).toEqual([{ text: "を", mark: "wrong" }]);
    expect(pieces.find((piece) => piece.text === "コーヒー")).toEqual({ text: "コーヒー", mark: "right" });
  });

  it("marks every word of a right answer right", () => {
    const pieces = markWords("Wǒ shì xuéshēng", checkAnswer("Wǒ shì xuéshēng", ["我是学生。"], "zh"), ["我是学生。"], "zh");
    expect(pieces).toEqual([
      { text: "Wǒ", mark: "right" },
      { text: " " },
      { text: "shì", mark: "right" },
      { text: " " },
      { text: "xuéshēng", mark: "right" },
    ]);
  });
});

describe("whatever the learner types", () => {
  const exercises: [string, string[]][] = [
    ["de", ["Ich spiele gern Tennis.", "Ich spiele {[gern|gerne] & Tennis}."]],
    ["es", ["¿Quieres participar?"]],
    ["fr", ["Je n'aime pas travailler."]],
    ["hi", ["मैं हिंदी बोलता हूँ।", "main hindi bolta hoon"]],
    ["kn", ["ನಾನು ಕಾಫಿ ಕುಡೀತೀನಿ.", "naanu kaafi kuditeeni"]],
    ["ja", ["わたしはコーヒーが好きです。", "watashi wa kōhī ga suki desu"]],
    ["zh", ["我有两个孩子。", "Wǒ yǒu liǎng ge háizi."]],
  ];
  it("answers a verdict and marks pieces that join up to exactly what was typed", () => {
    // Under Stryker (npm run test:mutation) every mutant reruns this test: fewer runs, no shrinking of a failure, a pasted text of
    // 300 letters rather than 3000 (reading 3000 letters as Japanese and Chinese takes seconds), and any
    // code points drawn directly (fast-check's "binary" unit takes seconds to set up in each run).
    const underStryker = Boolean(process.env.STRYKER_MUTATOR_WORKER);
    const pasted = "a".repeat(underStryker ? 300 : 3000);
    const anyCodePoints = underStryker
      ? fc.array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 60 }).map((points) => String.fromCodePoint(...points))
      : fc.string({ unit: "binary", maxLength: 60 });
    const typed = fc.oneof(fc.string({ unit: "grapheme", maxLength: 60 }), anyCodePoints, fc.constantFrom("", " ", "?!", "😀", "\u200d", "ー々", pasted));
    fc.assert(
      fc.property(typed, fc.constantFrom(...exercises), (attempt, [code, answers]) => {
        const verdict = checkAnswer(attempt, answers, code);
        expect(["correct", "wrong", "unsure"]).toContain(verdict.kind);
        expect(markWords(attempt, verdict, answers, code).map((piece) => piece.text).join("")).toBe(attempt);
      }),
      underStryker ? { numRuns: 8, seed: 27, endOnFailure: true } : { numRuns: 120 },
    );
  }, 30_000);
});
