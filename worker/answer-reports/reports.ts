/**
 * A learner's "My answer should be accepted": one report per learner, exercise and normalised
 * sentence (a second report of it changes nothing), for a sentence the checker does not accept. And
 * what the tutor tells them about it afterwards, in that lesson's chat (worker/answer-reports/decide.ts).
 */
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

type DecidedReport = Pick<typeof answerReports.$inferSelect, "answer" | "prompt" | "status" | "reason">;

export function decisionNotice(report: DecidedReport): string {
  if (report.status === "accepted") return `Good news about the answer you reported for “${report.prompt}”: a teacher accepted “${report.answer}”, so it counts as right now. Thank you for telling us!`;
  return `About the answer you reported for “${report.prompt}”: a teacher looked at “${report.answer}” and didn't add it. ${report.reason ?? ""}`.trim();
}
