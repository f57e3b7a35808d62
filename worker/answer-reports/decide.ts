/**
 * An admin's decision on a sentence the tutor could not confirm (reported by learners, or judged by
 * a model's second opinion). Accepting adds it to the exercise's answers as a new lesson version,
 * through the editor's own save and publish (worker/authoring/), settles every pending report of it
 * and takes back what it cost each reporter. Dismissing keeps the reason for the learners who
 * reported it and for the tutor, which then no longer offers a report of it. Either way each reporter
 * is told in the lesson's chat, the admin's opinion replaces a model's, and the audit log records it.
 */
import { and, eq, inArray } from "drizzle-orm";
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
import { decisionNotice } from "./reports";
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
    db.update(answerReports).set({ status: "accepted", decidedBy: adminId, decidedAt: now }).where(pendingOf(sentence)).returning(DECIDED),
    adminOpinion(db, adminId, sentence, sentence.answer, "correct", "Accepted into the exercise."),
    refreshCards(db, sentence.lessonId, sentence.exerciseIndex),
    auditLesson(db, adminId, "answer-accept", { lessonId: sentence.lessonId, exerciseIndex: sentence.exerciseIndex, answer: sentence.answer, version }),
  ]);
  await tellReporters(env, sentence, accepted, { status: "accepted", structure });
  return { version, reporters: accepted.length };
}

export async function dismissSentence(env: DecisionEnv, adminId: number, sentence: DecidedSentence, reason: string): Promise<number> {
  const { db } = env;
  const [dismissed] = await db.batch([
    db.update(answerReports).set({ status: "dismissed", reason, decidedBy: adminId, decidedAt: new Date() }).where(pendingOf(sentence)).returning(DECIDED),
    adminOpinion(db, adminId, sentence, sentence.answer, "wrong", reason),
    auditLesson(db, adminId, "answer-dismiss", { lessonId: sentence.lessonId, exerciseIndex: sentence.exerciseIndex, answer: sentence.answer, reason }),
  ]);
  await tellReporters(env, sentence, dismissed, { status: "dismissed", reason });
  return dismissed.length;
}

const DECIDED = { id: answerReports.id, userId: answerReports.userId, answer: answerReports.answer, prompt: answerReports.prompt };
type Decided = { id: number; userId: number; answer: string; prompt: string };
type Decision = { status: "accepted"; structure: string } | { status: "dismissed"; reason: string };

/**
 * Each reporter's conversation on the lesson is told the decision, said the next time they open it;
 * for an accepted sentence, first what it cost them is taken back (their review card, their misses and
 * struggles on it). A reporter whose conversation cannot be reached now is logged and left untold.
 */
async function tellReporters({ db, tutor }: DecisionEnv, sentence: DecidedSentence, reports: Decided[], decision: Decision): Promise<void> {
  const told: number[] = [];
  for (const report of reports) {
    try {
      if (decision.status === "accepted") await takeBackMiss(db, report.userId, sentence.lessonId, sentence.exerciseIndex);
      // Indexed, so that erasing the account finds the conversation (a report can come without one).
      await db.insert(tutorConversations).values({ userId: report.userId, lessonId: sentence.lessonId }).onConflictDoNothing();
      const conversation = tutor.getByName(tutorConversationName(report.userId, sentence.lessonId));
      if (decision.status === "accepted") await conversation.answerAccepted(sentence.exerciseIndex, decision.structure);
      await conversation.tell(decisionNotice({ ...report, ...decision, reason: decision.status === "dismissed" ? decision.reason : null }));
      told.push(report.id);
    } catch (error) {
      console.error("a reporter was not told the decision on their answer", error);
    }
  }
  if (told.length) await db.update(answerReports).set({ toldAt: new Date() }).where(inArray(answerReports.id, told));
}
