/** The way to /review with the number of cards waiting today, for verified learners (the header, the profile). */
import { Repeat } from "lucide-react";
import useSWR from "swr";
import { Link } from "react-router";
import type { ReviewSummary } from "../../contract/wire";
import { useAuth } from "../lib/auth";
import { reviewSummaryUrl } from "../lib/review";

export const REVIEW_LINK_TEXT = {
  label: "Review",
  due: (count: number) => (count === 1 ? "Review, 1 card due" : `Review, ${count} cards due`),
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
  return (
    <Link to="/review" className={className} aria-label={due > 0 ? REVIEW_LINK_TEXT.due(due) : REVIEW_LINK_TEXT.label}>
      <Repeat size={18} aria-hidden />
      <span className="hidden sm:inline" aria-hidden>{REVIEW_LINK_TEXT.label}</span>
      {due > 0 && (
        <span aria-hidden className="min-w-5 rounded-full bg-accent px-1.5 text-center text-xs font-bold leading-5 text-accent-ink">
          {due}
        </span>
      )}
    </Link>
  );
}
