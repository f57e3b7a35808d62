/**
 * The preterite and the present perfect, both ways: what a teacher from Madrid or from Mexico City
 * accepts, and where the tense itself is the mistake.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer } from "../check";
import { participleOfPreterite, preteriteOfParticiple } from "./spanish-past";

const verdict = (attempt: string, answers: string[], prompt: string) => checkAnswer(attempt, answers, "es", prompt).kind;

describe("Spanish: the past in the preterite or the present perfect", () => {
  it("takes the perfect where the lesson says the preterite, in the subject's person, with the pronoun kept before haber", () => {
    expect(verdict("Me ha gustado la película.", ["Me gustó la película."], "I liked the film.")).toBe("correct");
    expect(verdict("¿Ya lo has leído?", ["¿Ya lo leíste?"], "Have you already read it?")).toBe("correct");
    expect(verdict("¿Qué has hecho?", ["¿Qué hiciste?"], "What did you do?")).toBe("correct");
    expect(verdict("Han pedido la cuenta.", ["Pidieron la cuenta."], "They asked for the bill.")).toBe("correct");
    expect(verdict("He escrito una carta.", ["Escribí una carta."], "I wrote a letter.")).toBe("correct");
  });

  it("takes the preterite where the lesson says the perfect", () => {
    expect(verdict("Hoy comí paella.", ["Hoy he comido paella."], "I've eaten paella today.")).toBe("correct");
    expect(verdict("Vimos la película.", ["Hemos visto la película."], "We've seen the film.")).toBe("correct");
    expect(verdict("¿Llegaste bien?", ["¿Has llegado bien?"], "Did you arrive safely?")).toBe("correct");
  });

  it("keeps a finished time in the preterite, the person of haber, and the present a present", () => {
    // ayer, el año pasado: a finished time takes the preterite in standard Spanish.
    expect(verdict("Ayer he comido paella.", ["Ayer comí paella."], "I ate paella yesterday.")).not.toBe("correct");
    expect(verdict("El año pasado he ido a México.", ["El año pasado fui a México."], "I went to Mexico last year.")).not.toBe("correct");
    // The wrong person of haber is a mistake, not a variant.
    expect(verdict("Me han gustado la película.", ["Me gustó la película."], "I liked the film.")).not.toBe("correct");
    expect(verdict("¿Ya lo he leído?", ["¿Ya lo leíste?"], "Have you already read it?")).not.toBe("correct");
    // hablamos is also the present: it never becomes a perfect.
    expect(verdict("Hemos hablado español.", ["Hablamos español."], "We speak Spanish.")).not.toBe("correct");
  });
});

describe("Spanish preterites and participles", () => {
  it("reads regular, spelling-changed, vowel-stem, strong and stem-changing preterites", () => {
    expect(participleOfPreterite("hablaste")).toEqual([1, ["hablado"]]);
    expect(participleOfPreterite("hablasteis")).toEqual([4, ["hablado"]]);
    expect(participleOfPreterite("comió")).toEqual([2, ["comido"]]);
    expect(participleOfPreterite("leyeron")).toEqual([5, ["leído"]]);
    expect(participleOfPreterite("busqué")).toEqual([0, ["buscado"]]);
    expect(participleOfPreterite("llegué")).toEqual([0, ["llegado"]]);
    expect(participleOfPreterite("empecé")).toEqual([0, ["empezado"]]);
    expect(participleOfPreterite("hizo")).toEqual([2, ["hecho"]]);
    expect(participleOfPreterite("dijeron")).toEqual([5, ["dicho"]]);
    expect(participleOfPreterite("fue")).toEqual([2, ["ido", "sido"]]);
    expect(participleOfPreterite("durmió")).toEqual([2, ["dormido"]]);
    expect(participleOfPreterite("abrí")).toEqual([0, ["abierto"]]);
  });

  it("leaves words that only look like a preterite", () => {
    for (const word of ["café", "aquí", "qué", "hablamos", "vivimos", "llegé", "mí"]) expect(participleOfPreterite(word), word).toBeNull();
  });

  it("conjugates a participle back in every person", () => {
    expect(["leído", "hecho", "ido", "buscado", "pedido", "escrito"].map((participle) => [0, 1, 2, 3, 4, 5].map((person) => preteriteOfParticiple(participle, person)))).toEqual([
      ["leí", "leíste", "leyó", "leímos", "leísteis", "leyeron"],
      ["hice", "hiciste", "hizo", "hicimos", "hicisteis", "hicieron"],
      ["fui", "fuiste", "fue", "fuimos", "fuisteis", "fueron"],
      ["busqué", "buscaste", "buscó", "buscamos", "buscasteis", "buscaron"],
      ["pedí", "pediste", "pidió", "pedimos", "pedisteis", "pidieron"],
      ["escribí", "escribiste", "escribió", "escribimos", "escribisteis", "escribieron"],
    ]);
    expect(preteriteOfParticiple("dicho", 5)).toBe("dijeron");
    expect(preteriteOfParticiple("casa", 0)).toBeNull();
  });
});
