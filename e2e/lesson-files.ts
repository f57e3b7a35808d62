/** A lesson's sentences as its file lists them (content/{code}/NN-*.md front matter): what journeys answer with. */
import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";

export interface LessonExercise {
  prompt: string;
  answers: string[];
}

export function lessonExercises(code: string, number: number): LessonExercise[] {
  const file = readdirSync(`content/${code}`).find((name) => name.startsWith(`${String(number).padStart(2, "0")}-`));
  if (!file) throw new Error(`content/${code} has no lesson ${number}`);
  const [, yaml] = readFileSync(`content/${code}/${file}`, "utf8").split(/^---$/m);
  return (parse(yaml!) as { exercises: LessonExercise[] }).exercises;
}
