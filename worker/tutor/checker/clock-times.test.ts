/**
 * A clock time said in any of the language's common ways is the same answer; another hour or
 * another quarter stays a mistake (halb sieben is 6:30, so "halb sechs" for 6:30 is wrong).
 */
import { describe, expect, it } from "vitest";
import { checkAnswer } from "./check";
import { clockVariants } from "./clock-times";

const verdict = (attempt: string, answers: string[], code: string, prompt: string) => checkAnswer(attempt, answers, code, prompt).kind;

describe("clock times said another way", () => {
  it("German: halb, Viertel, Uhr with minutes and the digital clock are one time", () => {
    const answers = ["Ich komme um halb sieben."];
    for (const said of ["Ich komme um sechs Uhr dreißig.", "Ich komme um 6:30.", "Ich komme um 6:30 Uhr."]) expect(verdict(said, answers, "de", "I'm coming at half past six."), said).toBe("correct");
    expect(verdict("Es ist neun Uhr fünfundvierzig.", ["Es ist Viertel vor zehn."], "de", "It's quarter to ten.")).toBe("correct");
    expect(verdict("Ich stehe um sieben Uhr auf.", ["Ich stehe um sieben auf."], "de", "I get up at seven.")).toBe("correct");
  });

  it("German: another hour, another quarter or a time word for a noun stays wrong", () => {
    expect(verdict("Ich komme um halb sechs.", ["Ich komme um halb sieben."], "de", "I'm coming at half past six.")).not.toBe("correct");
    expect(verdict("Es ist Viertel nach zehn.", ["Es ist Viertel vor zehn."], "de", "It's quarter to ten.")).not.toBe("correct");
    expect(clockVariants("Es ist ein Hund.", "de")).toEqual([]);
  });

  it("Spanish: y media, y treinta, menos cuarto, un cuarto para, with es for la una and son for the rest", () => {
    expect(verdict("A las ocho y treinta ceno.", ["A las ocho y media ceno."], "es", "At half past eight I have dinner.")).toBe("correct");
    expect(verdict("Son las 9:45.", ["Son las diez menos cuarto."], "es", "It's quarter to ten.")).toBe("correct");
    expect(verdict("Es la una menos cuarto.", ["Son las doce y cuarenta y cinco."], "es", "It's quarter to one.")).toBe("correct");
    expect(verdict("Son la una menos cuarto.", ["Son las doce y cuarenta y cinco."], "es", "It's quarter to one.")).not.toBe("correct");
    expect(verdict("Son las nueve menos cuarto.", ["Son las diez menos cuarto."], "es", "It's quarter to ten.")).not.toBe("correct");
  });

  it("French: et demie, moins le quart, the minutes and 9h45", () => {
    expect(verdict("Il est neuf heures quarante-cinq.", ["Il est dix heures moins le quart."], "fr", "It's quarter to ten.")).toBe("correct");
    expect(verdict("Il est 9h45.", ["Il est dix heures moins le quart."], "fr", "It's quarter to ten.")).toBe("correct");
    expect(verdict("Il est dix heures quarante-cinq.", ["Il est dix heures moins le quart."], "fr", "It's quarter to ten.")).not.toBe("correct");
  });

  it("Chinese: 半 and 三十分, 一刻 and 十五分", () => {
    expect(verdict("我七点三十分起床。", ["我七点半起床。"], "zh", "I get up at half past seven.")).toBe("correct");
    expect(verdict("他八点十五分到。", ["他八点一刻到。"], "zh", "He arrives at quarter past eight.")).toBe("correct");
    expect(verdict("我六点半起床。", ["我七点半起床。"], "zh", "I get up at half past seven.")).not.toBe("correct");
  });
});
