/** npm run content:report — how much each language's lessons hand over before the learner builds an answer. */
import { loadContent } from "./content.ts";
import { lessonMetrics, lessonsRepeatingText, metricsTable, summarise } from "./content-metrics.ts";

// --lessons 1-10 measures part of each course; --list names every exercise that hands something over.
const range = /^(\d+)-(\d+)$/.exec(process.argv[process.argv.indexOf("--lessons") + 1] ?? "");
const [first, last] = range ? [Number(range[1]), Number(range[2])] : [1, Infinity];
const content = await loadContent();
const metrics = content.lessons.filter((lesson) => lesson.number >= first && lesson.number <= last).flatMap(lessonMetrics);
const summaries = content.languages.map(({ code }) => summarise(code, metrics.filter((item) => item.languageCode === code)));
console.log(metricsTable(summaries));
if (process.argv.includes("--list")) {
  for (const item of metrics) {
    const problems = [
      item.exampleAccepted && "example accepted",
      item.exampleGivesLater.length && `example = answer of ex ${item.exampleGivesLater.join(", ")}`,
      item.exampleDistance <= 1 && `example ${item.exampleDistance} word(s) away`,
      item.answerInText && "answer in text",
      item.hintOverlap >= 0.5 && `hint ${Math.round(item.hintOverlap * 100)} %`,
    ].filter(Boolean);
    if (problems.length) console.log(`${item.lessonId} ex ${item.number} “${item.prompt}”: ${problems.join("; ")}`);
  }
}
const repeating = lessonsRepeatingText(metrics);
if (repeating.length) {
  console.log("\nLessons where more than one exercise in five repeats a sentence of the lesson text:");
  for (const lesson of repeating) console.log(`  ${lesson.lessonId}: ${lesson.printed} of ${lesson.exercises}`);
}
