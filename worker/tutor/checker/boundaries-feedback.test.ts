/**
 * What the checker tells the learner about a mistake in German, Spanish and French: which rule
 * names it (a grammar word, an ending, a participle, an infinitive, a word missing, added or out of
 * place), each said by its neighbours and never by spelling out the whole sentence.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer } from "./check";

const explained = (explanation: string) => expect.objectContaining({ kind: "wrong", explanation });

describe("a grammar word in place of another", () => {
  it("names the form of the same verb, by its subject when there is one", () => {
    expect(checkAnswer("Yo eres alto", ["Yo soy alto."], "es")).toEqual(explained("“eres” → with yo, ser is “soy”."));
    expect(checkAnswer("Eres alto", ["Soy alto."], "es")).toEqual(explained("“Eres” → the form of ser here is “Soy”."));
  });

  it("names another verb, a pronoun, a preposition, a conjunction, and a pair the lessons teach", () => {
    expect(checkAnswer("Ella va cansada", ["Ella está cansada."], "es")).toEqual(explained("“va” → the verb here is estar: “está”."));
    expect(checkAnswer("Lo veo a él", ["Lo veo a ella."], "es")).toEqual(explained("“él” → the pronoun here is “ella”."));
    expect(checkAnswer("Vivo de Madrid", ["Vivo con Madrid."], "es")).toEqual(explained("“de” → the preposition here is “con”."));
    expect(checkAnswer("Pan o agua", ["Pan y agua."], "es")).toEqual(explained("“o” → here it's “y”."));
    expect(checkAnswer("Yo hablo bueno", ["Yo hablo bien."], "es")).toEqual(explained("“bueno” → to say how you do something, Spanish uses the adverb bien: “bien”."));
    // A pair written for every form of a word (kein, keine, keinen …).
    expect(checkAnswer("Er ist nicht Lehrer", ["Er ist kein Lehrer."], "de")).toEqual(explained("“nicht” → before a noun, German says kein, not nicht: “kein”."));
    expect(checkAnswer("Er hat nicht Zeit", ["Er hat keine Zeit."], "de")).toEqual(explained("“nicht” → before a noun, German says kein, not nicht: “keine”."));
  });
});

describe("the form of a verb", () => {
  it("names the past participle after an auxiliary, and the infinitive after a verb", () => {
    expect(checkAnswer("Yo he comer", ["Yo he comido."], "es")).toEqual(explained("“comer” → after “he” the verb is the past participle: “comido”."));
    expect(checkAnswer("Yo quiero comemos", ["Yo quiero comer."], "es")).toEqual(explained("“comemos” → the verb stays in the infinitive here: “comer”."));
    expect(checkAnswer("Ich kann gut schwimmt", ["Ich kann gut schwimmen."], "de")).toEqual(explained("“schwimmt” → the verb stays in the infinitive here: “schwimmen”."));
    expect(checkAnswer("Ich habe gespiel", ["Ich habe gespielt."], "de")).toEqual(explained("“gespiel” → the past participle here is “gespielt”."));
  });

  it("names the person ending by the subject", () => {
    expect(checkAnswer("Yo hablar", ["Yo hablo."], "es")).toEqual(explained("“hablar” → with yo the verb ends in -o: “hablo”."));
    expect(checkAnswer("Hoy yo hablar", ["Hoy yo hablo."], "es")).toEqual(explained("“hablar” → with yo the verb ends in -o: “hablo”."));
    expect(checkAnswer("Je parlons", ["Je parle."], "fr")).toEqual(explained("“parlons” → with je the verb ends in -e: “parle”."));
    // The subject as the answer writes it: lower case only where the sentence starts with it.
    expect(checkAnswer("Heute spielt Sie Tennis", ["Heute spielen Sie Tennis."], "de")).toEqual(explained("“spielt” → with Sie the verb ends in -en: “spielen”."));
  });
});

describe("a word missing or added, said by its neighbour", () => {
  it("says which kind of word is missing before which word, or what it follows", () => {
    expect(checkAnswer("Ich sehe Hund", ["Ich sehe den Hund."], "de")).toEqual(explained("The article is missing before “Hund”."));
    expect(checkAnswer("Ich wohne Berlin", ["Ich wohne in Berlin."], "de")).toEqual(explained("A preposition is missing before “Berlin”."));
    expect(checkAnswer("Sehe den Hund", ["Ich sehe den Hund."], "de")).toEqual(explained("A pronoun is missing before “sehe”."));
    expect(checkAnswer("Ich sehe den", ["Ich sehe den Hund."], "de")).toEqual(explained("“Hund” is missing after “den”."));
    expect(checkAnswer("Hablo con", ["Hablo con ella."], "es")).toEqual(explained("“ella” is missing after “con”."));
    expect(checkAnswer("Yo no hablo", ["Yo no hablo nunca."], "es")).toEqual(explained("“nunca” is missing after “hablo”."));
    expect(checkAnswer("hablo", ["Pues hablo."], "es")).toEqual(explained("“Pues” is missing at the start."));
  });

  it("gives the lesson's reason for a word that is missing or not needed", () => {
    expect(checkAnswer("Voy comer", ["Voy a comer."], "es")).toEqual(explained("“a” is missing: ir takes a before the infinitive (ir a + infinitive)."));
    expect(checkAnswer("Quiero a comer", ["Quiero comer."], "es")).toEqual(explained("“a” is not needed here: the infinitive follows the verb directly."));
    expect(checkAnswer("Yo no tengo perro", ["Yo tengo perro."], "es")).toEqual(explained("“no” is not needed here."));
  });
});

describe("a word out of place: where it goes, by its role", () => {
  it("says it goes at the end, later or earlier, or at the end of a clause after weil", () => {
    expect(checkAnswer("Tengo perro el", ["Tengo el perro."], "es")).toEqual(explained("“perro” is in the wrong place: it goes at the end."));
    expect(checkAnswer("perro Tengo", ["Tengo perro."], "es")).toEqual(explained("“perro” is in the wrong place: it goes at the end."));
    expect(checkAnswer("el Tengo perro grande", ["Tengo el perro grande."], "es")).toEqual(explained("“el” is in the wrong place: it comes later in the sentence."));
    expect(checkAnswer("Tengo grande el perro", ["Grande tengo el perro."], "es")).toEqual(explained("“Tengo” is in the wrong place: it comes later in the sentence."));
    expect(checkAnswer("Ich weiß, weil ich müde bin", ["Ich weiß, weil ich bin müde."], "de")).toEqual(
      explained("“müde” is in the wrong place: after “weil” the verb goes to the end of the clause."),
    );
  });
});
