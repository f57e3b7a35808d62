/**
 * /review (protected): the day's review cards, one at a time, then a summary. The queue is read
 * once when the screen opens and kept while the learner works through it, so an answered card
 * coming due again later today does not reshuffle the cards in front of them. The service worker
 * keeps the queue for offline use; cards answered since it was built (answers kept on the device
 * across a reload offline) are left out.
 */
import { ArrowRight, PartyPopper } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import useSWR, { useSWRConfig } from "swr";
import type { ReviewCard, ReviewQueue, ReviewRating } from "../../contract/wire";
import { Mascot } from "../components/Mascot";
import { errorMessage } from "../lib/api";
import { useAuth } from "../lib/auth";
import { reviewQueueUrl, reviewSummaryUrl } from "../lib/review";
import { reviewOutbox } from "../lib/review-outbox";
import { ReviewCardView, type ReviewOutcome } from "./review/ReviewCardView";
import { pageTitle } from "../../contract/page-titles";

export const REVIEW_TEXT = {
  pageTitle: pageTitle("Review"),
  title: "Review",
  intro: "Sentences you met with the tutor come back here, just before you would forget them.",
  loading: "Loading your review cards...",
  loadFailed: "Your review cards could not be loaded.",
  retry: "Try again",
  emptyTitle: "Nothing to review right now",
  emptyBody: "Every sentence you build with the tutor becomes a card here. Learn a lesson and they will come back when it is time.",
  capReached: (done: number, due: number) => `You have done today's ${done} reviews. ${due} more ${due === 1 ? "is" : "are"} due: they will wait for tomorrow.`,
  learn: "Go to the lessons",
  doneTitle: "Review done",
  doneCount: (count: number) => (count === 1 ? "You reviewed 1 card." : `You reviewed ${count} cards.`),
  good: "Right first time",
  hard: "Right with a hint",
  again: "To practise again",
  profile: "See your progress",
  savedOffline: (count: number) =>
    `${count === 1 ? "1 answer is" : `${count} answers are`} saved on this device and will be checked when you're back online.`,
};

const RATING_ORDER: ReviewRating[] = ["good", "hard", "again"];

function ReviewDone({ ratings }: { ratings: ReviewOutcome[] }) {
  const saved = ratings.filter((given) => given === "saved").length;
  return (
    <section aria-labelledby="review-done" className="card mx-auto mt-8 max-w-md p-8 text-center">
      <PartyPopper size={40} aria-hidden className="mx-auto text-accent" />
      <h2 id="review-done" className="mt-3 text-2xl font-bold">{REVIEW_TEXT.doneTitle}</h2>
      <p className="mt-2 text-muted">{REVIEW_TEXT.doneCount(ratings.length)}</p>
      <dl className="mt-6 grid grid-cols-3 gap-3">
        {RATING_ORDER.map((rating) => (
          <div key={rating} className="rounded-xl bg-raised p-3">
            <dt className="text-xs text-muted">{REVIEW_TEXT[rating]}</dt>
            <dd className="text-2xl font-extrabold">{ratings.filter((given) => given === rating).length}</dd>
          </div>
        ))}
      </dl>
      {saved > 0 && <p className="mt-4 text-sm">{REVIEW_TEXT.savedOffline(saved)}</p>}
      <Link to="/profile" className="btn-primary mt-6">
        {REVIEW_TEXT.profile}
        <ArrowRight size={18} aria-hidden />
      </Link>
    </section>
  );
}

/**
 * The queue's cards less those answered since it was built (sent or still on the device), read once
 * per queue so the cards do not shift under the learner; null while the device is asked.
 */
function useCardsStillDue(queue: ReviewQueue | undefined, learnerId: number): ReviewCard[] | null {
  const [answered, setAnswered] = useState<{ queue: ReviewQueue; cardIds: Set<number> } | null>(null);
  useEffect(() => {
    if (!queue) return;
    let live = true;
    void reviewOutbox()
      .then((outbox) => outbox?.cardsAnsweredSince(learnerId, queue.asOf) ?? new Set<number>())
      .catch(() => new Set<number>())
      .then((cardIds) => live && setAnswered({ queue, cardIds }));
    return () => {
      live = false;
    };
  }, [queue, learnerId]);
  return useMemo(() => {
    if (!queue || answered?.queue !== queue) return null;
    return queue.cards.filter((card) => !answered.cardIds.has(card.cardId));
  }, [queue, answered]);
}

export default function ReviewPage() {
  const { data: queue, error, isLoading, mutate } = useSWR<ReviewQueue>(reviewQueueUrl(), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const { mutate: refresh } = useSWRConfig();
  const { user } = useAuth();
  const learnerId = user?.id ?? 0;
  const [position, setPosition] = useState(0);
  const [ratings, setRatings] = useState<ReviewOutcome[]>([]);
  const cards = useCardsStillDue(queue, learnerId);

  let body;
  if (error) {
    body = (
      <div role="alert" className="card mx-auto mt-8 max-w-md p-8 text-center">
        <h2 className="text-xl font-semibold text-danger">{REVIEW_TEXT.loadFailed}</h2>
        <p className="mt-2 text-muted">{errorMessage(error)}</p>
        <button type="button" className="btn-secondary mt-5" onClick={() => void mutate()}>{REVIEW_TEXT.retry}</button>
      </div>
    );
  } else if (isLoading || !queue || !cards) {
    body = (
      <div role="status" className="flex flex-col items-center gap-4 py-16 text-muted">
        <Mascot className="h-20 w-20 motion-safe:animate-pulse" />
        <p>{REVIEW_TEXT.loading}</p>
      </div>
    );
  } else if (cards.length === 0 && position === 0) {
    const waiting = queue.dueToday;
    body = (
      <section aria-labelledby="review-empty" className="card mx-auto mt-8 flex max-w-md flex-col items-center p-8 text-center">
        <Mascot className="h-24 w-24" />
        <h2 id="review-empty" className="mt-4 text-xl font-bold">{REVIEW_TEXT.emptyTitle}</h2>
        <p className="mt-2 text-muted">{waiting > 0 ? REVIEW_TEXT.capReached(queue.reviewedToday, waiting) : REVIEW_TEXT.emptyBody}</p>
        <Link to="/languages" className="btn-primary mt-6">{REVIEW_TEXT.learn}</Link>
      </section>
    );
  } else if (position >= cards.length) {
    body = <ReviewDone ratings={ratings} />;
  } else {
    const card = cards[position]!;
    body = (
      <ReviewCardView
        key={card.cardId}
        card={card}
        learnerId={learnerId}
        position={position + 1}
        total={cards.length}
        onAnswered={(outcome) => {
          setRatings((given) => [...given, outcome]);
          // The header's and the profile's count of cards due.
          void refresh(reviewSummaryUrl());
        }}
        onNext={() => setPosition((current) => current + 1)}
      />
    );
  }

  return (
    <div className="page max-w-2xl py-8 sm:py-12">
      <title>{REVIEW_TEXT.pageTitle}</title>
      <h1 className="text-3xl font-extrabold tracking-tight">{REVIEW_TEXT.title}</h1>
      <p className="mt-2 text-muted">{REVIEW_TEXT.intro}</p>
      <div className="mt-6">{body}</div>
    </div>
  );
}
