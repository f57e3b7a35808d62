/**
 * A plan in Spanish: ir a + infinitive, the future, or the present with a word for when; the
 * person, the stem change and "let's" keep their meaning.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer } from "../check";
import { presentOf, readFuture } from "./spanish-future";

const verdict = (attempt: string, answers: string[], prompt: string) => checkAnswer(attempt, answers, "es", prompt).kind;

describe("Spanish: what is planned, with ir a, the future or the present", () => {
  it("takes the future and, with a word for when, the present, in the subject's person", () => {
    expect(verdict("Mañana como pescado.", ["Mañana voy a comer pescado."], "I'm going to eat fish tomorrow.")).toBe("correct");
    expect(verdict("Mañana comeré pescado.", ["Mañana voy a comer pescado."], "I'm going to eat fish tomorrow.")).toBe("correct");
    expect(verdict("¿Qué harás el sábado?", ["¿Qué vas a hacer el sábado?"], "What are you going to do on Saturday?")).toBe("correct");
    expect(verdict("Ella vuelve el lunes.", ["Ella va a volver el lunes."], "She's going to come back on Monday.")).toBe("correct");
    expect(verdict("Me quedaré dos semanas.", ["Voy a quedarme dos semanas."], "I'm going to stay two weeks.")).toBe("correct");
  });

  it("shows the sentence it matched with its capital where the sentence starts, after moving the word for when", () => {
    expect(checkAnswer("Mañana comeré pescado.", ["Voy a comer pescado mañana."], "es", "I'm going to eat fish tomorrow.")).toMatchObject({ kind: "correct", answer: "Mañana comeré pescado." });
  });

  it("takes ir a where the answer says the future", () => {
    expect(verdict("Voy a ir a Madrid.", ["Iré a Madrid."], "I'll go to Madrid.")).toBe("correct");
    expect(verdict("Mañana vamos a jugar al tenis.", ["Mañana jugaremos al tenis."], "Tomorrow we'll play tennis.")).toBe("correct");
  });

  it("refuses the present without a word for when, another person, a missed stem change, and a plan for let's", () => {
    expect(verdict("Como pescado.", ["Voy a comer pescado."], "I'm going to eat fish.")).not.toBe("correct");
    expect(verdict("Mañana come pescado.", ["Mañana voy a comer pescado."], "I'm going to eat fish tomorrow.")).not.toBe("correct");
    expect(verdict("Ella volve el lunes.", ["Ella va a volver el lunes."], "She's going to come back on Monday.")).not.toBe("correct");
    expect(verdict("Comeremos aquí.", ["Vamos a comer aquí."], "Let's eat here.")).not.toBe("correct");
  });
});

describe("Spanish present and future forms", () => {
  it("conjugates the present with its stem changes and irregular yo, and reads futures", () => {
    expect([0, 1, 2, 3, 4, 5].map((person) => presentOf("poder", person))).toEqual(["puedo", "puedes", "puede", "podemos", "podéis", "pueden"]);
    expect([presentOf("hacer", 0), presentOf("hacer", 1), presentOf("jugar", 0), presentOf("pedir", 3), presentOf("ir", 5)]).toEqual(["hago", "haces", "juego", "pedimos", "van"]);
    expect([readFuture("harás"), readFuture("comerán"), readFuture("iré"), readFuture("está"), readFuture("además")]).toEqual([["hacer", 1], ["comer", 5], ["ir", 0], null, null]);
  });
});
