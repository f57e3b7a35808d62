/**
 * The Learning Streak card (docs/product/lessons.md: streaks can be hidden or reset). The
 * server counts days in the learner's time zone; this card shows the current and longest
 * streak, the milestones and the month calendar. Hidden, it shrinks to one line.
 */
import { Award, EyeOff, Eye, Flame, Lock, RotateCcw, Trophy } from "lucide-react";
import useSWR from "swr";
import type { StreakSummary } from "../../../contract/wire";
import { ConfirmDialog, DESTRUCTIVE_BUTTON } from "../../components/AlertDialog";
import { apiUrl, send } from "../../lib/api";
import { streakUrl } from "../../lib/streak";
import { useToast } from "../../lib/toast";
import { useFormSubmission } from "../../lib/use-form-submission";
import { StreakCalendar } from "./StreakCalendar";
import { streakMilestones } from "./streak-calendar";

export const STREAK_TEXT = {
  title: "Learning Streak",
  current: "Current streak",
  longest: "Longest streak",
  days: (count: number) => (count === 1 ? "1 day" : `${count} days`),
  milestones: "Milestones",
  activity: "Activity",
  hide: "Hide streak",
  show: "Show streak",
  hidden: "Streak hidden",
  reset: "Reset streak",
  confirmTitle: "Reset your streak?",
  confirmBody: "Your current and longest streak start again from zero. Your lessons and progress are kept.",
  cancel: "Cancel",
  resetting: "Resetting...",
  resetDone: "Streak reset",
  resetDoneBody: "Your streak starts again with your next lesson.",
  failedTitle: "Error",
  failed: "Could not update your streak. Please try again.",
  loading: "Loading your streak",
  loadFailed: "Your streak could not be loaded.",
  retry: "Try again",
};


export function StreakCard() {
  const { data: summary, error, isLoading, mutate } = useSWR<StreakSummary>(streakUrl());
  const toast = useToast();
  const { pending: busy, run } = useFormSubmission();

  const setHidden = async (hidden: boolean) => {
    if (!summary) return;
    await run(
      async () => {
        await send("POST", apiUrl("/api/streak/visibility"), { hidden });
        await mutate({ ...summary, hidden }, { revalidate: false });
      },
      () => toast.error(STREAK_TEXT.failedTitle, STREAK_TEXT.failed),
    );
  };

  if (summary?.hidden) {
    return (
      <section aria-label={STREAK_TEXT.title} className="card flex items-center gap-3 px-5 py-3">
        <EyeOff size={18} aria-hidden className="shrink-0 text-muted" />
        <span className="flex-1 text-muted">{STREAK_TEXT.hidden}</span>
        <button type="button" className="btn-ghost py-1.5 text-sm" disabled={busy} onClick={() => setHidden(false)}>
          <Eye size={16} aria-hidden />
          {STREAK_TEXT.show}
        </button>
      </section>
    );
  }

  return (
    <section aria-labelledby="profile-streak" className="card p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
          <Flame size={20} aria-hidden />
        </span>
        <h2 id="profile-streak" className="text-lg font-bold">{STREAK_TEXT.title}</h2>
      </div>
      {isLoading ? (
        <div role="status" aria-label={STREAK_TEXT.loading} className="mt-5 space-y-3">
          <div className="skeleton h-16 rounded-xl" />
          <div className="skeleton h-56 rounded-xl" />
        </div>
      ) : error || !summary ? (
        <div className="mt-5">
          <p role="alert" className="text-sm text-danger">{STREAK_TEXT.loadFailed}</p>
          <button type="button" className="btn-secondary mt-3 py-1.5 text-sm" onClick={() => mutate()}>{STREAK_TEXT.retry}</button>
        </div>
      ) : (
        <StreakBody summary={summary} busy={busy} onHide={() => setHidden(true)} onReset={() => mutate()} />
      )}
    </section>
  );
}

interface StreakBodyProps {
  summary: StreakSummary;
  busy: boolean;
  onHide(): void;
  onReset(): Promise<unknown>;
}

function StreakBody({ summary, busy, onHide, onReset }: StreakBodyProps) {
  const milestones = streakMilestones(summary.longestStreak);
  return (
    <>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-accent/10 p-3 sm:p-4">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-muted">
            <Flame size={14} aria-hidden className="text-accent" />
            {STREAK_TEXT.current}
          </dt>
          <dd className="mt-1 text-2xl font-extrabold" data-testid="current-streak">{STREAK_TEXT.days(summary.currentStreak)}</dd>
        </div>
        <div className="rounded-xl bg-raised/60 p-3 sm:p-4">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-muted">
            <Trophy size={14} aria-hidden />
            {STREAK_TEXT.longest}
          </dt>
          <dd className="mt-1 text-2xl font-extrabold" data-testid="longest-streak">{STREAK_TEXT.days(summary.longestStreak)}</dd>
        </div>
      </dl>

      <h3 className="mt-5 text-sm font-semibold text-muted">{STREAK_TEXT.milestones}</h3>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {milestones.map((milestone) => (
          <li key={milestone.title} data-testid="milestone" className="flex items-center gap-3 rounded-xl border border-line px-3 py-2.5">
            <span
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${milestone.reached ? "bg-success/15 text-success" : "bg-raised text-muted"}`}
            >
              {milestone.reached ? <Award size={16} aria-hidden /> : <Lock size={14} aria-hidden />}
            </span>
            <span className="min-w-0 flex-1 text-sm font-semibold">{milestone.title}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${milestone.reached ? "bg-success/15 text-success" : "bg-raised text-muted"}`}>
              {milestone.status}
            </span>
          </li>
        ))}
      </ul>

      <h3 className="mt-5 text-sm font-semibold text-muted">{STREAK_TEXT.activity}</h3>
      <div className="mt-2">
        <StreakCalendar today={summary.today} days={summary.days} />
      </div>

      <div className="mt-5 flex flex-wrap gap-2 border-t border-line pt-4">
        <button type="button" className="btn-ghost py-1.5 text-sm" disabled={busy} onClick={onHide}>
          <EyeOff size={16} aria-hidden />
          {STREAK_TEXT.hide}
        </button>
        <ResetStreak onReset={onReset} />
      </div>
    </>
  );
}

function ResetStreak({ onReset }: { onReset(): Promise<unknown> }) {
  const toast = useToast();
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="btn-ghost py-1.5 text-sm">
          <RotateCcw size={16} aria-hidden />
          {STREAK_TEXT.reset}
        </button>
      }
      title={STREAK_TEXT.confirmTitle}
      description={STREAK_TEXT.confirmBody}
      cancel={STREAK_TEXT.cancel}
      confirm={{ label: STREAK_TEXT.reset, pending: STREAK_TEXT.resetting, className: DESTRUCTIVE_BUTTON }}
      onConfirm={async (close) => {
        await send("POST", apiUrl("/api/streak/reset"));
        close();
        toast.success(STREAK_TEXT.resetDone, STREAK_TEXT.resetDoneBody);
        await onReset();
      }}
      onFailure={() => toast.error(STREAK_TEXT.failedTitle, STREAK_TEXT.failed)}
    />
  );
}
