import { describe, expect, it } from "vitest";
import { courseLesson } from "../test/course-lessons";
import { offlineTurn, START, type ExerciseProgress, type TutorLesson, type TutorTurn } from "./offline-tutor";
import { emptyScratchPad } from "./scratch-pad";

function play(lesson: TutorLesson, messages: string[], progress: ExerciseProgress = START): TutorTurn[] {
  let state = { progress, scratchPad: emptyScratchPad() };
  return messages.map((message) => {
    const turn = offlineTurn(lesson, state.progress, state.scratchPad, message);
    state = turn;
    return turn;
  });
}

const german = courseLesson("de", 2);

describe("feedback in the learner's own words", () => {
  it("quotes exactly what the learner typed, accents and all", () => {
    const [turn] = play(german, ["Ich bin nervös"]);
    expect(turn!.reply).toContain("“nervös”");
  });

  it("marks the learner's words right and wrong, as typed", () => {
    const [turn] = play(german, ["Ich bin produktiv"]);
    expect(turn!.marks).toEqual([
      { text: "Ich", ok: true },
      { text: "bin", ok: true },
      { text: "produktiv", ok: false },
    ]);
  });

  it("aims the nudge at the mistake, not at the part the learner got right", () => {
    const [turn] = play(german, ["Ich bin produktiv"]);
    // The nudge asks about 'I am' and about -ive; only -ive is wrong here.
    expect(turn!.reply).not.toContain("What's 'I am' in German?");
    expect(turn!.reply).toContain("-ive ending");
  });

  it("when the whole nudge is about what was right, gives the part of the hint about the mistake", () => {
    const [turn] = play(courseLesson("de", 3), ["Ich trinke Wasser"]);
    // The nudge asks about 'drink' and the ending after ich, both right here; the hint also says how coffee is spelt.
    expect(turn!.reply).toContain("Coffee is spelt with a K.");
    expect(turn!.reply).not.toContain("Which sound shift");
    expect(turn!.reply).not.toContain("after ich");
  });

  it("says where the learner is in the lesson's exercises", () => {
    const [first, second] = play(german, ["hello", "Ich bin kreativ"]);
    expect(first!.place).toEqual({ number: 1, total: german.exercises.length });
    expect(second!.place).toEqual({ number: 2, total: german.exercises.length });
  });
});

describe("the notes", () => {
  it("keep the language's own spelling and capitals", () => {
    const [turn] = play(german, ["ist das wasser kalt"], { exerciseIndex: 7, misses: 0 });
    expect(turn!.scratchPad.knownVocabulary).toEqual(expect.arrayContaining(["ist", "das", "Wasser", "kalt"]));
    expect(turn!.scratchPad.knownVocabulary).not.toContain("wasser");
  });

  it("keep Japanese words whole, in their script", () => {
    const [turn] = play(courseLesson("ja", 2), ["コーヒーがすきです"]);
    expect(turn!.scratchPad.knownVocabulary).toContain("コーヒー");
    expect(turn!.scratchPad.knownVocabulary).not.toContain("コ");
  });

  it("say which words are new, which practised and which a struggle", () => {
    const turns = play(german, ["Ich bin kreativ", "Ich habe nicht naiv", "Ich bin nicht naiv"]);
    expect(turns[0]!.scratchPad.wordStatus).toMatchObject({ ich: "new", bin: "new", kreativ: "new" });
    const last = turns[2]!.scratchPad.wordStatus!;
    expect(last).toMatchObject({ ich: "practised", kreativ: "new", bin: "struggle" });
  });
});

describe("the end of a lesson", () => {
  it("sums up what was practised and what to review", () => {
    const last = german.exercises.length - 1;
    const turns = play(german, ["Ich habe sehr produktiv", "Ich habe sehr produktiv", "Ich bin sehr produktiv"], { exerciseIndex: last, misses: 0 });
    const end = turns[2]!;
    expect(end.place).toBeNull();
    // Two wrong tries (each brings a hint), then right: helped, not first time; the notes' known words are counted.
    expect(end.ending).toEqual({
      practised: [...new Set(german.exercises.map((exercise) => exercise.structure))],
      review: ["-ive → -iv"],
      tally: { firstTime: 0, helped: 1, revealed: 0, hints: 2 },
      words: end.scratchPad.knownVocabulary.length,
    });
    expect(end.reply).toContain("0 of 1 sentences right on the first try.");
    expect(end.reply).toContain("You practised");
    expect(end.reply).toContain("Worth reviewing: -ive → -iv");
    const onwards = offlineTurn(german, end.progress, end.scratchPad, "what next?");
    expect(onwards.progress).toEqual(end.progress);
    expect(onwards.ending).toEqual(end.ending);
    expect(onwards.reply).toContain("next lesson");
  });
});
