/**
 * German puts the verb second whatever stands first: a teacher takes the object, a place or das at
 * the front as readily as the subject, and never a verb pushed third or a phrase torn apart.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer } from "../check";

const verdict = (attempt: string, answers: string[], prompt: string) => checkAnswer(attempt, answers, "de", prompt).kind;

describe("German: whatever comes first, the verb comes second", () => {
  it("takes a noun phrase, a prepositional phrase or das before the verb, the subject after it", () => {
    expect(verdict("Den Kaffee trinke ich schwarz.", ["Ich trinke den Kaffee schwarz."], "I drink the coffee black.")).toBe("correct");
    expect(verdict("In Berlin wohne ich.", ["Ich wohne in Berlin."], "I live in Berlin.")).toBe("correct");
    expect(verdict("Das organisierst du sehr gut.", ["Du organisierst das sehr gut."], "You organise that very well.")).toBe("correct");
    expect(verdict("Mit meiner Mutter gehe ich ins Kino.", ["Ich gehe mit meiner Mutter ins Kino."], "I'm going to the cinema with my mother.")).toBe("correct");
    expect(verdict("Das Buch hat er gelesen.", ["Er hat das Buch gelesen."], "He has read the book.")).toBe("correct");
  });

  it("takes the subject first where the lesson fronts something else", () => {
    expect(verdict("Ich habe den Film gesehen.", ["Den Film habe ich gesehen."], "I've seen the film.")).toBe("correct");
    expect(verdict("Ich gehe am Wochenende ins Kino.", ["Am Wochenende gehe ich ins Kino."], "I go to the cinema at the weekend.")).toBe("correct");
  });

  it("refuses the verb in third place and a phrase torn from its preposition or article", () => {
    expect(verdict("Den Kaffee ich trinke schwarz.", ["Ich trinke den Kaffee schwarz."], "I drink the coffee black.")).not.toBe("correct");
    expect(verdict("Kaffee trinke ich den schwarz.", ["Ich trinke den Kaffee schwarz."], "I drink the coffee black.")).not.toBe("correct");
    expect(verdict("Meiner Mutter gehe ich mit ins Kino.", ["Ich gehe mit meiner Mutter ins Kino."], "I'm going to the cinema with my mother.")).not.toBe("correct");
    expect(verdict("Berlin wohne ich in.", ["Ich wohne in Berlin."], "I live in Berlin.")).not.toBe("correct");
  });

  it("keeps questions and the clause after a comma in their order", () => {
    expect(verdict("Den Kaffee trinkst du?", ["Trinkst du den Kaffee?"], "Do you drink the coffee?")).not.toBe("correct");
    expect(verdict("Ich bleibe zu Hause, Zeit habe ich nicht.", ["Ich bleibe zu Hause, ich habe keine Zeit."], "I'm staying at home, I have no time.")).not.toBe("correct");
  });
});
