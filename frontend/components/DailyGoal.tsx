/**
 * The daily goal as home and the profile show it: a ring that fills with today's sentences or
 * minutes, and a line saying how today stands (decision 050). The server counts the learner's day.
 */
import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import type { DailyGoalKind } from "../../contract/constants";
import type { DailyGoalToday } from "../../contract/wire";

const unit = (kind: DailyGoalKind, count: number) => (kind === "sentences" ? (count === 1 ? "sentence" : "sentences") : count === 1 ? "minute" : "minutes");

export const DAILY_GOAL_TEXT = {
  title: "Daily goal",
  goal: (kind: DailyGoalKind, amount: number) => `${amount} ${unit(kind, amount)} a day`,
  progress: (goal: Pick<DailyGoalToday, "kind" | "amount" | "done">) => `${goal.done} of ${goal.amount} ${unit(goal.kind, goal.amount)} today`,
  met: "Goal met for today. Well done!",
  toGo: (goal: Pick<DailyGoalToday, "kind" | "amount" | "done">) => `${goal.amount - goal.done} more ${unit(goal.kind, goal.amount - goal.done)} to reach it.`,
  change: "Change goal",
};

/** Settings' daily goal section, where "Change goal" leads. */
export const DAILY_GOAL_SECTION_ID = "settings-daily-goal";

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function DailyGoalRing({ goal, className = "h-16 w-16" }: { goal: DailyGoalToday; className?: string }) {
  const share = Math.min(1, goal.done / goal.amount);
  return (
    <div
      role="progressbar"
      aria-label={DAILY_GOAL_TEXT.title}
      aria-valuemin={0}
      aria-valuemax={goal.amount}
      aria-valuenow={Math.min(goal.done, goal.amount)}
      aria-valuetext={DAILY_GOAL_TEXT.progress(goal)}
      className={`relative shrink-0 ${className}`}
    >
      <svg viewBox="0 0 64 64" className="h-full w-full -rotate-90" aria-hidden>
        <circle cx="32" cy="32" r={RADIUS} fill="none" strokeWidth="7" className="stroke-raised" />
        <circle
          cx="32"
          cy="32"
          r={RADIUS}
          fill="none"
          strokeWidth="7"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
          className={`transition-[stroke-dashoffset] duration-700 ${goal.met ? "stroke-success" : "stroke-accent"}`}
        />
      </svg>
      <span aria-hidden className="absolute inset-0 flex items-center justify-center text-sm font-extrabold tabular-nums">
        {goal.met ? <CheckCircle2 size={22} className="text-success" /> : `${goal.done}/${goal.amount}`}
      </span>
    </div>
  );
}

/** The ring and what it means, for home's "Today" and the profile. */
export function DailyGoalLine({ goal }: { goal: DailyGoalToday }) {
  return (
    <div className="flex items-center gap-3">
      <DailyGoalRing goal={goal} />
      <div className="min-w-0">
        <p className="font-bold" data-testid="daily-goal">{DAILY_GOAL_TEXT.progress(goal)}</p>
        <p className="text-sm text-muted">{goal.met ? DAILY_GOAL_TEXT.met : DAILY_GOAL_TEXT.toGo(goal)}</p>
      </div>
    </div>
  );
}

/** The profile's card: today against the goal, with the way to change it. Nothing while it loads. */
export function DailyGoalCard({ goal }: { goal: DailyGoalToday | undefined }) {
  if (!goal) return null;
  return (
    <section aria-labelledby="daily-goal-card" className="card p-5 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <h2 id="daily-goal-card" className="text-lg font-bold">{DAILY_GOAL_TEXT.title}</h2>
        <Link to={`/settings#${DAILY_GOAL_SECTION_ID}`} className="btn-ghost py-1 text-sm">{DAILY_GOAL_TEXT.change}</Link>
      </div>
      <div className="mt-4"><DailyGoalLine goal={goal} /></div>
    </section>
  );
}
