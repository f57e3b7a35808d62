/**
 * The admin lesson editor's calls (/api/admin/lessons): what the browser sends, checked with valibot
 * at the Worker's boundary, and what it gets back. A draft may be incomplete; the lesson rules
 * (worker/authoring/lesson-rules.ts) decide whether it can be published.
 */
import * as v from "valibot";
import { LESSON_DRAFT_LIMITS } from "./constants";

const field = (name: string) =>
  v.pipe(v.string(`${name} must be text`), v.maxLength(LESSON_DRAFT_LIMITS.fieldChars, `${name} is longer than ${LESSON_DRAFT_LIMITS.fieldChars} characters`));
const count = (name: string) => v.pipe(v.number(`${name} must be a number`), v.integer(`${name} must be a whole number`), v.minValue(0, `${name} must not be negative`));

export const ExerciseDraft = v.object({
  prompt: field("The prompt"),
  answers: v.pipe(v.array(field("An answer")), v.maxLength(LESSON_DRAFT_LIMITS.answers, `At most ${LESSON_DRAFT_LIMITS.answers} answers`)),
  nudge: field("The nudge"),
  hint: field("The hint"),
  example: v.object({ prompt: field("The example's prompt"), answer: field("The example's answer") }),
  structure: field("The structure"),
});
export type ExerciseDraft = v.InferOutput<typeof ExerciseDraft>;

export const LessonDraftContent = v.object({
  title: field("The title"),
  slug: field("The slug"),
  structures: v.pipe(v.array(field("A structure")), v.maxLength(LESSON_DRAFT_LIMITS.structures, `At most ${LESSON_DRAFT_LIMITS.structures} structures`)),
  exercises: v.pipe(v.array(ExerciseDraft), v.maxLength(LESSON_DRAFT_LIMITS.exercises, `At most ${LESSON_DRAFT_LIMITS.exercises} exercises`)),
  markdown: v.pipe(v.string("The text must be text"), v.maxLength(LESSON_DRAFT_LIMITS.markdownChars, `The text is longer than ${LESSON_DRAFT_LIMITS.markdownChars} characters`)),
});
export type LessonDraftContent = v.InferOutput<typeof LessonDraftContent>;

const languageCode = v.pipe(v.string("languageCode must be text"), v.regex(/^[a-z]{2}$/, "languageCode must be a two-letter code"));

/** Saving a draft: `revision` is the draft's revision the edit started from, null when it started from the published lesson. */
export const SaveDraftBody = v.object({ revision: v.nullable(count("revision")), lesson: LessonDraftContent });
export const NewLessonBody = v.object({ languageCode, title: v.pipe(field("The title"), v.trim(), v.minLength(1, "A new lesson needs a title")) });
export const RevisionBody = v.object({ revision: count("revision") });
export const RollbackBody = v.object({ version: count("version"), currentVersion: count("currentVersion") });
export const MoveUpBody = v.object({ version: count("version"), previousVersion: count("previousVersion") });
export const PreviewBody = v.object({
  languageCode,
  lesson: LessonDraftContent,
  /** Sentences the author typed to see what the tutor would say, by exercise. */
  trials: v.optional(
    v.pipe(v.array(v.object({ exercise: count("exercise"), answer: v.pipe(field("The answer to try"), v.trim(), v.minLength(1, "Type an answer to try")) })), v.maxLength(LESSON_DRAFT_LIMITS.trials)),
    [],
  ),
});

export type LessonState = "published" | "draft" | "changed";

export interface AdminLessonRow {
  lessonId: string;
  number: number;
  title: string;
  /** published: learners see it as it is; draft: new, learners do not see it; changed: published, with unpublished edits. */
  state: LessonState;
  version: number;
  createdBy: string | null;
  createdAt: string | null;
  changedBy: string | null;
  changedAt: string | null;
}

export interface LessonProblem {
  field: string;
  message: string;
}

export interface LessonVersionView {
  version: number;
  title: string;
  publishedBy: string | null;
  publishedAt: string;
  restoredFrom: number | null;
}

export interface AdminLessonDetail {
  lessonId: string;
  languageCode: string;
  number: number;
  /** What learners see, with the version number (0: as seeded from content/). */
  published: (LessonDraftContent & { version: number }) | null;
  draft: (LessonDraftContent & { revision: number; baseVersion: number; updatedBy: string | null; updatedAt: string }) | null;
  versions: LessonVersionView[];
}

export interface ExerciseCheck {
  /** Each accepted answer (as written, patterns included) and whether the tutor's checker accepts every sentence it stands for. */
  answers: { answer: string; accepted: boolean }[];
  /** "unsure": the checker can neither accept it nor name a mistake; the learner would be offered to report it. */
  trial?: { answer: string; verdict: "correct" | "wrong" | "unsure"; reply: string };
}

export interface LessonPreview {
  html: string;
  problems: LessonProblem[];
  exercises: ExerciseCheck[];
}

/** The 409 of a stale save or publish: what differs from the caller's copy, and who changed it. */
export interface StaleEdit {
  message: string;
  changedFields: string[];
  changedBy: string | null;
  changedAt: string | null;
}
