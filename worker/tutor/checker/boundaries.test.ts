/**
 * Each rule of the answer checker held at its limit: just inside it and just outside it, per
 * language where the rule differs. A plain typo is written with a word the course does not know
 * (course-lexicon.json), since a slip that spells a word the course knows is a mistake of its own.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer } from "./check";
import lexicon from "./course-lexicon.json";

const courseWords = (code: string) => new Set((lexicon as unknown as Record<string, { words: string[] }>)[code]!.words);

/** The typos these tests rely on are words no lesson has. */
function unknownToCourse(code: string, ...words: string[]) {
  const known = courseWords(code);
  for (const word of words) expect(known.has(word.toLowerCase()), `${word} is a ${code} course word`).toBe(false);
}

const slip = (given: string, expected: string) => ({ kind: "correct", note: "typo", noteText: expect.stringContaining(`“${given}” is written “${expected}”`) });

describe("the slip budget: one slipped word, and one more per four words of the answer", () => {
  it("forgives one slipped word in a short sentence, not two", () => {
    unknownToCourse("de", "Lumpe", "Tepich");
    expect(checkAnswer("Das ist eine Lumpe.", ["Das ist eine Lampe."], "de")).toMatchObject(slip("Lumpe", "Lampe"));
    // Five words: still one (not five divided by four rounded up).
    expect(checkAnswer("Die Lumpe und der Tepich.", ["Die Lampe und der Teppich."], "de")).toEqual({ kind: "wrong", closest: "Die Lampe und der Teppich." });
  });

  it("forgives two slipped words from eight words of the answer, not from seven", () => {
    unknownToCourse("de", "Lumpe", "Tepich");
    expect(checkAnswer("Ich habe eine Lumpe und einen Tepich.", ["Ich habe eine Lampe und einen Teppich."], "de")).toEqual({
      kind: "wrong",
      closest: "Ich habe eine Lampe und einen Teppich.",
    });
    expect(checkAnswer("Ich habe eine Lumpe und einen Tepich gekauft.", ["Ich habe eine Lampe und einen Teppich gekauft."], "de")).toEqual({
      kind: "correct",
      answer: "Ich habe eine Lampe und einen Teppich gekauft.",
      note: "typo",
      noteText: "A small slip in the spelling: “Lumpe” is written “Lampe”, “Tepich” is written “Teppich”.",
    });
  });

  it("forgives three slipped words from twelve words of the answer, not from eleven", () => {
    unknownToCourse("de", "Lumpe", "Tepich", "Schrenk");
    const twelve = "Ich habe eine Lampe, einen Teppich, einen Stuhl und einen Schrank gekauft.";
    const eleven = "Ich habe eine Lampe, einen Teppich, einen Stuhl und einen Schrank.";
    expect(checkAnswer("Ich habe eine Lumpe, einen Tepich, einen Stuhl und einen Schrenk gekauft", [twelve], "de")).toMatchObject({ kind: "correct", note: "typo" });
    expect(checkAnswer("Ich habe eine Lumpe, einen Tepich, einen Stuhl und einen Schrenk", [eleven], "de")).toEqual({ kind: "wrong", closest: eleven });
  });

  it("takes two slips in a five-word Spanish sentence for a wrong answer (Mi hermanno vive en Madrit)", () => {
    unknownToCourse("es", "hermanno", "Madrit");
    expect(checkAnswer("Mi hermanno vive en Madrit", ["Mi hermano vive en Madrid."], "es")).toEqual({ kind: "wrong", closest: "Mi hermano vive en Madrid." });
    expect(checkAnswer("Mi hermanno vive en Madrid", ["Mi hermano vive en Madrid."], "es")).toMatchObject(slip("hermanno", "hermano"));
    expect(checkAnswer("Mi hermano vive en Madrit", ["Mi hermano vive en Madrid."], "es")).toMatchObject(slip("Madrit", "Madrid"));
  });
});

describe("the typo allowance of German, Spanish and French: none below five letters, one from five, two from ten", () => {
  it("forgives no changed letter in a four-letter word", () => {
    unknownToCourse("de", "Hunt");
    expect(checkAnswer("Das ist ein Hunt.", ["Das ist ein Hund."], "de")).toEqual({ kind: "unsure", closest: "Das ist ein Hund." });
  });

  it("forgives one changed letter in a five-letter word, not two", () => {
    unknownToCourse("de", "Lumpe", "Lumpi");
    expect(checkAnswer("Das ist eine Lumpe.", ["Das ist eine Lampe."], "de")).toMatchObject(slip("Lumpe", "Lampe"));
    expect(checkAnswer("Das ist eine Lumpi.", ["Das ist eine Lampe."], "de")).toEqual({ kind: "unsure", closest: "Das ist eine Lampe." });
  });

  it("forgives one changed letter in a nine-letter word, not two", () => {
    unknownToCourse("de", "Flughafon", "Flughofon");
    expect(checkAnswer("Das ist ein Flughafon.", ["Das ist ein Flughafen."], "de")).toMatchObject(slip("Flughafon", "Flughafen"));
    expect(checkAnswer("Das ist ein Flughofon.", ["Das ist ein Flughafen."], "de")).toEqual({ kind: "unsure", closest: "Das ist ein Flughafen." });
  });

  it("forgives two changed letters in a ten-letter word, not three", () => {
    unknownToCourse("de", "Wochanendo", "Wuchanendo");
    expect(checkAnswer("Das ist ein Wochanendo.", ["Das ist ein Wochenende."], "de")).toMatchObject(slip("Wochanendo", "Wochenende"));
    expect(checkAnswer("Das ist ein Wuchanendo.", ["Das ist ein Wochenende."], "de")).toEqual({ kind: "unsure", closest: "Das ist ein Wochenende." });
  });

  it("forgives a letter written twice or once even in a short word, but not another letter added", () => {
    unknownToCourse("de", "Hundd", "Hundx");
    expect(checkAnswer("Das ist ein Hundd.", ["Das ist ein Hund."], "de")).toMatchObject(slip("Hundd", "Hund"));
    expect(checkAnswer("Das ist ein Hundx.", ["Das ist ein Hund."], "de")).toEqual({ kind: "unsure", closest: "Das ist ein Hund." });
    expect(checkAnswer("Du spielst Tenis", ["Du spielst Tennis."], "de")).toMatchObject(slip("Tenis", "Tennis"));
  });
});

describe("grammar in a word is never a slip: a changed stem vowel and a changed ending", () => {
  it("names a stem vowel that changes in a verb next to its subject, in Spanish and German", () => {
    unknownToCourse("es", "dorme");
    unknownToCourse("de", "sprecht");
    expect(checkAnswer("Ella dorme mucho", ["Ella duerme mucho."], "es")).toMatchObject({
      kind: "wrong",
      wrongWord: "dorme",
      expectedWord: "duerme",
      explanation: "“dorme” → with ella the stem vowel changes: “duerme”.",
    });
    expect(checkAnswer("Er sprecht Deutsch", ["Er spricht Deutsch."], "de")).toMatchObject({ kind: "wrong", explanation: "“sprecht” → with er the stem vowel changes: “spricht”." });
  });

  it("reads a changed vowel at the start of a word, or in a word that is no verb, as spelling, not a stem change", () => {
    unknownToCourse("es", "ebre", "grende");
    unknownToCourse("de", "Tosch");
    // Vowel first (nothing before it): no stem change; a four-letter word has no typo allowance either.
    expect(checkAnswer("Ella ebre la puerta", ["Ella abre la puerta."], "es")).toEqual({ kind: "unsure", closest: "Ella abre la puerta." });
    expect(checkAnswer("La mesa es grende", ["La mesa es grande."], "es")).toMatchObject(slip("grende", "grande"));
    expect(checkAnswer("Das ist ein Tosch.", ["Das ist ein Tisch."], "de")).toMatchObject(slip("Tosch", "Tisch"));
  });

  it("names another ending on the same stem: person, number, gender", () => {
    unknownToCourse("es", "comi");
    expect(checkAnswer("Ella comi mucho", ["Ella come mucho."], "es")).toMatchObject({ kind: "wrong", wrongWord: "comi", explanation: "“comi” → with ella the verb ends in -e: “come”." });
    expect(checkAnswer("Él habla", ["Él hablas."], "es")).toMatchObject({ kind: "wrong", explanation: "“habla” → with él the verb ends in -as: “hablas”." });
    expect(checkAnswer("Nosotros hablamos", ["Nosotros hablan."], "es")).toMatchObject({ kind: "wrong", explanation: "“hablamos” → the ending here is -an: “hablan”." });
    expect(checkAnswer("Los gatos negra", ["Los gatos negros."], "es")).toMatchObject({ kind: "wrong", explanation: "“negra” → the ending here is -os: “negros”." });
    expect(checkAnswer("Nous parlez bien", ["Nous parlons bien."], "fr")).toMatchObject({ kind: "wrong", explanation: "“parlez” → with nous the verb ends in -ons: “parlons”." });
    expect(checkAnswer("Il parle bien", ["Il parlent bien."], "fr")).toMatchObject({ kind: "wrong", explanation: "“parle” → with il the verb ends in -ent: “parlent”." });
  });
});

describe("the limits of the ending rule: a stem of two letters or more, endings of up to four letters", () => {
  it("names an ending after a two-letter stem", () => {
    unknownToCourse("es", "lea", "lex");
    expect(checkAnswer("Ella lea", ["Ella lee."], "es")).toMatchObject({ kind: "wrong", explanation: "“lea” → with ella the verb ends in -e: “lee”." });
    expect(checkAnswer("Ella lex", ["Ella lee."], "es")).toEqual({ kind: "unsure", closest: "Ella lee." });
  });

  it("names an ending of four letters, not a tail of five or more, nor one that is no ending", () => {
    unknownToCourse("es", "hablaron", "hablabais", "hablasteis", "hablabann", "negrisimos");
    expect(checkAnswer("Tú hablaron", ["Tú habló."], "es")).toMatchObject({ kind: "wrong", explanation: "“hablaron” → the ending here is -ó: “habló”." });
    expect(checkAnswer("Tú hablabais", ["Tú habló."], "es")).toEqual({ kind: "unsure", closest: "Tú habló." });
    expect(checkAnswer("Tú hablasteis", ["Tú habló."], "es")).toEqual({ kind: "unsure", closest: "Tú habló." });
    expect(checkAnswer("Ella hablaban", ["Ella habla."], "es")).toMatchObject({ kind: "wrong", explanation: "“hablaban” → with ella the verb ends in -a: “habla”." });
    expect(checkAnswer("Ella hablabann", ["Ella habla."], "es")).toEqual({ kind: "unsure", closest: "Ella habla." });
    expect(checkAnswer("Los gatos negrisimos", ["Los gatos negros."], "es")).toEqual({ kind: "unsure", closest: "Los gatos negros." });
  });

  it("shows the ending with its accent, as the answer writes it", () => {
    unknownToCourse("es", "comía");
    expect(checkAnswer("Ella comía", ["Ella comió."], "es")).toMatchObject({ kind: "wrong", explanation: "“comía” → with ella the verb ends in -ó: “comió”." });
  });

  it("takes a verb for one by a two-letter ending when no subject is near, not by a one-letter ending", () => {
    unknownToCourse("es", "dormen", "dorme");
    expect(checkAnswer("Dormen mucho", ["Duermen mucho."], "es")).toMatchObject({ kind: "wrong", explanation: "“Dormen” → this verb changes its stem: “Duermen”." });
    expect(checkAnswer("Dorme mucho", ["Duerme mucho."], "es")).toEqual({ kind: "unsure", closest: "Duerme mucho." });
  });
});

describe("a slip that spells another word the course knows is a mistake", () => {
  it("names the other word, and still forgives a slip that spells no word of the course", () => {
    unknownToCourse("es", "cuanta", "mébico");
    unknownToCourse("fr", "fepme");
    expect(courseWords("es").has("cuenta") && courseWords("es").has("méxico") && courseWords("fr").has("ferme")).toBe(true);
    expect(checkAnswer("Esto cuenta mucho", ["Esto cuesta mucho."], "es")).toMatchObject({ kind: "wrong", wrongWord: "cuenta", expectedWord: "cuesta", explanation: "“cuenta” is another word: here it's “cuesta”." });
    expect(checkAnswer("Esto cuanta mucho", ["Esto cuesta mucho."], "es")).toEqual({ kind: "unsure", closest: "Esto cuesta mucho." });
    expect(checkAnswer("Mi padre es méxico", ["Mi padre es médico."], "es")).toMatchObject({ kind: "wrong", explanation: "“méxico” is another word: here it's “médico”." });
    expect(checkAnswer("Mi padre es mébico", ["Mi padre es médico."], "es")).toMatchObject(slip("mébico", "médico"));
    expect(checkAnswer("La ferme est grande", ["La femme est grande."], "fr")).toMatchObject({ kind: "wrong", explanation: "“ferme” is another word: here it's “femme”." });
    expect(checkAnswer("La fepme est grande", ["La femme est grande."], "fr")).toMatchObject(slip("fepme", "femme"));
  });
});

describe("which mistake is named first: grammar, then another word, then a missing or extra word, then a minor one", () => {
  it("names a grammar mistake before another word written earlier", () => {
    expect(checkAnswer("La ferme parlent bien", ["La femme parle bien."], "fr")).toEqual({
      kind: "wrong",
      closest: "La femme parle bien.",
      explanation: "“parlent” → the ending here is -e: “parle”.",
    });
  });

  it("names another word before a missing word that comes earlier", () => {
    expect(checkAnswer("Esto cuenta mucho", ["Hoy esto cuesta mucho."], "es")).toEqual({
      kind: "wrong",
      closest: "Hoy esto cuesta mucho.",
      explanation: "“cuenta” is another word: here it's “cuesta”.",
    });
  });

  it("names the first of two grammar mistakes", () => {
    expect(checkAnswer("Yo eres altos", ["Yo soy alto."], "es")).toEqual({ kind: "wrong", closest: "Yo soy alto.", explanation: "“eres” → with yo, ser is “soy”." });
  });

  it("names a missing word before a minor slip of form (a French elision) written earlier", () => {
    expect(checkAnswer("Je aime café", ["J'aime le café."], "fr")).toEqual({ kind: "wrong", closest: "J'aime le café.", explanation: "The article is missing before “café”." });
    // Alone, the elision is named, with the word given and the word expected.
    expect(checkAnswer("Je aime le café", ["J'aime le café."], "fr")).toMatchObject({ kind: "wrong", wrongWord: "Je", expectedWord: "J'", explanation: expect.stringContaining("apostrophe") });
  });
});

describe("an explanation only when the sentence is close: at most max(2, half the answer's words, rounded up) mistakes", () => {
  const comi = "“comi” → with ella the verb ends in -e: “come”.";

  it("explains two mistakes in four words, not three", () => {
    expect(checkAnswer("Ella comi pan", ["Ella come mucho pan."], "es")).toEqual({ kind: "wrong", closest: "Ella come mucho pan.", explanation: comi });
    expect(checkAnswer("Ella comi", ["Ella come mucho pan."], "es")).toEqual({ kind: "wrong", closest: "Ella come mucho pan." });
  });

  it("explains three mistakes in five words, not four", () => {
    expect(checkAnswer("Ella comi hoy", ["Ella come mucho pan hoy."], "es")).toEqual({ kind: "wrong", closest: "Ella come mucho pan hoy.", explanation: comi });
    expect(checkAnswer("Ella comi", ["Ella come mucho pan hoy."], "es")).toEqual({ kind: "wrong", closest: "Ella come mucho pan hoy." });
  });

  it("gives the learner's and the answer's word only when it is the one mistake", () => {
    expect(checkAnswer("Ella comi mucho pan", ["Ella come mucho pan."], "es")).toMatchObject({ wrongWord: "comi", expectedWord: "come" });
    expect(checkAnswer("Ella comi pan", ["Ella come mucho pan."], "es")).not.toHaveProperty("wrongWord");
  });
});

describe("unknown is not wrong: a word the course does not know, and no grammar mistake", () => {
  it("is unsure of a word the course does not know, in place of one or added", () => {
    unknownToCourse("es", "gato", "blanquito");
    expect(checkAnswer("Tengo un gato", ["Tengo un perro."], "es")).toEqual({ kind: "unsure", closest: "Tengo un perro." });
    expect(checkAnswer("Tengo un perro blanquito", ["Tengo un perro."], "es")).toEqual({ kind: "unsure", closest: "Tengo un perro." });
  });

  it("names the known mistake when an unknown word stands beside it", () => {
    unknownToCourse("es", "gato");
    expect(checkAnswer("Tengo gato", ["Tengo un perro."], "es")).toEqual({ kind: "wrong", closest: "Tengo un perro.", explanation: "The article is missing before “perro”." });
  });

  it("is sure when the word is one the course knows, or a word is only missing", () => {
    expect(courseWords("es").has("grande") && courseWords("es").has("casa")).toBe(true);
    expect(checkAnswer("Tengo un perro grande", ["Tengo un perro."], "es")).toEqual({ kind: "wrong", closest: "Tengo un perro.", explanation: "“grande” is not needed here." });
    expect(checkAnswer("Mi padre es casa", ["Mi padre es médico."], "es")).toMatchObject({ kind: "wrong", wrongWord: "casa", expectedWord: "médico", explanation: "“casa” → the word here is “médico”." });
    expect(checkAnswer("Tengo perro", ["Tengo un perro."], "es")).toEqual({ kind: "wrong", closest: "Tengo un perro.", explanation: "The article is missing before “perro”." });
  });

  it("is wrong when the sentence also has a grammar mistake", () => {
    unknownToCourse("es", "gatito");
    expect(checkAnswer("Ella comi mucho gatito", ["Ella come mucho pan."], "es")).toMatchObject({ kind: "wrong", explanation: "“comi” → with ella the verb ends in -e: “come”." });
  });
});

describe("substitution: a word in place of another costs less than one added and one missing, the less the more alike", () => {
  it("lines up a completely different word with the one it replaces", () => {
    // Costed as a replacement (not as an extra word and a missing one), the learner's word is named against the answer's.
    expect(checkAnswer("Mi padre es casa", ["Mi padre es médico."], "es")).toMatchObject({ wrongWord: "casa", expectedWord: "médico" });
  });

  it("lines up a misspelled word with the word it is nearest to, not with a neighbour", () => {
    unknownToCourse("es", "grende");
    expect(checkAnswer("Compro mesa grende", ["Compro una mesa grande."], "es")).toEqual({
      kind: "wrong",
      closest: "Compro una mesa grande.",
      explanation: "The article is missing before “mesa”.",
    });
  });
});

describe("the accents note", () => {
  it("notes accents left out, but not a sentence typed exactly or one without apostrophes", () => {
    expect(checkAnswer("Je voudrais un cafe", ["Je voudrais un café."], "fr")).toEqual({ kind: "correct", answer: "Je voudrais un café.", note: "accents" });
    expect(checkAnswer("Tu hablas", ["Tú hablas."], "es")).toEqual({ kind: "correct", answer: "Tú hablas.", note: "accents" });
    expect(checkAnswer("Je voudrais un café", ["Je voudrais un café."], "fr")).toEqual({ kind: "correct", answer: "Je voudrais un café." });
    expect(checkAnswer("jai faim", ["J'ai faim."], "fr")).toEqual({ kind: "correct", answer: "J'ai faim." });
    // Accents left out are noted only where the words line up one for one (not across j'ai typed jai).
    expect(checkAnswer("j ai ete la", ["J'ai été là."], "fr")).toEqual({ kind: "correct", answer: "J'ai été là.", note: "accents" });
    expect(checkAnswer("jai ete la", ["J'ai été là."], "fr")).toEqual({ kind: "correct", answer: "J'ai été là." });
  });

  it("prefers the answer the learner typed exactly to one they typed without accents", () => {
    expect(checkAnswer("Tú hablas", ["Tu hablas.", "Tú hablas."], "es")).toEqual({ kind: "correct", answer: "Tú hablas." });
  });
});
