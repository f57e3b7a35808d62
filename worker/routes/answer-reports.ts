/**
 * /api/answer-reports: a learner's "My answer should be accepted" for a sentence the tutor could not
 * confirm (docs/decisions/036). Verified learners only, rate limited per learner; the same sentence
 * reported again by the same learner is the one report it was.
 */
import { Hono } from "hono";
import { AnswerReportBody } from "../../contract/answer-reports";
import type { AppEnv } from "../app-env";
import { fileReport } from "../answer-reports/reports";
import { requireVerifiedUser } from "../auth/guards";
import { LIMITS, limitByUser } from "../auth/rate-limit";
import { jsonBody } from "../http/validate";

export const answerReportRoutes = new Hono<AppEnv>()
  .use(requireVerifiedUser)
  .post("/", limitByUser(LIMITS.answerReportHour, LIMITS.answerReportDay), jsonBody(AnswerReportBody), async (c) => {
    const { status, result } = await fileReport(c.var.db, c.var.user, c.var.body);
    return c.json(result, status);
  });
