/**
 * An admin's decision on a sentence the tutor could not confirm (reported by learners, or judged by
 * a model's second opinion). Accepting adds it to the exercise's answers as a new lesson version,
 * through the editor's own save and publish (worker/authoring/), settles every pending report of it,
 * takes back what it cost each reporter and tells them in the lesson's chat. Dismissing keeps the
 * reason for the learners who reported it and for the tutor, which then no longer offers a report of
 * it. Either way the admin's opinion replaces a model's, and the audit log records it.
 */
import { and, eq } from "drizzle-orm";
import { answerPatternProblem, expandAnswer } from "../../contract/answer-pattern";
import type { ExerciseDraft } from "../../contract/lesson-authoring";
import type { Database } from "../db/client";
import { answerReports, tutorConversations } from "../db/schema";
import { ApiError } from "../http/errors";
import { readLessonText } from "../lessons/lookup";
import { auditLesson, discardDraft, saveDraft } from "../authoring/drafts";
import { lessonRecord } from "../authoring/lesson-store";
import { publishDraft } from "../authoring/publish";
import { checkAnswer } from "../tutor/answer-check";
import { tutorConversationName } from "../tutor/tutor-conversation";
import { answerKey } from "./answer-key";
import { adminOpinion } from "./opinions";
import { refreshCards, takeBackMiss } from "./take-back-miss";

export interface DecidedSentence {
  lessonId: string;
  exerciseIndex: number;
  /** The exercise's prompt when the sentence was judged: the decision is refused if it changed since. */
  prompt: string;
  answer: string;
}

export interface DecisionEnv {
  db: Database;
  bucket: R2Bucket;
  tutor: Env["TUTOR"];
}

export const REPORT_NOT_FOUND = "This report was decided already, or does not exist.";
const EXERCISE_CHANGED = "The exercise has changed since this answer was judged: look at it in the lesson editor instead.";

/** The pending report `id`, as the sentence it reports. */
export async function reportedSentence(db: Database, id: number): Promise<DecidedSentence> {
  const [report] = await db
    .select({ lessonId: answerReports.lessonId, exerciseIndex: answerReports.exerciseIndex, prompt: answerReports.prompt, answer: answerReports.answer })
    .from(answerReports)
    .where(and(eq(answerReports.id, id), eq(answerReports.status, "pending")))
    .limit(1);
  if (!report) throw new ApiError(404, REPORT_NOT_FOUND);
  return report;
}

const pendingOf = (sentence: DecidedSentence) =>
  and(
    eq(answerReports.lessonId, sentence.lessonId),
    eq(answerReports.exerciseIndex, sentence.exerciseIndex),
    eq(answerReports.answerKey, answerKey(sentence.answer)),
    eq(answerReports.status, "pending"),
  );

/** Adds the sentence to the exercise's answers as a new lesson version; the version learners now have, and the exercise's structure. */
async function publishWithAnswer({ db, bucket }: DecisionEnv, adminId: number, sentence: DecidedSentence): Promise<{ version: number; structure: string }> {
  const { lesson, draft } = await lessonRecord(db, sentence.lessonId);
  if (!lesson) throw new ApiError(404, "Lesson not found");
  const exercises = lesson.exercises as ExerciseDraft[];
  const exercise = exercises[sentence.exerciseIndex];
  if (!exercise || exercise.prompt !== sentence.prompt) throw new ApiError(409, EXERCISE_CHANGED);
  // Already accepted (an earlier decision, or the checker learnt it): nothing to publish.
  const { structure } = exercise;
  if (checkAnswer(sentence.answer, exercise.answers, lesson.languageCode).kind === "correct") return { version: lesson.version, structure };
  if (answerPatternProblem(sentence.answer) || expandAnswer(sentence.answer).join("\u0000") !== sentence.answer) {
    throw new ApiError(422, "This answer contains the answer-pattern characters ( ) [ ] { } | &: add it in the lesson editor instead.");
  }
  if (draft) throw new ApiError(409, "This lesson has a draft in the editor: publish or discard it first, then accept the answer.");
  const { title, slug, structures } = lesson;
  const withAnswer = exercises.map((item, index) => (index === sentence.exerciseIndex ? { ...item, answers: [...item.answers, sentence.answer] } : item));
  const revision = await saveDraft(db, adminId, lesson.id, null, { title, slug, structures, exercises: withAnswer, markdown: await readLessonText(bucket, lesson) });
  try {
    return { version: await publishDraft({ db, bucket }, adminId, lesson.id, revision), structure };
  } catch (error) {
    // The answer could not be published (the lesson's rules, a concurrent publish): no draft is left behind.
    await discardDraft(db, adminId, lesson.id, revision).catch(() => undefined);
    throw error;
  }
}

export async function acceptSentence(env: DecisionEnv, adminId: number, sentence: DecidedSentence): Promise<{ version: number; reporters: number }> {
  const { version, structure } = await publishWithAnswer(env, adminId, sentence);
  const { db } = env;
  const now = new Date();
  const [accepted] = await db.batch([
    db.update(answerReports).set({ status: "accepted", decidedBy: adminId, decidedAt: now }).where(pendingOf(sentence)).returning({ userId: answerReports.userId }),
    adminOpinion(db, adminId, sentence, sentence.answer, "correct", "Accepted into the exercise."),
    refreshCards(db, sentence.lessonId, sentence.exerciseIndex),
    auditLesson(db, adminId, "answer-accept", { lessonId: sentence.lessonId, exerciseIndex: sentence.exerciseIndex, answer: sentence.answer, version }),
  ]);
  await Promise.all(accepted.map(({ userId }) => takeBackFor(env, userId, sentence, structure)));
  return { version, reporters: accepted.length };
}

/** The reporter's card and conversation, corrected; a failure is logged, the decision stands. */
async function takeBackFor({ db, tutor }: DecisionEnv, userId: number, sentence: DecidedSentence, structure: string): Promise<void> {
  try {
    await takeBackMiss(db, userId, sentence.lessonId, sentence.exerciseIndex);
    const [conversation] = await db
      .select({ userId: tutorConversations.userId })
      .from(tutorConversations)
      .where(and(eq(tutorConversations.userId, userId), eq(tutorConversations.lessonId, sentence.lessonId)))
      .limit(1);
    if (conversation) await tutor.getByName(tutorConversationName(userId, sentence.lessonId)).answerAccepted(sentence.exerciseIndex, structure);
  } catch (error) {
    console.error("a reporter's progress was not corrected", error);
  }
}

export async function dismissSentence({ db }: Pick<DecisionEnv, "db">, adminId: number, sentence: DecidedSentence, reason: string): Promise<number> {
  const [dismissed] = await db.batch([
    db.update(answerReports).set({ status: "dismissed", reason, decidedBy: adminId, decidedAt: new Date() }).where(pendingOf(sentence)).returning({ id: answerReports.id }),
    adminOpinion(db, adminId, sentence, sentence.answer, "wrong", reason),
    auditLesson(db, adminId, "answer-dismiss", { lessonId: sentence.lessonId, exerciseIndex: sentence.exerciseIndex, answer: sentence.answer, reason }),
  ]);
  return dismissed.length;
}
