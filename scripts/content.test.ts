import { describe, expect, it } from "vitest";
import type { Exercise } from "../contract/lesson-source";
import { checkAnswer } from "../worker/tutor/answer-check";
import { ContentError, loadContent, parseLessonFile } from "./content";

const exercise = `    prompt: "It is important."
    answers: ["Es importante."]
    nudge: "What is 'it is'?"
    hint: "'It is' is 'es'."
    example: { prompt: "It is possible.", answer: "Es posible." }`;

describe("the course content in content/", () => {
  it("parses, with lessons numbered 01, 02, … for every one of the seven languages", async () => {
    const content = await loadContent();
    expect(content.languages.map((language) => language.code)).toEqual(["de", "es", "fr", "hi", "kn", "ja", "zh"]);
    for (const language of content.languages) {
      const lessons = content.lessons.filter((lesson) => lesson.languageCode === language.code);
      expect(lessons.length, language.code).toBe(20);
      expect(lessons.map((lesson) => lesson.id)).toEqual(lessons.map((_, index) => `${language.code}-lesson${String(index + 1).padStart(2, "0")}`));
    }
  });

  it("gives every lesson a title, exercises and a body without its front matter", async () => {
    for (const lesson of (await loadContent()).lessons) {
      expect(lesson.title.length, lesson.id).toBeGreaterThan(0);
      expect(lesson.exercises.length, lesson.id).toBeGreaterThan(0);
      expect(lesson.markdown.startsWith("---"), lesson.id).toBe(false);
      expect(lesson.markdown.length, lesson.id).toBeGreaterThan(200);
    }
  });

  it("has exercises the tutor can check: every accepted answer passes, an unrelated sentence does not, no prompt twice", async () => {
    for (const lesson of (await loadContent()).lessons) {
      const exercises = lesson.exercises as Exercise[];
      expect(new Set(exercises.map((exercise) => exercise.prompt)).size, lesson.id).toBe(exercises.length);
      expect(exercises.length, `${lesson.id}: 8–15 exercises`).toBeGreaterThanOrEqual(8);
      expect(exercises.length, `${lesson.id}: 8–15 exercises`).toBeLessThanOrEqual(15);
      for (const exercise of exercises) {
        for (const answer of exercise.answers) {
          expect(checkAnswer(answer, exercise.answers).kind, `${lesson.id}: ${answer}`).toBe("correct");
        }
        expect(checkAnswer("The weather was lovely yesterday afternoon", exercise.answers).kind, `${lesson.id}: ${exercise.prompt}`).toBe("wrong");
      }
    }
    // Every accepted answer of 140 lessons through the checker: seconds, not milliseconds.
  }, 60_000);
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
});
