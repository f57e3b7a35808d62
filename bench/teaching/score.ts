/**
 * Scores the answer checker against the teaching answer sets (bench/teaching/{half}/answer-set.{code}.yaml):
 * the share of valid answers it accepts and of learners' mistakes it rejects, per language.
 * Shared by `npm run bench:teaching` and the test that guards the target in CI.
 *
 * Two halves: `tuning` is what the checker may be tuned on; `held-out` was written in a separate pass
 * from a teacher's knowledge and committed before the checker changed, and is only measured. Never
 * edit a held-out item after seeing a result unless the item itself is wrong (say so in the commit).
 */
import { parse } from "yaml";
import { expandAnswer } from "../../contract/answer-pattern";
import { AnswerShield } from "../../worker/tutor/unearned-answers";

/** The two halves of the answer set, in the order they are reported. */
export const TEACHING_HALVES = ["tuning", "held-out"] as const;
export type TeachingHalf = (typeof TEACHING_HALVES)[number];

/** Both shares must reach this in every language. */
export const TEACHING_TARGET = 0.98;

export interface TeachingItem {
  lesson: string;
  prompt: string;
  valid: string[];
  mistakes: string[];
}

export interface ExerciseSource {
  lessonId: string;
  prompt: string;
  answers: string[];
}

export type Judge = (attempt: string, answers: string[], languageCode: string, prompt: string) => { kind: string; explanation?: string };

/** Whether a text spells out one of the answers (the tutor's answer shield): feedback that does is a leak. */
export type LeakTest = (text: string, answers: string[]) => boolean;

/** Feedback that spells out an accepted answer of two words or more (two characters in Chinese) hands the learner the sentence. */
export const spellsOutAnswer: LeakTest = (text, answers) =>
  new AnswerShield(answers.flatMap(expandAnswer).filter((answer) => /\S\s+\S|\p{Script=Han}.*\p{Script=Han}/u.test(answer))).contains(text);

export interface Miss {
  lesson: string;
  prompt: string;
  text: string;
  should: "accept" | "reject";
}

export interface LanguageScore {
  code: string;
  exercises: number;
  valid: number;
  accepted: number;
  mistakes: number;
  rejected: number;
  misses: Miss[];
  /** Feedback on an attempt that spelled out an accepted answer of two words or more. */
  leaks: { text: string; explanation: string }[];
}

export function readTeachingSet(yaml: string): TeachingItem[] {
  return parse(yaml) as TeachingItem[];
}

export function scoreLanguage(code: string, items: TeachingItem[], exercises: ExerciseSource[], judge: Judge, leaks?: LeakTest): LanguageScore {
  const score: LanguageScore = { code, exercises: items.length, valid: 0, accepted: 0, mistakes: 0, rejected: 0, misses: [], leaks: [] };
  for (const item of items) {
    const exercise = exercises.find((candidate) => candidate.lessonId === item.lesson && candidate.prompt === item.prompt);
    if (!exercise) throw new Error(`${code}: no exercise “${item.prompt}” in ${item.lesson}`);
    for (const text of item.valid) {
      score.valid++;
      if (judge(text, exercise.answers, code, exercise.prompt).kind === "correct") score.accepted++;
      else score.misses.push({ lesson: item.lesson, prompt: item.prompt, text, should: "accept" });
    }
    for (const text of item.mistakes) {
      score.mistakes++;
      const verdict = judge(text, exercise.answers, code, exercise.prompt);
      if (verdict.explanation && leaks?.(verdict.explanation, exercise.answers)) score.leaks.push({ text, explanation: verdict.explanation });
      // "Not sure" is no acceptance: the learner is not told the mistake is right.
      if (verdict.kind !== "correct") score.rejected++;
      else score.misses.push({ lesson: item.lesson, prompt: item.prompt, text, should: "reject" });
    }
  }
  return score;
}

export const share = (part: number, whole: number) => (whole ? part / whole : 1);
const percent = (part: number, whole: number) => `${(100 * share(part, whole)).toFixed(1)} %`;

export function meetsTarget(score: Pick<LanguageScore, "valid" | "accepted" | "mistakes" | "rejected">): boolean {
  return share(score.accepted, score.valid) >= TEACHING_TARGET && share(score.rejected, score.mistakes) >= TEACHING_TARGET;
}

/** A markdown table: one row per language and one for all of them. */
export function scoreTable(scores: LanguageScore[], title = "language"): string {
  const total = scores.reduce(
    (sum, score) => ({ exercises: sum.exercises + score.exercises, valid: sum.valid + score.valid, accepted: sum.accepted + score.accepted, mistakes: sum.mistakes + score.mistakes, rejected: sum.rejected + score.rejected }),
    { exercises: 0, valid: 0, accepted: 0, mistakes: 0, rejected: 0 },
  );
  const row = (name: string, score: typeof total) =>
    `| ${name} | ${score.exercises} | ${percent(score.accepted, score.valid)} (${score.accepted}/${score.valid}) | ${percent(score.rejected, score.mistakes)} (${score.rejected}/${score.mistakes}) | ${meetsTarget(score) ? "yes" : "NO"} |`;
  return [
    `| ${title} | exercises | valid answers accepted | mistakes rejected | ≥ ${TEACHING_TARGET * 100} % both |`,
    "|---|---|---|---|---|",
    ...scores.map((score) => row(score.code, score)),
    row("all", total),
  ].join("\n");
}
