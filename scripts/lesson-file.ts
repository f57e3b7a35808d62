/**
 * Writes a lesson back as the file content/{code}/{NN}-{slug}.md, in the layout the repository's
 * files use (every string double-quoted, keys in one order, two-space indents), so that exporting a
 * lesson nobody changed gives back its file byte for byte and a changed lesson a small diff.
 */
import type { Exercise } from "../contract/lesson-source.ts";

export interface LessonFileContent {
  number: number;
  slug: string;
  title: string;
  structures: readonly string[];
  exercises: readonly Exercise[];
  markdown: string;
}

/** How the file being replaced wrote what the layout leaves open: a title may stand bare or quoted. */
export interface LessonFileStyle {
  quotedTitle: boolean;
}

export const lessonFileName = (lesson: Pick<LessonFileContent, "number" | "slug">) => `${String(lesson.number).padStart(2, "0")}-${lesson.slug}.md`;

/** YAML's double-quoted scalar escapes as JSON does for everything a lesson holds. */
const quoted = (text: string) => JSON.stringify(text);
/** A title stays bare unless YAML would read it as something else. */
const bareSafe = (text: string) => /^[A-Za-z0-9][^:#"\n]*$/.test(text) && !/\s$/.test(text) && !/^(true|false|null|yes|no|on|off|~)$/i.test(text);

export function styleOf(file: string): LessonFileStyle {
  return { quotedTitle: /^title: "/m.test(file) };
}

function exerciseLines(exercise: Exercise): string[] {
  return [
    `  - prompt: ${quoted(exercise.prompt)}`,
    `    answers:`,
    ...exercise.answers.map((answer) => `      - ${quoted(answer)}`),
    `    nudge: ${quoted(exercise.nudge)}`,
    `    hint: ${quoted(exercise.hint)}`,
    `    example:`,
    `      prompt: ${quoted(exercise.example.prompt)}`,
    `      answer: ${quoted(exercise.example.answer)}`,
    `    structure: ${quoted(exercise.structure)}`,
  ];
}

export function formatLessonFile(lesson: LessonFileContent, style: LessonFileStyle = { quotedTitle: false }): string {
  const title = style.quotedTitle || !bareSafe(lesson.title) ? quoted(lesson.title) : lesson.title;
  return [
    "---",
    `title: ${title}`,
    "structures:",
    ...lesson.structures.map((structure) => `  - ${quoted(structure)}`),
    "exercises:",
    ...lesson.exercises.flatMap(exerciseLines),
    "---",
    lesson.markdown.trim(),
    "",
  ].join("\n");
}
