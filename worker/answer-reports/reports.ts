/**
 * A learner's "My answer should be accepted": one report per learner, exercise and normalised
 * sentence (a second report of it changes nothing), for a sentence the checker does not accept. And
 * what they are told about it afterwards: a teacher's decision, said in that lesson's chat the next
 * time they open it, once.
 */
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { AnswerReportBody } from "../../contract/answer-reports";
import type { Exercise } from "../../contract/lesson-source";
import type { AnswerReportResult } from "../../contract/wire";
import type { UserRow } from "../app-env";
import type { Database } from "../db/client";
import { answerReports } from "../db/schema";
import { ApiError } from "../http/errors";
import { openLesson } from "../lessons/lookup";
import { checkAnswer } from "../tutor/answer-check";
import { answerKey } from "./answer-key";

export const REPORT_THANKS = "Thanks! A teacher will look at your answer, and the tutor will tell you what they decided in this lesson's chat.";
export const REPORT_REPEATED = "You have reported this answer already. A teacher will look at it.";
export const ALREADY_ACCEPTED = "This answer is accepted already: send it to the tutor again.";

export async function fileReport(db: Database, user: UserRow, body: AnswerReportBody): Promise<{ status: 200 | 201; result: AnswerReportResult }> {
  const lesson = await openLesson(db, user, body.lessonId);
  const exercise = (lesson.exercises as Exercise[])[body.exerciseIndex];
  if (!exercise) throw new ApiError(400, "This lesson has no sentence at that place", { field: "exerciseIndex" });
  const key = answerKey(body.answer);
  if (!key) throw new ApiError(400, "Type the answer you want accepted", { field: "answer" });
  if (checkAnswer(body.answer, exercise.answers, lesson.languageCode).kind === "correct") throw new ApiError(409, ALREADY_ACCEPTED);
  const inserted = await db
    .insert(answerReports)
    .values({ userId: user.id, lessonId: lesson.id, exerciseIndex: body.exerciseIndex, prompt: exercise.prompt, answer: body.answer, answerKey: key })
    .onConflictDoNothing()
    .returning({ id: answerReports.id });
  return inserted.length ? { status: 201, result: { message: REPORT_THANKS, duplicate: false } } : { status: 200, result: { message: REPORT_REPEATED, duplicate: true } };
}

type DecidedReport = Pick<typeof answerReports.$inferSelect, "id" | "answer" | "prompt" | "status" | "reason">;

export function decisionNotice(report: DecidedReport): string {
  if (report.status === "accepted") return `Good news about the answer you reported for “${report.prompt}”: a teacher accepted “${report.answer}”, so it counts as right now. Thank you for telling us!`;
  return `About the answer you reported for “${report.prompt}”: a teacher looked at “${report.answer}” and didn't add it. ${report.reason ?? ""}`.trim();
}

/** The decisions on this learner's reports for this lesson they have not been told yet, as the tutor says them; marked told. */
export async function untoldDecisions(db: Database, userId: number, lessonId: string): Promise<{ notices: string[]; markTold: () => Promise<void> }> {
  const decided = await db
    .select({ id: answerReports.id, answer: answerReports.answer, prompt: answerReports.prompt, status: answerReports.status, reason: answerReports.reason })
    .from(answerReports)
    .where(and(eq(answerReports.userId, userId), eq(answerReports.lessonId, lessonId), ne(answerReports.status, "pending"), isNull(answerReports.toldAt)))
    .orderBy(answerReports.decidedAt);
  return {
    notices: decided.map(decisionNotice),
    markTold: async () => {
      if (decided.length) await db.update(answerReports).set({ toldAt: new Date() }).where(inArray(answerReports.id, decided.map((row) => row.id)));
    },
  };
}
