/**
 * /api/admin/answer-reports: the queue of answers learners reported and of the models' second
 * opinions, and the admin's decisions on them (mounted under the admin routes, which answer 403 to
 * anyone else; every decision is written to the audit table). Docs: docs/decisions/036.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { DismissReportBody, OverruleOpinionBody } from "../../contract/answer-reports";
import type { MessageResponse } from "../../contract/wire";
import type { AppEnv } from "../app-env";
import { acceptSentence, dismissSentence, reportedSentence, REPORT_NOT_FOUND, type DecisionEnv } from "../answer-reports/decide";
import { answerReportQueue } from "../answer-reports/queue";
import { answerOpinions } from "../db/schema";
import { ApiError } from "../http/errors";
import { jsonBody } from "../http/validate";
import { answerKey } from "../answer-reports/answer-key";
import { and, eq } from "drizzle-orm";

const ReportId = v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number), v.integer(), v.minValue(1));

function reportId(value: string): number {
  const parsed = v.safeParse(ReportId, value);
  if (!parsed.success) throw new ApiError(404, REPORT_NOT_FOUND);
  return parsed.output;
}

const accepted = (version: number, reporters: number): MessageResponse => ({
  message: `Accepted: the exercise takes this answer from version ${version} on.${reporters ? ` ${reporters === 1 ? "The learner who reported it is" : `The ${reporters} learners who reported it are`} told in the lesson's chat.` : ""}`,
});

export const adminAnswerReportRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await answerReportQueue(c.var.db)))
  .post("/:id/accept", async (c) => {
    const env: DecisionEnv = { db: c.var.db, bucket: c.env.CONTENT, tutor: c.env.TUTOR };
    const { version, reporters } = await acceptSentence(env, c.var.user.id, await reportedSentence(c.var.db, reportId(c.req.param("id"))));
    return c.json(accepted(version, reporters));
  })
  .post("/:id/dismiss", jsonBody(DismissReportBody), async (c) => {
    const sentence = await reportedSentence(c.var.db, reportId(c.req.param("id")));
    const reporters = await dismissSentence({ db: c.var.db, bucket: c.env.CONTENT, tutor: c.env.TUTOR }, c.var.user.id, sentence, c.var.body.reason);
    return c.json({ message: `Dismissed. ${reporters === 1 ? "The learner who reported it reads" : `The ${reporters} learners who reported it read`} your reason in the lesson's chat.` } satisfies MessageResponse);
  })
  /** An admin overrules a model's second opinion: "correct" accepts the sentence into the exercise, "wrong" turns it down. */
  .post("/opinions", jsonBody(OverruleOpinionBody), async (c) => {
    const { lessonId, exerciseIndex, answer, verdict, reason } = c.var.body;
    const [opinion] = await c.var.db
      .select({ prompt: answerOpinions.prompt, answer: answerOpinions.answer })
      .from(answerOpinions)
      .where(and(eq(answerOpinions.lessonId, lessonId), eq(answerOpinions.exerciseIndex, exerciseIndex), eq(answerOpinions.answerKey, answerKey(answer))))
      .limit(1);
    if (!opinion) throw new ApiError(404, "There is no second opinion on this answer.");
    const sentence = { lessonId, exerciseIndex, prompt: opinion.prompt, answer: opinion.answer };
    if (verdict === "correct") {
      const { version, reporters } = await acceptSentence({ db: c.var.db, bucket: c.env.CONTENT, tutor: c.env.TUTOR }, c.var.user.id, sentence);
      return c.json(accepted(version, reporters));
    }
    if (!reason) throw new ApiError(400, "Say why, in words for the learner", { field: "reason" });
    await dismissSentence({ db: c.var.db, bucket: c.env.CONTENT, tutor: c.env.TUTOR }, c.var.user.id, sentence, reason);
    return c.json({ message: "Turned down: the tutor no longer accepts this answer on the model's word." } satisfies MessageResponse);
  });
