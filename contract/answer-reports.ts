/**
 * "My answer should be accepted": the learner's report of a sentence the tutor could not confirm,
 * and the admin's decisions on reports and on the model's second opinions (docs/decisions/036).
 */
import * as v from "valibot";
import { required } from "./schemas";

/** As long as the part of a chat message the tutor judges as an answer. */
export const REPORTED_ANSWER_MAX_LENGTH = 400;
export const DISMISS_REASON_MAX_LENGTH = 300;

const LessonId = required(v.pipe(v.string("lessonId is required"), v.trim(), v.minLength(1, "lessonId is required"), v.maxLength(40, "lessonId is too long")));
const ExerciseIndex = v.pipe(
  v.number("exerciseIndex must be a number"),
  v.integer("exerciseIndex must be a whole number"),
  v.minValue(0, "exerciseIndex must be 0 or more"),
  v.maxValue(99, "exerciseIndex is too large"),
);
const Answer = required(
  v.pipe(
    v.string("answer must be text"),
    v.trim(),
    v.minLength(1, "Type the answer you want accepted"),
    v.maxLength(REPORTED_ANSWER_MAX_LENGTH, `The answer can be at most ${REPORTED_ANSWER_MAX_LENGTH} characters`),
  ),
);
const Reason = (message: string) =>
  required(v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(DISMISS_REASON_MAX_LENGTH, `The reason can be at most ${DISMISS_REASON_MAX_LENGTH} characters`)));

/** POST /api/answer-reports */
export const AnswerReportBody = v.object({ lessonId: LessonId, exerciseIndex: ExerciseIndex, answer: Answer });
export type AnswerReportBody = v.InferOutput<typeof AnswerReportBody>;

/** POST /api/admin/answer-reports/:id/dismiss: the reason is shown to the learner. */
export const DismissReportBody = v.object({ reason: Reason("Say why, in words for the learner") });

/** POST /api/admin/answer-reports/opinions: an admin overrules a model's second opinion. */
export const OverruleOpinionBody = v.object({
  lessonId: LessonId,
  exerciseIndex: ExerciseIndex,
  answer: Answer,
  verdict: v.picklist(["correct", "wrong"], "verdict must be correct or wrong"),
  reason: v.optional(v.pipe(v.string("reason must be text"), v.trim(), v.maxLength(DISMISS_REASON_MAX_LENGTH, `The reason can be at most ${DISMISS_REASON_MAX_LENGTH} characters`)), ""),
});
