import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Exercise } from "../../contract/lesson-source";
import type { CourseContent } from "../db/seed";
import { lessonProblems, type LessonSubject } from "./lesson-rules";

const content = JSON.parse((env as unknown as { TEST_CONTENT: string }).TEST_CONTENT) as CourseContent;
const lesson2 = () => structuredClone(content.lessons.find((lesson) => lesson.id === "de-lesson02")!) as LessonSubject & { exercises: Exercise[] };

describe("the lesson rules", () => {
  it("pass a lesson from content/", () => {
    expect(lessonProblems(lesson2())).toEqual([]);
  });

  it("check the form first: the slug, the text's length, every exercise on one of the lesson's structures", () => {
    const lesson = lesson2();
    lesson.slug = "I Am";
    lesson.markdown = "# Short";
    lesson.exercises[4]!.structure = "not a structure of this lesson";
    expect(lessonProblems(lesson)).toEqual([
      { field: "slug", message: "lower-case letters, digits and single hyphens only (e.g. i-am-you-are)" },
      { field: "markdown", message: "the lesson text needs at least 200 characters" },
      { field: "exercises", message: "Every exercise must practise one of the lesson's structures" },
    ]);
  });

  it("then the answers through the tutor's checker, naming the exercise and field", () => {
    const lesson = lesson2();
    lesson.exercises[1]!.answers = ["Yo no soy ingenuo."];
    lesson.exercises[2]!.answers.push("The weather was lovely yesterday afternoon");
    lesson.exercises[3]!.example.answer = lesson.exercises[3]!.answers[0]!;
    const problems = lessonProblems(lesson);
    expect(problems).toContainEqual({ field: "exercises.1.answers", message: "the checker reads these answers as es, not de" });
    expect(problems).toContainEqual({ field: "exercises.2.answers", message: expect.stringMatching(/accepts an unrelated sentence/) });
    expect(problems).toContainEqual({ field: "exercises.3.example.answer", message: "the worked example is an accepted answer of its own exercise" });
  });

  it("refuse a question that invites the learner to think first and shows its answer in plain view", () => {
    const lesson = lesson2();
    lesson.markdown += "\nHow would you say 47? Take a moment.\n\n**Siebenundvierzig.**\n";
    expect(lessonProblems(lesson)).toEqual([
      { field: "markdown", message: expect.stringMatching(/^the answer to “How would you say 47\? Take a moment\.” stands in plain view/) },
    ]);
    lesson.markdown = lesson.markdown.replace("say 47?", "say *47*?");
    expect(lessonProblems(lesson)).toEqual([]);
  });

  it("refuse a nudge or a hint that gives the whole answer away", () => {
    const lesson = lesson2();
    const model = lesson.exercises[0]!.answers[0]!;
    lesson.exercises[0]!.hint = `Nearly there: ${model}`;
    expect(lessonProblems(lesson)).toEqual([
      { field: "exercises.0.hint", message: `the hint gives the whole answer away (“${model}”): point the way instead` },
    ]);
  });

  it("say what an empty field needs in an author's words, not the schema's", () => {
    const lesson = lesson2();
    lesson.exercises[0]!.answers = [""];
    lesson.exercises[1]!.answers = [];
    const messages = lessonProblems(lesson).map((problem) => `${problem.field}: ${problem.message}`);
    expect(messages).toEqual(["exercises.0.answers.0: this cannot be empty", "exercises.1.answers: add at least one"]);
    expect(messages.join()).not.toMatch(/Invalid|Expected|received/);
  });
});
