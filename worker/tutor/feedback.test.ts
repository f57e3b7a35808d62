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
});
