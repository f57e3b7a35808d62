/**
 * The profile's review card: cards learned, due today, and how many fall due on each of the next
 * 30 days, as bars (each bar names its day and count for screen readers), with the way to /review.
 */
import { ArrowRight, Repeat } from "lucide-react";
import { Link } from "react-router";
import type { ReviewForecastDay } from "../../../contract/wire";
import { useReviewSummary } from "../../components/ReviewLink";

export const REVIEW_CARD_TEXT = {
  title: "Review cards",
  learned: "Learned",
  dueToday: "Due today",
  total: "Cards",
  forecast: "Due in the next 30 days",
  review: (count: number) => (count > 0 ? `Review ${count} now` : "Open review"),
  bar: (date: string, due: number) => `${shortDate(date)}: ${due} due`,
  none: "Sentences you build with the tutor become review cards.",
  cap: (cap: number) => `Up to ${cap} ${cap === 1 ? "card" : "cards"} a day.`,
  changeCap: "Change the daily limit",
};

function shortDate(date: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}

function ForecastBars({ forecast }: { forecast: ReviewForecastDay[] }) {
  const most = Math.max(1, ...forecast.map((day) => day.due));
  return (
    <ol aria-label={REVIEW_CARD_TEXT.forecast} className="mt-2 flex h-24 items-end gap-0.5">
      {forecast.map((day) => (
        <li
          key={day.date}
          aria-label={REVIEW_CARD_TEXT.bar(day.date, day.due)}
          title={REVIEW_CARD_TEXT.bar(day.date, day.due)}
          className="flex-1 rounded-t bg-accent/70"
          style={{ height: `${Math.max(2, (day.due / most) * 100)}%` }}
        />
      ))}
    </ol>
  );
}

export function ReviewForecastCard() {
  const { data } = useReviewSummary();
  if (!data) return null;
  const figures = [
    [REVIEW_CARD_TEXT.dueToday, data.inQueue],
    [REVIEW_CARD_TEXT.learned, data.learned],
    [REVIEW_CARD_TEXT.total, data.total],
  ] as const;
  return (
    <section aria-labelledby="review-forecast" className="card p-5 sm:p-6">
      <h2 id="review-forecast" className="flex items-center gap-2 text-xl font-bold">
        <Repeat size={20} aria-hidden className="text-accent" />
        {REVIEW_CARD_TEXT.title}
      </h2>
      {data.total === 0 ? (
        <p className="mt-2 text-muted">{REVIEW_CARD_TEXT.none}</p>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
            {figures.map(([label, value]) => (
              <div key={label} className="rounded-xl bg-raised p-3">
                <dt className="text-xs text-muted">{label}</dt>
                <dd className="text-2xl font-extrabold">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-5 text-sm font-semibold text-muted">{REVIEW_CARD_TEXT.forecast}</h3>
          <ForecastBars forecast={data.forecast} />
        </>
      )}
      <p className="mt-4 text-sm text-muted">
        {REVIEW_CARD_TEXT.cap(data.dailyCap)}{" "}
        <Link to="/settings#settings-review" className="font-medium text-accent underline-offset-2 hover:underline">
          {REVIEW_CARD_TEXT.changeCap}
        </Link>
      </p>
      <Link to="/review" className="btn-primary mt-5 w-full">
        {REVIEW_CARD_TEXT.review(data.inQueue)}
        <ArrowRight size={18} aria-hidden />
      </Link>
    </section>
  );
}
