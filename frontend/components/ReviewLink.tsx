/** The way to /review with the number of cards waiting today, for verified learners (the header, the profile). */
import { Repeat } from "lucide-react";
import useSWR from "swr";
import { Link } from "react-router";
import type { ReviewSummary } from "../../contract/wire";
import { useAuth } from "../lib/auth";
import { reviewSummaryUrl } from "../lib/review";

const cardsDue = (count: number) => (count === 1 ? "card due" : "cards due");

export const REVIEW_LINK_TEXT = {
  label: "Review",
  /** The link's whole name with cards waiting: its visible words ("Review", the count) come first in it. */
  due: (count: number) => `Review ${count} ${cardsDue(count)}`,
};

/** Today's review figures, read only for a verified learner (anyone else would get 401 or 403). */
export function useReviewSummary() {
  const { user } = useAuth();
  return useSWR<ReviewSummary>(user?.emailVerified ? reviewSummaryUrl() : null);
}

export function ReviewLink({ className = "btn-ghost relative py-2" }: { className?: string }) {
  const { data } = useReviewSummary();
  if (!data) return null;
  const due = data.inQueue;
  // The name comes from what is shown, so a voice user can say what they see: "Review", then the
  // count with its meaning for screen readers. On a phone the word is for screen readers only.
  return (
    <Link to="/review" className={className}>
      <Repeat size={18} aria-hidden />
      <span className="sr-only sm:not-sr-only">{REVIEW_LINK_TEXT.label}</span>
      {due > 0 && (
        <>
          {" "}
          <span className="min-w-5 rounded-full bg-accent px-1.5 text-center text-xs font-bold leading-5 text-accent-ink">
            {due}{" "}
            <span className="sr-only">{cardsDue(due)}</span>
          </span>
        </>
      )}
    </Link>
  );
}
