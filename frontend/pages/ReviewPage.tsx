/**
 * /review (protected): the day's review cards, one at a time, then a summary. The queue is read
 * once when the screen opens and kept while the learner works through it, so an answered card
 * coming due again later today does not reshuffle the cards in front of them. The service worker
 * keeps the queue for offline use; cards answered since it was built (answers kept on the device
 * across a reload offline) are left out.
 *
 * While the screen is open the header's count is the cards left in it (answers kept offline
 * included), and the summary says which cards come back later today, when and why: FSRS's short
 * steps for a new or missed sentence (decision 048).
 */
import { ArrowRight, Clock, PartyPopper } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import useSWR, { useSWRConfig } from "swr";
import type { ReviewCard, ReviewQueue, ReviewRating, ReviewSummary } from "../../contract/wire";
import { Mascot } from "../components/Mascot";
import { useReviewSummary } from "../components/ReviewLink";
import { errorMessage } from "../lib/api";
import { useAuth } from "../lib/auth";
import { reviewQueueUrl, reviewSummaryUrl } from "../lib/review";
import { reviewOutbox } from "../lib/review-outbox";
import { comesBackIn, ReviewCardView, type ReviewOutcome } from "./review/ReviewCardView";
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
  backTodayTitle: "Back later today",
  missedBack: (count: number, when: string) =>
    count === 1 ? `The card you missed comes back ${when}, to relearn it.` : `The ${count} cards you missed come back ${when}, to relearn them.`,
  rightBack: (count: number, when: string) =>
    count === 1
      ? `The card you got right, still new to you, comes back ${when} for one more short step.`
      : `The ${count} cards you got right, still new to you, come back ${when} for one more short step.`,
  whyBack:
    "Parlo schedules your cards with FSRS: a sentence that is new or that you just missed comes back after a few minutes, then after days, longer each time you get it right.",
  laterToday: (count: number, when: string) =>
    count === 1
      ? `The card you answered comes back ${when}, when its short step is over.`
      : `The ${count} cards you answered come back later today, the first ${when}, when their short steps are over.`,
  savedOffline: (count: number) =>
    `${count === 1 ? "1 answer is" : `${count} answers are`} saved on this device and will be checked when you're back online.`,
};

const RATING_ORDER: ReviewRating[] = ["good", "hard", "again"];

/** An answer as the summary counts it: how it went, and when the server said the card comes back. */
export interface Answered {
  outcome: ReviewOutcome;
  nextDue?: string;
}

/** "in 10 minutes", or "within 10 minutes" for cards coming back at different times. */
function whenOf(dues: string[], now: number): string {
  const times = dues.map((due) => comesBackIn(due, now));
  const last = dues.reduce((latest, due) => (due > latest ? due : latest));
  return new Set(times).size === 1 ? times[0]! : comesBackIn(last, now).replace(/^in /, "within ");
}

/** Before the browser's next midnight: the learner's "today", as the queue counts it. */
function laterToday(due: string | undefined, now: number): due is string {
  if (!due) return false;
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return Date.parse(due) < midnight.getTime();
}

/** Which of the cards just answered come back today, and why: FSRS's short steps. */
function BackToday({ answers }: { answers: Answered[] }) {
  // The moment the summary shows: "in 10 minutes" counts from it.
  const [now] = useState(Date.now);
  const back = answers.filter((answer) => answer.outcome !== "saved" && laterToday(answer.nextDue, now));
  if (!back.length) return null;
  const missed = back.filter((answer) => answer.outcome === "again").map((answer) => answer.nextDue!);
  const right = back.filter((answer) => answer.outcome !== "again").map((answer) => answer.nextDue!);
  return (
    <section aria-labelledby="review-back-today" className="mt-6 rounded-xl bg-raised p-4 text-left">
      <h3 id="review-back-today" className="flex items-center gap-2 font-semibold">
        <Clock size={18} aria-hidden className="text-accent" />
        {REVIEW_TEXT.backTodayTitle}
      </h3>
      {missed.length > 0 && <p className="mt-2">{REVIEW_TEXT.missedBack(missed.length, whenOf(missed, now))}</p>}
      {right.length > 0 && <p className="mt-2">{REVIEW_TEXT.rightBack(right.length, whenOf(right, now))}</p>}
      <p className="mt-2 text-sm text-muted">{REVIEW_TEXT.whyBack}</p>
    </section>
  );
}

function ReviewDone({ answers }: { answers: Answered[] }) {
  const ratings = answers.map((answer) => answer.outcome);
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
      <BackToday answers={answers} />
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
  const [answers, setAnswers] = useState<Answered[]>([]);
  /** The cards of the queue answered or skipped on this screen. */
  const [settled, setSettled] = useState<ReadonlySet<number>>(new Set());
  const cards = useCardsStillDue(queue, learnerId);
  const settle = (cardId: number) => setSettled((done) => (done.has(cardId) ? done : new Set(done).add(cardId)));

  // The header's count follows the queue on the screen: the cards left in it, an answer kept on the
  // device included, which the server cannot count yet. Read again from the server on leaving.
  const left = cards ? cards.filter((card) => !settled.has(card.cardId)).length : null;
  const { data: figures } = useReviewSummary();
  useEffect(() => {
    if (left === null || !figures || figures.inQueue === left) return;
    void refresh(reviewSummaryUrl(), { ...figures, inQueue: left } satisfies ReviewSummary, { revalidate: false });
  }, [left, figures, refresh]);
  // (Leaving with the whole app, the cache may be gone already: nothing to refresh then.)
  useEffect(() => () => void refresh(reviewSummaryUrl()).catch(() => undefined), [refresh]);

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
    const comingBack = waiting === 0 && queue.laterToday > 0 && queue.nextDueToday;
    body = (
      <section aria-labelledby="review-empty" className="card mx-auto mt-8 flex max-w-md flex-col items-center p-8 text-center">
        <Mascot className="h-24 w-24" />
        <h2 id="review-empty" className="mt-4 text-xl font-bold">{REVIEW_TEXT.emptyTitle}</h2>
        <p className="mt-2 text-muted">
          {waiting > 0
            ? REVIEW_TEXT.capReached(queue.reviewedToday, waiting)
            : comingBack
              ? REVIEW_TEXT.laterToday(queue.laterToday, comesBackIn(comingBack))
              : REVIEW_TEXT.emptyBody}
        </p>
        {comingBack && <p className="mt-2 text-sm text-muted">{REVIEW_TEXT.whyBack}</p>}
        <Link to="/languages" className="btn-primary mt-6">{REVIEW_TEXT.learn}</Link>
      </section>
    );
  } else if (position >= cards.length) {
    body = <ReviewDone answers={answers} />;
  } else {
    const card = cards[position]!;
    body = (
      <ReviewCardView
        key={card.cardId}
        card={card}
        learnerId={learnerId}
        position={position + 1}
        total={cards.length}
        onAnswered={(outcome, result) => {
          setAnswers((given) => [...given, { outcome, nextDue: result?.nextDue }]);
          settle(card.cardId);
        }}
        onNext={() => {
          settle(card.cardId);
          setPosition((current) => current + 1);
        }}
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
