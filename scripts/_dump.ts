import { loadContent } from "./content.ts";
import { lessonMetrics } from "./content-metrics.ts";
import { expandAnswer } from "../contract/answer-pattern.ts";
const [lang, from, to] = process.argv.slice(2);
const content = await loadContent();
for (const lesson of content.lessons.filter((l) => l.languageCode === lang && l.number >= Number(from) && l.number <= Number(to))) {
  const m = lessonMetrics(lesson);
  const bad = m.filter((x) => x.exampleAccepted || x.exampleGivesLater.length || x.exampleDistance <= 1 || x.hintOverlap >= 0.5).length;
  console.log(`\n== ${lesson.id} (${m.length} ex; text ${m.filter((x) => x.answerInText).length}, other problems ${bad})`);
  (lesson.exercises as any[]).forEach((e, i) => {
    const x = m[i]!;
    const p = [x.exampleAccepted && "ACC", x.exampleGivesLater.length && `LATER${x.exampleGivesLater}`, x.exampleDistance <= 1 && `NEAR${x.exampleDistance}`, x.answerInText && "TEXT", x.hintOverlap >= 0.5 && `HINT${Math.round(x.hintOverlap * 100)}`].filter(Boolean).join(" ");
    console.log(`${i + 1}. ${e.prompt} → ${e.answers.join(" || ")}\n   H: ${e.hint}\n   E: ${e.example.prompt} → ${e.example.answer}  [${p}]`);
    if (x.answerInText) {
      const words = expandAnswer(e.answers[0])[0]!.replace(/[.?!¿¡]/g, "");
      for (const line of lesson.markdown.split("\n")) if (line.replace(/[*_]/g, "").toLowerCase().includes(words.toLowerCase().slice(0, Math.min(words.length, 40)))) console.log(`   T> ${line.slice(0, 220)}`);
    }
  });
}
