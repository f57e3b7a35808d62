/** Home's "Today": the daily goal's ring, the streak as it stands today, and the review cards waiting. */
import { CheckCircle2, Flame, Repeat } from "lucide-react";
import { Link } from "react-router";
import useSWR from "swr";
import type { StreakSummary } from "../../../contract/wire";
import { DAILY_GOAL_SECTION_ID, DAILY_GOAL_TEXT, DailyGoalLine } from "../../components/DailyGoal";
import { useReviewSummary } from "../../components/ReviewLink";
import { useDailyGoal } from "../../lib/daily-goal";
import { streakUrl } from "../../lib/streak";
import { HOME_TEXT } from "./home-text";

function StreakLine({ streak }: { streak: StreakSummary }) {
  if (streak.hidden) return <p className="text-muted">{HOME_TEXT.streakHidden}</p>;
  const counted = streak.days.some((day) => day.date === streak.today);
  return (
    <div className="flex items-start gap-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
        <Flame size={20} aria-hidden />
      </span>
      <div>
        <p className="text-lg font-bold" data-testid="home-streak">{HOME_TEXT.streak(streak.currentStreak)}</p>
        <p className="flex items-center gap-1 text-sm text-muted">
          {counted && <CheckCircle2 size={14} aria-hidden className="text-success" />}
          {counted ? HOME_TEXT.streakToday : HOME_TEXT.streakKeep(streak.currentStreak)}
        </p>
      </div>
    </div>
  );
}

export function TodayCard() {
  const { data: streak } = useSWR<StreakSummary>(streakUrl());
  const { data: review } = useReviewSummary();
  const { data: goal } = useDailyGoal();
  const due = review?.inQueue ?? 0;
  return (
    <section aria-labelledby="home-today" className="card p-5 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <h2 id="home-today" className="text-lg font-bold">{HOME_TEXT.todayTitle}</h2>
        <Link to={`/settings#${DAILY_GOAL_SECTION_ID}`} className="btn-ghost -mr-2 py-1 text-sm">{DAILY_GOAL_TEXT.change}</Link>
      </div>
      <div className="mt-4 grid gap-4">
        {goal ? <DailyGoalLine goal={goal} /> : <div className="skeleton h-16 rounded-xl" />}
        {streak ? <StreakLine streak={streak} /> : <div className="skeleton h-12 rounded-xl" />}
        {review ? (
          <div className="flex items-start gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-raised text-muted">
              <Repeat size={20} aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold" data-testid="home-reviews">{due > 0 ? HOME_TEXT.reviewsDue(due) : HOME_TEXT.reviewsNone}</p>
              {due > 0 && <Link to="/review" className="btn-secondary mt-2 py-1.5 text-sm">{HOME_TEXT.review}</Link>}
            </div>
          </div>
        ) : (
          <div className="skeleton h-12 rounded-xl" />
        )}
      </div>
    </section>
  );
}
