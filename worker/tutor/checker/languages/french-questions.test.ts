/**
 * French questions: est-ce que, inversion and the spoken order are one answer; a wrong inversion
 * (no -t-, je where it cannot invert, the pronoun left behind) stays a mistake.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer } from "../check";
import { frenchQuestionForms } from "./french-questions";

const verdict = (attempt: string, answers: string[], prompt: string) => checkAnswer(attempt, answers, "fr", prompt).kind;

describe("French: a question by est-ce que, by inversion or in the spoken order", () => {
  it("inverts the verb and its subject pronoun, keeping ne and object pronouns before it and pas after", () => {
    expect(verdict("Pourquoi n'allons-nous pas au cinéma ?", ["Pourquoi est-ce que nous n'allons pas au cinéma ?"], "Why don't we go to the cinema?")).toBe("correct");
    expect(verdict("À quelle heure te couches-tu ?", ["À quelle heure tu te couches ?"], "What time do you go to bed?")).toBe("correct");
    expect(verdict("Va-t-il à Paris ?", ["Est-ce qu'il va à Paris ?"], "Is he going to Paris?")).toBe("correct");
    expect(verdict("Que fais-tu ?", ["Qu'est-ce que tu fais ?"], "What are you doing?")).toBe("correct");
  });

  it("turns an inversion back into est-ce que and the spoken order", () => {
    expect(verdict("Quand est-ce que tu es rentrée ?", ["Quand es-tu rentrée ?"], "When did you come back?")).toBe("correct");
    expect(verdict("Tu habites où ?", ["Où habites-tu ?"], "Where do you live?")).toBe("correct");
    expect(verdict("Tu fais quoi ?", ["Que fais-tu ?"], "What are you doing?")).toBe("correct");
  });

  it("refuses an inversion French does not make", () => {
    expect(verdict("Va-il à Paris ?", ["Est-ce qu'il va à Paris ?"], "Is he going to Paris?")).not.toBe("correct");
    expect(verdict("Parle-je français ?", ["Est-ce que je parle français ?"], "Do I speak French?")).not.toBe("correct");
    expect(verdict("Pourquoi allons-nous ne pas au cinéma ?", ["Pourquoi est-ce que nous n'allons pas au cinéma ?"], "Why don't we go to the cinema?")).not.toBe("correct");
    expect(verdict("Tu pourquoi es rentré ?", ["Pourquoi est-ce que tu es rentré ?"], "Why did you come back?")).not.toBe("correct");
  });

  it("leaves statements and a question word inside the sentence as they are", () => {
    expect(frenchQuestionForms("Tu parles français.")).toEqual([]);
    expect(frenchQuestionForms("Tu fais quoi ce soir ?")).toEqual([]);
    expect(frenchQuestionForms("Marie arrive quand ?")).toEqual([]);
  });
});
