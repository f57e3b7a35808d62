/**
 * The real course as the tutor receives it, for tests that play every lesson. They need no Worker
 * and run in Node (vitest.config.ts), reading content/ as the seed does.
 */
import type { Exercise } from "../../contract/lesson-source";
import { loadContent } from "../../scripts/content";
import type { CourseContent } from "../db/seed";
import type { TutorLesson } from "../tutor/offline-tutor";

const content = await loadContent();

function asTutorLesson(lesson: CourseContent["lessons"][number]): TutorLesson {
  const language = content.languages.find((item) => item.code === lesson.languageCode)!;
  return { lessonId: lesson.id, number: lesson.number, title: lesson.title, languageName: language.name, exercises: lesson.exercises as Exercise[], body: lesson.markdown };
}

export function courseLesson(languageCode: string, number: number): TutorLesson {
  return asTutorLesson(content.lessons.find((lesson) => lesson.languageCode === languageCode && lesson.number === number)!);
}

export function everyLesson(): TutorLesson[] {
  return content.lessons.map(asTutorLesson);
}
