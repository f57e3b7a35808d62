/**
 * The tutor conversation suite (bench/conversations/suite.ts) over the course's lessons 1–20: every
 * reply meets what a teacher expects of it, and none spells out an answer the learner has not
 * earned, the tutor's own feedback, hints and worked examples included.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Exercise } from "../../contract/lesson-source";
import { expandAnswer } from "../../contract/answer-pattern";
import { sentenceAnswers } from "./turn-exit";
import { playConversation } from "../../bench/conversations/suite";
import { loadContent } from "../../scripts/content";
import type { CourseContent } from "../db/seed";
import { AnswerShield } from "./unearned-answers";

let content: CourseContent;
beforeAll(async () => {
  content = await loadContent();
});


describe("the tutor conversation suite", () => {
  it.each(["de", "es", "fr", "hi", "kn", "ja", "zh"])("plays twenty conversations in %s, every reply as a teacher expects and none giving an answer away", (code) => {
    const language = content.languages.find((each) => each.code === code)!;
    const lessons = content.lessons.filter((lesson) => lesson.languageCode === code && lesson.number <= 20);
    expect(lessons.length).toBeGreaterThanOrEqual(20);
    for (const lesson of lessons) {
      const result = playConversation({ lessonId: lesson.id, number: lesson.number, title: lesson.title, languageName: language.name, exercises: lesson.exercises as Exercise[], body: lesson.markdown }, code);
      expect(result.replies, lesson.id).toBeGreaterThanOrEqual(8);
      expect(result.failures, lesson.id).toEqual([]);
      expect(result.leaks, lesson.id).toEqual([]);
    }
    // Twenty lessons' conversations: about a second on a quiet machine, longer on a busy one.
  }, 30_000);

  it("finds no lesson whose worked example or structure spells out the answer to that sentence or a later one", () => {
    const found: string[] = [];
    for (const lesson of content.lessons) {
      const exercises = lesson.exercises as Exercise[];
      exercises.forEach((exercise, index) => {
        const ahead = new AnswerShield(sentenceAnswers(exercises.slice(index).flatMap((each) => each.answers.flatMap(expandAnswer))));
        for (const text of [exercise.structure, exercise.example.answer]) if (ahead.contains(text)) found.push(`${lesson.id} #${index + 1}: ${text}`);
      });
    }
    expect(found).toEqual([]);
  });
});
