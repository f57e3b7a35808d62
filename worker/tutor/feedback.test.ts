import { describe, expect, it } from "vitest";
import type { Verdict } from "./answer-check";
import { pinpoint } from "./feedback";

const wrong = (explanation: string): Verdict => ({ kind: "wrong", closest: "Ich bin müde.", explanation }) as Verdict;
const marks = [
  { text: "Ich", ok: true },
  { text: "habe", ok: false },
  { text: "müde", ok: true },
];

describe("the checker's explanation of a mistake", () => {
  it("is said as the checker gives it when it names the grammar point only", () => {
    expect(pinpoint(wrong("“spielt” → with du the verb ends in -st"), marks, [], 0)).toBe("Nearly! “spielt” → with du the verb ends in -st. ");
  });

  it("keeps back the word the learner still has to find", () => {
    const said = pinpoint(wrong("“habe” → the verb here is sein: “bin”."), marks, ["bin"], 0);
    expect(said).toContain("“habe” → the verb here is sein");
    expect(said).not.toContain("bin”");
  });

  it("says “Nearly!” only when one word is off, not when most of the sentence is wrong", () => {
    const mostlyWrong = [
      { text: "ich", ok: true },
      { text: "trinke", ok: false },
      { text: "kaffee", ok: false },
    ];
    const said = pinpoint(wrong("“trinke” → the word here is “lerne”."), mostlyWrong, ["lerne", "Deutsch"], 0);
    expect(said).toMatch(/^Not quite\. /);
    expect(pinpoint(wrong("“trinke” → the word here is “lerne”."), mostlyWrong, ["lerne", "Deutsch"], 2)).toMatch(/^Still not quite\. /);
  });

  it("never masks a word the learner typed: a word out of place is named as they wrote it", () => {
    const moved = [
      { text: "Ich", ok: true },
      { text: "bin", ok: false },
      { text: "müde", ok: false },
    ];
    const said = pinpoint(wrong("“bin” is in the wrong place: after “weil” the verb goes to the end of the clause."), moved, ["bin", "müde"], 0);
    expect(said).toBe("Not quite. “bin” is in the wrong place: after “weil” the verb goes to the end of the clause. ");
  });

  it("says a missing word or particle without a blank to fill in", () => {
    expect(pinpoint(wrong("“besser” is missing after “ist”."), marks, ["besser"], 0)).toBe("Nearly! A word is missing after “ist”. ");
    expect(pinpoint(wrong("The particle “が” is missing after “コーヒー”: the subject here is marked with が."), marks, ["が"], 0)).not.toContain("“…”");
    expect(pinpoint(wrong("“habe” → the verb here is sein: “bin”."), marks, ["bin"], 0)).toBe("Nearly! “habe” → the verb here is sein. ");
    expect(pinpoint(wrong("“fait” → here it's “Depuis”."), marks, ["Depuis"], 0)).toBe("Nearly! “fait” is not the word this sentence needs. ");
    expect(pinpoint(wrong("“Te” → the pronoun here is “Se”."), marks, ["Se"], 0)).toBe("Nearly! “Te” is not the pronoun this sentence needs. ");
    const kitchens = [
      { text: "Die", ok: true },
      { text: "Kuchen", ok: false },
    ];
    expect(pinpoint(wrong("“Kuchen” → without the umlaut this is another form; here it's “Küchen”."), kitchens, ["Küchen"], 0)).toBe("Nearly! “Kuchen” → without the umlaut this is another form; here it's “Küchen”. ");
  });

  it("names a wrong word without leaving a blank where the answer's word would be", () => {
    const said = pinpoint(wrong("“trinke” → the word here is “lerne”."), marks, ["lerne"], 0);
    expect(said).toBe("Nearly! “trinke” is not the word this sentence needs. ");
  });
});
