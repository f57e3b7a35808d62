import { describe, expect, it } from "vitest";
import type { Exercise } from "../../contract/lesson-source";
import { findMeaning, KEPT_GLOSSARIES, lessonGlossary } from "./lesson-words";
import { offlineTurn, START, type TutorLesson } from "./offline-tutor";
import { emptyScratchPad } from "./scratch-pad";
import { courseLesson } from "../test/course-lessons";

const exercises: Exercise[] = [
  { prompt: "I am tired.", answers: ["Ich bin müde."], nudge: "Who is tired?", hint: "'I am' is 'ich bin'.", example: { prompt: "I am hungry.", answer: "Ich habe Hunger." }, structure: "ich bin + adjective" },
];
const opening = `# I Am\n\n${"German says who is what with sein, to be. ".repeat(8)}\n\n`;
const lesson = (tired: string) => `${opening}| English | German |\n|---|---|\n| tired | ${tired} |\n`;
const meanings = (body: string, english: string) => findMeaning(lessonGlossary(body, exercises), english).map((word) => word.target);

describe("the lesson's own words (issue 28: keyed by the lesson's version)", () => {
  it("reads an edited lesson afresh, even when its length and opening are unchanged", () => {
    const before = lesson("müde");
    const after = lesson("matt");
    expect(after.length).toBe(before.length);
    expect(after.slice(0, 200)).toBe(before.slice(0, 200));
    expect(meanings(before, "tired")).toEqual(["müde"]);
    expect(meanings(after, "tired")).toEqual(["matt"]);
  });

  it("reads an edited exercise afresh", () => {
    const body = lesson("müde");
    const first = lessonGlossary(body, exercises);
    const edited = lessonGlossary(body, [{ ...exercises[0]!, answers: ["Ich bin sehr müde."] }]);
    expect(edited).not.toBe(first);
    expect(edited.sentences.map((sentence) => sentence.target)).toContain("Ich bin sehr müde.");
  });

  it("keeps the most recently used glossaries only, at most KEPT_GLOSSARIES", () => {
    const kept = lessonGlossary(lesson("müde"), exercises);
    const dropped = lessonGlossary(lesson("erschöpft"), exercises);
    for (let other = 0; other < KEPT_GLOSSARIES - 1; other++) {
      lessonGlossary(lesson(`müde ${other}`), exercises);
      // Used again meanwhile, this one stays.
      expect(lessonGlossary(lesson("müde"), exercises)).toBe(kept);
    }
    expect(lessonGlossary(lesson("erschöpft"), exercises)).not.toBe(dropped);
    expect(lessonGlossary(lesson("müde"), exercises)).toBe(kept);
  });

  it("reads tables as the Worker renders them, with or without their outer pipes", () => {
    const body = "# Words\n\nEnglish | German\n:--- | :---\ntired | müde\nlate | spät\n";
    expect(meanings(body, "late")).toEqual(["spät"]);
  });
});

describe("a word asked in Latin letters for a course in another script (issue 28, item 4)", () => {
  const kannada: Exercise[] = [
    { prompt: "What is your name?", answers: ["ನಿಮ್ಮ ಹೆಸರು ಏನು?", "nimma hesaru enu"], nudge: "Whose name?", hint: "'your' is ನಿಮ್ಮ.", example: { prompt: "Her name is Asha.", answer: "ಅವಳ ಹೆಸರು ಆಶಾ. (avaḷa hesaru Aashaa)" }, structure: "possessive + ಹೆಸರು" },
  ];
  const body = `# My Name\n\n${"Kannada puts the owner first. ".repeat(8)}\n\n**ನನ್ನ ಹೆಸರು ಆಶಾ.** *nanna hesaru Aashaa.* "My name is Asha."\n`;
  const tutorLesson: TutorLesson = { lessonId: "kn-lesson04", number: 4, title: "My Name", languageName: "Kannada", exercises: kannada, body };

  it("finds it in the lesson's romanised sentences and names it in its own script, with a sentence that shows it", () => {
    const turn = offlineTurn(tutorLesson, START, emptyScratchPad(), "what does hesaru mean?");
    expect(turn.intent).toBe("word-meaning");
    expect(turn.reply).toContain("“ಹೆಸರು” (hesaru)");
    expect(turn.reply).toContain("“ನನ್ನ ಹೆಸರು ಆಶಾ.” (nanna hesaru Aashaa");
    expect(turn.reply).not.toContain("ನಿಮ್ಮ ಹೆಸರು ಏನು");
  });

  it("still lets the learner find a word that only the sentence being built holds", () => {
    const turn = offlineTurn(tutorLesson, START, emptyScratchPad(), "what does nimma mean?");
    expect(turn.reply).not.toContain("ನಿಮ್ಮ ಹೆಸರು");
    expect(turn.reply).not.toContain("isn't one of this lesson's words");
  });
});

describe("a little word the lesson teaches in its prose (issue 28: “what does ने mean?”)", () => {
  it("answers with the lesson's own explanation, asked in its script or its romanisation, and lists no English word as one of the lesson's", () => {
    const hindi = courseLesson("hi", 12);
    for (const asked of ["what does ने mean?", "what does ne mean?"]) {
      const turn = offlineTurn(hindi, { exerciseIndex: 1, misses: 0 }, emptyScratchPad(), asked);
      expect(turn.intent).toBe("word-meaning");
      expect(turn.reply).toMatch(/after the person who did it/);
      expect(turn.reply).not.toContain("isn't one of this lesson's words");
    }
    const targets = lessonGlossary(hindi.body, hindi.exercises).words.map((word) => word.target);
    expect(targets.filter((target) => /^[A-Za-z\s]+$/.test(target))).toEqual([]);
  });

  it("names each of the lesson's words once when it cannot find the one asked, however the lesson capitalised it", () => {
    const french = courseLesson("fr", 5);
    const turn = offlineTurn(french, START, emptyScratchPad(), "comment on dit speak?");
    const listed = /Words you can ask me about: (.*?)\./u.exec(turn.reply)?.[1]?.split(", ") ?? [];
    expect(listed.length).toBeGreaterThan(1);
    expect(new Set(listed.map((word) => word.toLocaleLowerCase())).size).toBe(listed.length);
  });
});
