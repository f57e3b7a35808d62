/**
 * npm run bench:teaching — how the tutor's answer checker judges like a teacher: for every language,
 * the share of valid answers accepted and of learners' real mistakes rejected, on the answer set in
 * bench/teaching/ (written apart from the lesson files' accepted answers). Lists every failure and
 * exits 1 when a language is below the target (98 % both ways).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { loadContent } from "../scripts/content";
import { checkAnswer } from "../worker/tutor/answer-check";
import { meetsTarget, readTeachingSet, scoreLanguage, scoreTable, type ExerciseSource } from "./teaching/score";

const content = await loadContent();
const exercises: ExerciseSource[] = content.lessons.flatMap((lesson) =>
  (lesson.exercises as { prompt: string; answers: string[] }[]).map((exercise) => ({ lessonId: lesson.id, prompt: exercise.prompt, answers: exercise.answers })),
);
const scores = [];
for (const { code } of content.languages) {
  const items = readTeachingSet(await readFile(join(import.meta.dirname, "teaching", `answer-set.${code}.yaml`), "utf8"));
  scores.push(scoreLanguage(code, items, exercises, (attempt, answers, language) => checkAnswer(attempt, answers, language)));
}
console.log("teaching benchmark: the answer checker against bench/teaching/answer-set.*.yaml\n");
console.log(scoreTable(scores));
for (const score of scores.filter((languageScore) => languageScore.misses.length)) {
  console.log(`\n${score.code}:`);
  for (const miss of score.misses) console.log(`  should ${miss.should}: “${miss.text}”  (${miss.lesson}: ${miss.prompt})`);
}
process.exit(scores.every(meetsTarget) ? 0 : 1);
