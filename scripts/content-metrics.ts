/**
 * How much of an exercise's answer a lesson hands over before the learner has built it: the worked
 * example (too close to the answer, accepted for it, or a later exercise's answer), the lesson text
 * (the answer printed word for word) and the hint (most of the answer's words). The content test
 * enforces the limits; `npm run content:report` prints the per-language table.
 */
import { expandAnswer } from "../contract/answer-pattern.ts";
import { CONTENT_LIMITS } from "../contract/constants.ts";
import type { Exercise } from "../contract/lesson-source.ts";
import { checkAnswer } from "../worker/tutor/answer-check.ts";
import { CJK, editDistance, normalise, words } from "../worker/tutor/checker/text.ts";
import type { LessonContent } from "../worker/db/seed.ts";

export interface ExerciseMetrics {
  lessonId: string;
  languageCode: string;
  /** 1-based, as an author counts them. */
  number: number;
  prompt: string;
  /** Fewest words (characters in Chinese and Japanese) between the worked example and any accepted answer. */
  exampleDistance: number;
  /** The tutor's checker takes the worked example as a right answer to its own exercise. */
  exampleAccepted: boolean;
  /** Numbers of later exercises in the lesson whose answer the worked example is (or is accepted as). */
  exampleGivesLater: number[];
  /** An accepted answer stands word for word in the lesson text. */
  answerInText: boolean;
  /** Largest share of an accepted answer's words that the hint already holds. */
  hintOverlap: number;
}

const HAS_CJK = new RegExp(`[${CJK}]`, "u");

/** The sentence as the checker compares it: case, accents kept, punctuation and markdown marks gone. */
function plain(text: string): string {
  return normalise(text, false);
}

/** Words of a sentence; Chinese and Japanese count per character. */
function wordsOf(text: string): string[] {
  const normalised = plain(text);
  return normalised ? words(normalised) : [];
}

/** Lesson text with its markdown links, footnote marks and HTML reduced to their words. */
function readableText(markdown: string): string {
  const text = markdown
    .replace(/\[\^[^\]]+\]/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ");
  return ` ${plain(unelided(text))} `;
}

/** Elided words apart (qu'as-tu → qu as tu), so a sentence printed after an elision still counts. */
function unelided(text: string): string {
  return text.replace(/['’]/g, " ");
}

function printedIn(text: string, sentence: string): boolean {
  const wanted = plain(unelided(sentence));
  if (!wanted) return false;
  // Chinese and Japanese run without spaces: a sentence printed inside a longer run still counts.
  return HAS_CJK.test(wanted) ? text.includes(wanted) : text.includes(` ${wanted} `);
}

/**
 * The sentences a worked example shows: as written, and, where it adds a romanisation in
 * brackets (मैं तैयार हूँ। (main taiyaar hoon)), the script and the romanisation apart.
 */
export function exampleSentences(example: string): string[] {
  const bracketed = /^(.*?)\s*[(（]([^()（）]+)[)）]\s*$/u.exec(example.trim());
  return bracketed ? [example, bracketed[1]!, bracketed[2]!].filter((sentence) => plain(sentence)) : [example];
}

function accepts(exercise: Exercise, sentence: string, languageCode: string): boolean {
  return exampleSentences(sentence).some((shown) => {
    const wanted = plain(shown);
    return exercise.answers.flatMap(expandAnswer).some((answer) => plain(answer) === wanted) || checkAnswer(shown, exercise.answers, languageCode).kind === "correct";
  });
}

/** The largest share of an accepted answer's words (in any script or romanisation) that the hint holds. */
export function hintOverlap(hint: string, answers: readonly string[]): number {
  const hintWords = new Set(wordsOf(hint));
  return Math.max(
    0,
    ...answers.flatMap(expandAnswer).map((answer) => {
      const answerWords = [...new Set(wordsOf(answer))];
      return answerWords.length ? answerWords.filter((word) => hintWords.has(word)).length / answerWords.length : 0;
    }),
  );
}

export function exampleDistance(example: string, answers: readonly string[]): number {
  let expanded = answers.flatMap(expandAnswer);
  let shown = exampleSentences(example);
  // Chinese and Japanese are compared character by character in their own script: a romanisation's
  // words would make one changed noun (kōhī → jūsu) look like a one-word giveaway.
  const inScript = (sentence: string) => HAS_CJK.test(sentence);
  if (expanded.some(inScript) && shown.some(inScript)) {
    expanded = expanded.filter(inScript);
    shown = shown.filter((sentence) => inScript(sentence) && !/[a-z]/i.test(sentence));
  }
  return Math.min(...shown.flatMap((sentence) => expanded.map((answer) => wordDistance(wordsOf(sentence), wordsOf(answer)))));
}

/** Edit distance counted in words: each word becomes one symbol. */
function wordDistance(a: string[], b: string[]): number {
  const symbols = new Map<string, string>();
  const encode = (list: string[]) =>
    list.map((word) => {
      if (!symbols.has(word)) symbols.set(word, String.fromCodePoint(0xe000 + symbols.size));
      return symbols.get(word)!;
    }).join("");
  return editDistance(encode(a), encode(b));
}

export function lessonMetrics(lesson: LessonContent): ExerciseMetrics[] {
  const exercises = lesson.exercises as Exercise[];
  const text = readableText(lesson.markdown);
  return exercises.map((exercise, index) => ({
    lessonId: lesson.id,
    languageCode: lesson.languageCode,
    number: index + 1,
    prompt: exercise.prompt,
    exampleDistance: exampleDistance(exercise.example.answer, exercise.answers),
    exampleAccepted: accepts(exercise, exercise.example.answer, lesson.languageCode),
    exampleGivesLater: exercises
      .slice(index + 1)
      .flatMap((later, offset) => (accepts(later, exercise.example.answer, lesson.languageCode) ? [index + offset + 2] : [])),
    answerInText: exercise.answers.flatMap(expandAnswer).some((answer) => printedIn(text, answer)),
    hintOverlap: hintOverlap(exercise.hint, exercise.answers),
  }));
}

export interface LanguageSummary {
  code: string;
  exercises: number;
  /** Shares of the language's exercises, 0–1. */
  exampleNear: number;
  answerInText: number;
  hintHalf: number;
  hintThreeQuarters: number;
  /** Counts: these must be none. */
  exampleAccepted: number;
  exampleGivesLater: number;
}

export function summarise(code: string, metrics: ExerciseMetrics[]): LanguageSummary {
  const share = (test: (item: ExerciseMetrics) => boolean) => (metrics.length ? metrics.filter(test).length / metrics.length : 0);
  return {
    code,
    exercises: metrics.length,
    exampleNear: share((item) => item.exampleDistance <= CONTENT_LIMITS.exampleNearWords),
    answerInText: share((item) => item.answerInText),
    hintHalf: share((item) => item.hintOverlap >= CONTENT_LIMITS.hintShare),
    hintThreeQuarters: share((item) => item.hintOverlap >= 0.75),
    exampleAccepted: metrics.filter((item) => item.exampleAccepted).length,
    exampleGivesLater: metrics.filter((item) => item.exampleGivesLater.length).length,
  };
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** The per-language table, in the shape the curriculum review used (markdown). */
export function metricsTable(summaries: LanguageSummary[]): string {
  const rows: [string, (summary: LanguageSummary) => string][] = [
    ["exercises", (summary) => String(summary.exercises)],
    [`worked example ≤ one word from the answer (one character in ja/zh; limit < ${percent(CONTENT_LIMITS.exampleNearShare)})`, (summary) => percent(summary.exampleNear)],
    [`answer printed word for word in the lesson text (limit < ${percent(CONTENT_LIMITS.answerInTextShare)})`, (summary) => percent(summary.answerInText)],
    ["hint holds ≥ 50 % of the answer's words (limit: none)", (summary) => percent(summary.hintHalf)],
    ["hint holds ≥ 75 % of the answer's words", (summary) => percent(summary.hintThreeQuarters)],
    ["worked example accepted for its own exercise (limit: none)", (summary) => String(summary.exampleAccepted)],
    ["worked example is a later exercise's answer (limit: none)", (summary) => String(summary.exampleGivesLater)],
  ];
  return [
    `| measured over all exercises | ${summaries.map((summary) => summary.code).join(" | ")} |`,
    `|---|${summaries.map(() => "---").join("|")}|`,
    ...rows.map(([label, cell]) => `| ${label} | ${summaries.map(cell).join(" | ")} |`),
  ].join("\n");
}

/** Lessons where more than one exercise in five repeats a sentence printed in the lesson text. */
export function lessonsRepeatingText(metrics: ExerciseMetrics[]): { lessonId: string; printed: number; exercises: number }[] {
  const byLesson = new Map<string, ExerciseMetrics[]>();
  for (const item of metrics) byLesson.set(item.lessonId, [...(byLesson.get(item.lessonId) ?? []), item]);
  return [...byLesson].flatMap(([lessonId, items]) => {
    const printed = items.filter((item) => item.answerInText).length;
    return printed > items.length * CONTENT_LIMITS.answerInTextPerLesson ? [{ lessonId, printed, exercises: items.length }] : [];
  });
}
