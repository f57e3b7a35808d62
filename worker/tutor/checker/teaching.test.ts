/**
 * The teaching answer set (bench/teaching/, the same `npm run bench:teaching` prints): in every
 * language the checker accepts at least 98 % of the answers a teacher accepts and rejects at least
 * 98 % of the mistakes learners make.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import de from "../../../bench/teaching/answer-set.de.yaml?raw";
import es from "../../../bench/teaching/answer-set.es.yaml?raw";
import fr from "../../../bench/teaching/answer-set.fr.yaml?raw";
import hi from "../../../bench/teaching/answer-set.hi.yaml?raw";
import ja from "../../../bench/teaching/answer-set.ja.yaml?raw";
import kn from "../../../bench/teaching/answer-set.kn.yaml?raw";
import zh from "../../../bench/teaching/answer-set.zh.yaml?raw";
import { readTeachingSet, scoreLanguage, share, TEACHING_TARGET, type ExerciseSource } from "../../../bench/teaching/score";
import type { CourseContent } from "../../db/seed";
import { checkAnswer } from "../answer-check";

const content = JSON.parse((env as unknown as { TEST_CONTENT: string }).TEST_CONTENT) as CourseContent;
const exercises: ExerciseSource[] = content.lessons.flatMap((lesson) =>
  (lesson.exercises as { prompt: string; answers: string[] }[]).map((exercise) => ({ lessonId: lesson.id, prompt: exercise.prompt, answers: exercise.answers })),
);
const SETS = { de, es, fr, hi, kn, ja, zh };

describe("the answer checker against the teaching answer set", () => {
  it.each(Object.entries(SETS))("%s: accepts the valid answers and rejects the mistakes, 98 % both ways", (code, yaml) => {
    const items = readTeachingSet(yaml);
    expect(items.length, "at least 20 exercises").toBeGreaterThanOrEqual(20);
    for (const item of items) {
      expect(item.valid.length, `${item.prompt}: two valid variants or more`).toBeGreaterThanOrEqual(2);
      expect(item.mistakes.length, `${item.prompt}: two mistakes or more`).toBeGreaterThanOrEqual(2);
    }
    const score = scoreLanguage(code, items, exercises, (attempt, answers, language) => checkAnswer(attempt, answers, language));
    const misses = score.misses.map((miss) => `should ${miss.should}: ${miss.text}`);
    expect(share(score.accepted, score.valid), misses.join("\n")).toBeGreaterThanOrEqual(TEACHING_TARGET);
    expect(share(score.rejected, score.mistakes), misses.join("\n")).toBeGreaterThanOrEqual(TEACHING_TARGET);
  });
});
