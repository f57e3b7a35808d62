/**
 * Request bodies of a learner's progress (lesson activity, the streak, the daily goal, the placement),
 * validated with the same valibot schemas in the Worker and in the app; schemas.ts re-exports them.
 */
import * as v from "valibot";
import { isTimeZone, TIME_ZONE_MESSAGE } from "./calendar-day";
import { DAILY_GOAL, PLACEMENT } from "./constants";

export const ProgressUpdateBody = v.object({
  score: v.pipe(v.number("Score must be a number"), v.integer("Score must be a whole number"), v.minValue(0, "Score must be between 0 and 100"), v.maxValue(100, "Score must be between 0 and 100")),
  // Whole minutes: a fraction (1e-320) or a huge number would add up to nonsense. The Worker counts
  // at most ACTIVE_TIME.maxMinutesPerReport of them.
  timeSpent: v.pipe(
    v.number("Time spent must be a number of minutes"),
    v.integer("Time spent must be a whole number of minutes"),
    v.minValue(0, "Time spent cannot be negative"),
    v.maxValue(24 * 60, "Time spent must be at most 1440 minutes"),
  ),
});
export type ProgressUpdateBody = v.InferOutput<typeof ProgressUpdateBody>;

export const StreakVisibilityBody = v.object({ hidden: v.boolean("hidden must be true or false") });

const goalChoices = (kind: keyof typeof DAILY_GOAL.choices) => DAILY_GOAL.choices[kind].join(", ");

/** PUT /api/goal: the daily goal, one of the choices offered, and the zone whose days it counts. */
export const DailyGoalBody = v.pipe(
  v.object({
    kind: v.picklist(DAILY_GOAL.kinds, `kind must be ${DAILY_GOAL.kinds.join(" or ")}`),
    amount: v.number("amount must be a number"),
    timeZone: v.pipe(v.string(TIME_ZONE_MESSAGE), v.maxLength(64, TIME_ZONE_MESSAGE), v.check(isTimeZone, TIME_ZONE_MESSAGE)),
  }),
  v.forward(
    v.check(({ kind, amount }) => (DAILY_GOAL.choices[kind] as readonly number[]).includes(amount), `amount must be one of ${goalChoices("sentences")} sentences or ${goalChoices("minutes")} minutes`),
    ["amount"],
  ),
);

/** POST /api/placement/:code: the learner's sentences, one per placement item, in order ("" for one left blank). */
export const PlacementBody = v.object({
  answers: v.pipe(
    v.array(
      v.pipe(v.string("each answer must be text"), v.maxLength(PLACEMENT.answerMaxLength, `each answer must be at most ${PLACEMENT.answerMaxLength} characters`)),
      "answers must be a list of sentences",
    ),
    v.maxLength(PLACEMENT.lessons.length, `answers must have at most ${PLACEMENT.lessons.length} sentences`),
  ),
});
