import { describe, expect, it } from "vitest";
import type { Exercise } from "../contract/lesson-source";
import { CONTENT_LIMITS } from "../contract/constants";
import { LANGUAGE_CODES } from "../contract/languages";
import { lessonProblems } from "../worker/authoring/lesson-rules";
import { invitationsWithoutReveal } from "../worker/lessons/answer-reveals";
import { checkAnswer } from "../worker/tutor/answer-check";
import { ContentError, loadContent, parseLessonFile } from "./content";
import { lessonMetrics, lessonsRepeatingText, metricsTable, summarise, type ExerciseMetrics } from "./content-metrics";

const exercise = `    prompt: "It is important."
    answers: ["Es importante."]
    nudge: "What is 'it is'?"
    hint: "'It is' is 'es'."
    example: { prompt: "It is possible.", answer: "Es posible." }`;

describe("the course content in content/", () => {
  // Read once: several checks below read every lesson, and the machine is shared.
  const course = loadContent();

  it("parses, with lessons numbered 01, 02, … for every registered language", async () => {
    const content = await course;
    expect(content.languages.map((language) => language.code)).toEqual(LANGUAGE_CODES);
    for (const language of content.languages) {
      const lessons = content.lessons.filter((lesson) => lesson.languageCode === language.code);
      expect(lessons.length, language.code).toBe(20);
      expect(lessons.map((lesson) => lesson.id)).toEqual(lessons.map((_, index) => `${language.code}-lesson${String(index + 1).padStart(2, "0")}`));
    }
    // The first test to wait for the course, read once for all of them: seconds on a busy machine.
  }, 30_000);

  it("gives every lesson a title, exercises and a body without its front matter", async () => {
    for (const lesson of (await course).lessons) {
      expect(lesson.title.length, lesson.id).toBeGreaterThan(0);
      expect(lesson.exercises.length, lesson.id).toBeGreaterThan(0);
      expect(lesson.markdown.startsWith("---"), lesson.id).toBe(false);
      expect(lesson.markdown.length, lesson.id).toBeGreaterThan(200);
    }
  });

  it("meets the lesson rules the admin editor publishes by (lesson-rules.ts): 8–15 exercises, every answer passes the checker, an unrelated sentence does not, no prompt twice, no answer given away by a worked example", async () => {
    for (const lesson of (await course).lessons) {
      expect(lessonProblems(lesson), lesson.id).toEqual([]);
    }
    // Every sentence of 140 lessons, read in every script: more than the default five seconds on a busy machine.
  }, 90_000);

  // docs/content-review/11-20-language-review.md: answers the language review found wrong, which the tutor must correct.
  it.each([
    ["es-lesson17", "The hotel was very pretty.", "El hotel era muy agradable."],
    ["fr-lesson11", "We're not ready.", "Nous sommes pas prêts."],
    ["ja-lesson13", "What kind of films do you like?", "どんなえいがはすきですか。"],
    ["ja-lesson13", "What kind of films do you like?", "どんな映画は好きですか。"],
    ["ja-lesson14", "Is there a dog at your house?", "うちにいぬがいますか。"],
    ["kn-lesson17", "When does the shop open?", "ಅಂಗಡಿ ಯಾವಾಗ ತೆಗೆಯುತ್ತೆ?"],
  ])("does not accept the reviewed mistake in %s “%s”: %s", async (lessonId, prompt, mistake) => {
    const lesson = (await course).lessons.find(({ id }) => id === lessonId)!;
    const { answers } = (lesson.exercises as Exercise[]).find((item) => item.prompt === prompt)!;
    expect(checkAnswer(answers[0]!, answers, lesson.languageCode).kind).toBe("correct");
    expect(checkAnswer(mistake, answers, lesson.languageCode).kind).not.toBe("correct");
  }, 30_000);

  it("still accepts ja-13's “What kind of films do you like?” typed with kanji, which the checker reads (no kanji answer listed, so が → は is no spelling slip)", async () => {
    const lesson = (await course).lessons.find(({ id }) => id === "ja-lesson13")!;
    const { answers } = (lesson.exercises as Exercise[]).find((item) => item.prompt === "What kind of films do you like?")!;
    for (const typed of ["どんな映画が好きですか。", "どんなえいがが好きですか。"]) expect(checkAnswer(typed, answers, "ja")).toMatchObject({ kind: "correct" });
  }, 30_000);

  it("keeps the answer of every invitation to think first (“How would you say 63? Take a moment.”) behind a reveal, as the lesson screen shows it", async () => {
    // invitationsWithoutReveal reads the lesson through the Worker's own hideAnswers, the step that makes the reveals.
    const inPlainView = (await course).lessons.flatMap((lesson) => invitationsWithoutReveal(lesson.markdown).map((invitation) => `${lesson.id}: “${invitation}”`));
    expect(inPlainView).toEqual([]);
  }, 30_000);
});

describe("the lessons make the learner build each answer (npm run content:report prints the table)", async () => {
  const content = await loadContent();
  const metrics = content.lessons.flatMap(lessonMetrics);
  const summaries = content.languages.map(({ code }) => summarise(code, metrics.filter((item) => item.languageCode === code)));
  console.log(`What the lessons hand over, per language:\n${metricsTable(summaries)}`);
  const named = (items: ExerciseMetrics[]) => items.map((item) => `${item.lessonId} ex ${item.number} “${item.prompt}”`);

  describe.each(content.languages.map(({ code }) => code))("%s", (code) => {
    const own = metrics.filter((item) => item.languageCode === code);
    const summary = summaries.find((item) => item.code === code)!;

    it("never shows a worked example the tutor would accept for its own exercise", () => {
      expect(named(own.filter((item) => item.exampleAccepted))).toEqual([]);
    });

    it("never shows a later exercise's answer as a worked example", () => {
      expect(named(own.filter((item) => item.exampleGivesLater.length))).toEqual([]);
    });

    it("has hints that point at the step: under half of the answer's words", () => {
      expect(named(own.filter((item) => item.hintOverlap >= CONTENT_LIMITS.hintShare))).toEqual([]);
    });

    it("repeats a sentence printed in the lesson text in at most one exercise in five per lesson", () => {
      expect(lessonsRepeatingText(own)).toEqual([]);
    });

    it("has worked examples more than one word from the answer in over 90 % of exercises, answers printed in the text in under 20 %", () => {
      expect(summary.exampleNear, `${code}: worked example ≤ one word from the answer`).toBeLessThan(CONTENT_LIMITS.exampleNearShare);
      expect(summary.answerInText, `${code}: answer printed in the lesson text`).toBeLessThan(CONTENT_LIMITS.answerInTextShare);
    });
  });
});

describe("a lesson file", () => {
  it("is read into its id, number, slug and exercises", () => {
    const lesson = parseLessonFile(
      "es",
      "03-verbs-that-carry-over.md",
      `---\ntitle: Verbs\nstructures: ["es + adjective"]\nexercises:\n  - structure: "es + adjective"\n${exercise}\n---\n# Verbs\n\nBody.`,
    );
    expect(lesson).toMatchObject({ id: "es-lesson03", number: 3, slug: "verbs-that-carry-over", title: "Verbs" });
    expect(lesson.markdown).toBe("# Verbs\n\nBody.\n");
  });

  it("is refused with a clear reason when its name, front matter or exercises are wrong", () => {
    expect(() => parseLessonFile("es", "lesson-three.md", "")).toThrow(/NN-slug\.md/);
    expect(() => parseLessonFile("es", "03-x.md", "# No front matter")).toThrow(/missing front matter/);
    expect(() => parseLessonFile("es", "03-x.md", "---\ntitle: T\nstructures: []\nexercises: []\n---\nbody")).toThrow(ContentError);
    expect(() =>
      parseLessonFile("es", "03-x.md", `---\ntitle: T\nstructures: ["a"]\nexercises:\n  - structure: "b"\n${exercise}\n---\nbody`),
    ).toThrow(/one of the lesson's structures/);
  });

  it("is refused when it invites the learner to think first and shows the answer in plain view", () => {
    const oldJapanese11 = "How would you say 47? Take a moment.\n\n**よんじゅうなな** *yonjūnana.*\n";
    expect(invitationsWithoutReveal(oldJapanese11)).toEqual(["How would you say 47? Take a moment."]);
    expect(invitationsWithoutReveal("How would you say *47*? Take a moment.\n\n**よんじゅうなな** *yonjūnana.*\n")).toEqual([]);
    expect(invitationsWithoutReveal("So how would you say *nation*? Take a moment.\n\nIt's **nación**.\n")).toHaveLength(1);
    expect(invitationsWithoutReveal("How would you say *I drink*? Take a moment. It's **Ich trinke**.\n")).toEqual([]);
  });

  it("accepts answer patterns after a plain model answer, and refuses a broken pattern or a pattern first", () => {
    const withAnswers = (answers: string) =>
      `---\ntitle: T\nstructures: ["a"]\nexercises:\n  - structure: "a"\n    prompt: "I like tennis."\n    answers: ${answers}\n    nudge: "n"\n    hint: "h"\n    example: { prompt: "p", answer: "a" }\n---\nbody`;
    const lesson = parseLessonFile("de", "03-x.md", withAnswers(`["Ich spiele gern Tennis.", "Ich spiele {[gern|gerne] & Tennis}."]`));
    expect((lesson.exercises as Exercise[])[0]!.answers).toHaveLength(2);
    expect(() => parseLessonFile("de", "03-x.md", withAnswers(`["Ich spiele (gern) Tennis."]`))).toThrow(/answers\.0.*first answer.*plain/);
    expect(() => parseLessonFile("de", "03-x.md", withAnswers(`["Ich spiele gern Tennis.", "Ich spiele [gern Tennis."]`))).toThrow(/answers\.1.*never closed/);
  });
});
