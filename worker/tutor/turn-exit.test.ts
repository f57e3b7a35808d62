import { describe, expect, it, vi } from "vitest";
import type { Exercise } from "../../contract/lesson-source";
import type { Verdict } from "./answer-check";
import { runTurn } from "./engine";
import { START, type AnswerChecker, type TutorLesson } from "./offline-tutor";
import type { ChatModel, TutorProvider } from "./providers/types";
import { emptyScratchPad } from "./scratch-pad";
import { turnExit, WITHHELD_REPLY, withoutAnswers } from "./turn-exit";

const exercises: Exercise[] = [
  { prompt: "I don't come because I am tired.", answers: ["Ich komme nicht, weil ich müde bin."], nudge: "Where does the verb go after weil?", hint: "'weil' sends the verb to the end.", example: { prompt: "I stay because I am hungry.", answer: "Ich bleibe, weil ich Hunger habe." }, structure: "weil + verb last" },
  { prompt: "Yes.", answers: ["Ja."], nudge: "One word.", hint: "It starts with J.", example: { prompt: "No.", answer: "Nein." }, structure: "ja" },
  { prompt: "You are late.", answers: ["Du bist spät."], nudge: "Who are we talking to?", hint: "'you are' is 'du bist'.", example: { prompt: "You are tall.", answer: "Du bist groß." }, structure: "du bist" },
];
const lesson: TutorLesson = { lessonId: "de-lesson12", number: 12, title: "Because", languageName: "German", exercises, body: "# Because\n\nweil sends the verb to the end." };
const offline: TutorProvider = { name: "offline" };

/** A checker that diagnoses wrongly aloud: its explanation spells out the whole answer (the leak the exit is the net for). */
const leakingCheck: AnswerChecker = (_attempt, accepted) => ({ kind: "wrong", closest: accepted[0]!, explanation: `The word order here is “${accepted[0]}” Try once more.` }) as Verdict;

describe("the turn's one exit", () => {
  it("leaves out the sentence of a reply that spells out the answer, and keeps the rest", () => {
    const reply = "Not quite. The word order here is “Ich komme nicht, weil ich müde bin.” Where does the verb go after weil?";
    expect(withoutAnswers(reply, exercises[0]!.answers)).toBe("Not quite. Where does the verb go after weil?");
  });

  it("sends what the checker's feedback would have given away as the rest of the reply, in the words streamed too", async () => {
    const deltas: string[] = [];
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const turn = await runTurn(offline, { lesson, history: [], scratchPad: emptyScratchPad(), progress: START, text: "Ich komme nicht, weil ich bin müde.", check: leakingCheck, onDelta: (text) => deltas.push(text) });
    expect(turn.reply).not.toContain("weil ich müde bin");
    expect(deltas.join("")).toBe(turn.reply);
    expect(turn.reply).toContain("Try once more.");
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("holds a Try-it answer and a model's words to the same rule", async () => {
    const model: ChatModel = {
      async *stream() {
        yield "The sentence you want is Ich komme nicht, weil ich müde bin.";
      },
      complete: async () => "not json",
    };
    const withModel = await runTurn({ name: "workers-ai", chat: model }, { lesson, history: [], scratchPad: emptyScratchPad(), progress: START, text: "what is it?" });
    expect(withModel.reply).not.toContain("weil ich müde bin");
    const question: Exercise = { prompt: "We are here.", answers: ["Wir sind hier."], nudge: "Who is here?", hint: "'we are' is 'wir sind'.", example: { prompt: "We are tall.", answer: "Wir sind groß." }, structure: "wir sind" };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const tryIt = await runTurn(offline, { lesson, history: [], scratchPad: emptyScratchPad(), progress: { ...START, tryIt: { exercise: question, progress: START } }, text: "Wir hier sind.", check: leakingCheck });
    expect(tryIt.reply).not.toContain("Wir sind hier");
    warn.mockRestore();
  });

  it("lets an answer be named once it is the learner's: got right, or shown", () => {
    const named = "Yes! “Ich komme nicht, weil ich müde bin.” Next: Yes.";
    expect(turnExit(exercises, { reply: named, progress: { exerciseIndex: 1, misses: 0 }, scratchPad: emptyScratchPad(), intent: "attempt" }).reply).toBe(named);
    const shown = "Here it is: “Ich komme nicht, weil ich müde bin.”";
    expect(turnExit(exercises, { reply: shown, progress: { exerciseIndex: 0, misses: 3, revealed: true }, scratchPad: emptyScratchPad(), intent: "give-up" }).reply).toBe(shown);
  });

  it("lets the learner's own sentence be quoted back, even where it holds the answer (found playing: 'Nein, ich bin nicht naiv.' left ': it isn't one of…')", async () => {
    const unsure: AnswerChecker = () => ({ kind: "unsure", closest: exercises[0]!.answers[0]! }) as Verdict;
    const said = "Ja, ich komme nicht, weil ich müde bin.";
    const turn = await runTurn(offline, { lesson, history: [], scratchPad: emptyScratchPad(), progress: START, text: said, check: unsure });
    expect(turn.reply).toContain(`“${said}”`);
    expect(turn.reply).not.toMatch(/^\s*:/);
  });

  it("keeps a one-word answer that a lookup names, and says something useful where nothing else was left", () => {
    const lookup = "“Ja” means yes.";
    expect(turnExit(exercises, { reply: lookup, progress: START, scratchPad: emptyScratchPad(), intent: "word-meaning" }).reply).toBe(lookup);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const bare = turnExit(exercises, { reply: "Du bist spät.", progress: START, scratchPad: emptyScratchPad(), intent: "question" });
    expect(bare.reply).toBe(WITHHELD_REPLY);
    warn.mockRestore();
  });
});
