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

  it("names a wrong word without leaving a blank where the answer's word would be", () => {
    const said = pinpoint(wrong("“trinke” → the word here is “lerne”."), marks, ["lerne"], 0);
    expect(said).toBe("Nearly! “trinke” is not the word this sentence needs. ");
  });
});
