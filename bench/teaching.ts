/**
 * npm run bench:teaching — how the tutor's answer checker judges like a teacher: for every language,
 * the share of valid answers accepted and of learners' real mistakes rejected, on the two halves of
 * the answer set in bench/teaching/ (written apart from the lesson files' accepted answers): the
 * tuning half and the held-out half (bench/teaching/score.ts says how they differ). Lists every
 * failure of the tuning half (the held-out half's are counted, not listed, so that nobody tunes on
 * them: `-- --list-held-out` lists them too) and exits 1 when a language of either half is below the
 * target (98 % both ways). `-- --record-floor` writes what it reaches to bench/teaching/floor.json,
 * below which the checker's test fails.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { loadContent } from "../scripts/content";
import { checkAnswer } from "../worker/tutor/answer-check";
import { meetsTarget, readTeachingSet, scoreLanguage, scoreTable, spellsOutAnswer, TEACHING_HALVES, type ExerciseSource, type LanguageScore } from "./teaching/score";

const content = await loadContent();
const exercises: ExerciseSource[] = content.lessons.flatMap((lesson) =>
  (lesson.exercises as { prompt: string; answers: string[] }[]).map((exercise) => ({ lessonId: lesson.id, prompt: exercise.prompt, answers: exercise.answers })),
);
const listHeldOut = process.argv.includes("--list-held-out");
const floor: Record<string, Record<string, [number, number, number, number]>> = {};
let met = true;
console.log("teaching benchmark: the answer checker against bench/teaching/{tuning,held-out}/answer-set.*.yaml");
for (const half of TEACHING_HALVES) {
  const scores: LanguageScore[] = [];
  const started = performance.now();
  let verdicts = 0;
  for (const { code } of content.languages) {
    const items = readTeachingSet(await readFile(join(import.meta.dirname, "teaching", half, `answer-set.${code}.yaml`), "utf8"));
    scores.push(scoreLanguage(code, items, exercises, (attempt, answers, language, prompt) => (verdicts++, checkAnswer(attempt, answers, language, prompt)), spellsOutAnswer));
  }
  const perVerdict = (performance.now() - started) / Math.max(1, verdicts);
  console.log(`\n${half} half (${verdicts} verdicts, ${perVerdict.toFixed(2)} ms each, first reads included):\n`);
  console.log(scoreTable(scores, half));
  floor[half] = Object.fromEntries(scores.map((score) => [score.code, [score.accepted, score.valid, score.rejected, score.mistakes]]));
  const leaks = scores.flatMap((score) => score.leaks.map((leak) => ({ ...leak, code: score.code })));
  console.log(`\nfeedback that spells out the answer (target 0): ${leaks.length}`);
  for (const leak of leaks.slice(0, 10)) console.log(`  ${leak.code}: “${leak.text}” → ${leak.explanation}`);
  met &&= scores.every(meetsTarget) && leaks.length === 0;
  if (half === "held-out" && !listHeldOut) continue;
  for (const score of scores.filter((languageScore) => languageScore.misses.length)) {
    console.log(`\n${half}, ${score.code}:`);
    for (const miss of score.misses) console.log(`  should ${miss.should}: “${miss.text}”  (${miss.lesson}: ${miss.prompt})`);
  }
}
// `-- --record-floor`: what the checker reaches now becomes the floor the test holds it to (FLOOR_PATH).
if (process.argv.includes("--record-floor")) {
  await writeFile(join(import.meta.dirname, "teaching", "floor.json"), `${JSON.stringify(floor, null, 2).replace(/\[\s+(\d+),\s+(\d+),\s+(\d+),\s+(\d+)\s+\]/g, "[$1, $2, $3, $4]")}\n`);
  console.log("\nwrote bench/teaching/floor.json");
}
process.exit(met ? 0 : 1);
