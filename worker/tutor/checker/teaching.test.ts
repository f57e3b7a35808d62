/**
 * The teaching answer sets (bench/teaching/, the same `npm run bench:teaching` prints). The tuning
 * half must reach the target (98 % of the answers a teacher accepts accepted, 98 % of the mistakes
 * learners make rejected) in every language. The held-out half is measured, not tuned on: here it
 * must not fall below the floor it stood at when the checker last changed (HELD_OUT_FLOOR), so that
 * a change that loses ground on answers nobody tuned on fails CI.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readTeachingSet, scoreLanguage, share, TEACHING_HALVES, TEACHING_TARGET, type ExerciseSource } from "../../../bench/teaching/score";
import { loadContent } from "../../../scripts/content";
import { checkAnswer } from "../answer-check";

const TEACHING = join(import.meta.dirname, "../../../bench/teaching");

/** The held-out half's shares (valid accepted, mistakes rejected) per language when the checker last changed. */
const HELD_OUT_FLOOR: Record<string, [number, number]> = {
  de: [59 / 78, 72 / 72],
  es: [65 / 80, 71 / 72],
  fr: [75 / 81, 72 / 76],
  hi: [95 / 111, 78 / 78],
  kn: [78 / 109, 75 / 76],
  ja: [96 / 109, 80 / 80],
  zh: [95 / 116, 77 / 78],
};

let exercises: ExerciseSource[] = [];
beforeAll(async () => {
  const content = await loadContent();
  exercises = content.lessons.flatMap((lesson) =>
    (lesson.exercises as { prompt: string; answers: string[] }[]).map((exercise) => ({ lessonId: lesson.id, prompt: exercise.prompt, answers: exercise.answers })),
  );
});

const sets = TEACHING_HALVES.flatMap((half) =>
  readdirSync(join(TEACHING, half))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => ({ half, code: file.replace(/^answer-set\.|\.yaml$/g, ""), items: readTeachingSet(readFileSync(join(TEACHING, half, file), "utf8")) })),
);

describe("the answer checker against the teaching answer set", () => {
  it("has both halves for every language, each of at least 18 exercises with two valid answers and two mistakes", () => {
    const codes = (half: string) => sets.filter((set) => set.half === half).map((set) => set.code).sort();
    expect(codes("tuning").length).toBeGreaterThanOrEqual(7);
    expect(codes("held-out")).toEqual(codes("tuning"));
    for (const { half, code, items } of sets) {
      expect(items.length, `${half} ${code}: at least 18 exercises`).toBeGreaterThanOrEqual(18);
      for (const item of items) {
        expect(item.valid.length, `${item.prompt}: two valid variants or more`).toBeGreaterThanOrEqual(2);
        expect(item.mistakes.length, `${item.prompt}: two mistakes or more`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it.each(sets.filter((set) => set.half === "tuning").map((set) => [set.code, set] as const))(
    "tuning half, %s: accepts the valid answers and rejects the mistakes, 98 % both ways",
    (code, { items }) => {
      const score = scoreLanguage(code, items, exercises, (attempt, answers, language) => checkAnswer(attempt, answers, language));
      const misses = score.misses.map((miss) => `should ${miss.should}: ${miss.text}`).join("\n");
      expect(share(score.accepted, score.valid), misses).toBeGreaterThanOrEqual(TEACHING_TARGET);
      expect(share(score.rejected, score.mistakes), misses).toBeGreaterThanOrEqual(TEACHING_TARGET);
    },
  );

  it.each(sets.filter((set) => set.half === "held-out").map((set) => [set.code, set] as const))(
    "held-out half, %s: no worse than when the checker last changed",
    (code, { items }) => {
      const score = scoreLanguage(code, items, exercises, (attempt, answers, language) => checkAnswer(attempt, answers, language));
      const [accepted, rejected] = HELD_OUT_FLOOR[code] ?? [0, 0];
      expect(share(score.accepted, score.valid)).toBeGreaterThanOrEqual(accepted);
      expect(share(score.rejected, score.mistakes)).toBeGreaterThanOrEqual(rejected);
    },
  );
});
