/**
 * After the last sentence: how the pass went (right first time, hints, time in the lesson, words
 * used, sentences gone to review), what was practised, what to review, and the way on: the next
 * lesson the learner may open, or, when that would be the paywall or there is none, the language's
 * lessons.
 */
import { ArrowRight, ListChecks, Trophy } from "lucide-react";
import { Fragment, useId } from "react";
import { Link } from "react-router";
import type { LessonEnding, LessonSummary, LessonTally, User } from "../../../../contract/wire";
import { useLanguageProgress } from "../../../lib/progress";
import { isLessonLocked } from "../../../lib/access";
import { lessonNeighbours, lessonRoute, listedNumber } from "../lesson-order";
import { TargetText } from "../../../components/TargetText";

export const LESSON_END_TEXT = {
  title: "Lesson complete",
  figures: "How it went",
  firstTime: "Right first time",
  hints: "Hints",
  time: "Time in the lesson",
  minutes: (minutes: number) => (minutes < 1 ? "< 1 min" : `${minutes} min`),
  words: "Words you used",
  toReview: "Sentences in your review",
  practised: "You practised",
  review: "Worth reviewing",
  nothingToReview: "Nothing needed a second look.",
  next: (title: string) => `Next lesson: ${title}`,
  allLessons: "See all the lessons",
};

/** The lesson after this one, when the learner may open it; null before the paywall or after the last. */
export function nextOpenLesson(lessons: readonly LessonSummary[] | undefined, lessonId: string, user: User | null | undefined): LessonSummary | null {
  const next = lessonNeighbours(lessons, lessonId)?.next;
  return next && !isLessonLocked(listedNumber(next), user) ? next : null;
}

/** The structures one after another, " · " between them (outside the marked runs: it is a CJK mark too). */
function joined(structures: readonly string[], languageCode: string) {
  return structures.map((structure, index) => (
    <Fragment key={index}>
      {index > 0 && " · "}
      <TargetText text={structure} languageCode={languageCode} />
    </Fragment>
  ));
}

interface LessonEndCardProps {
  ending: LessonEnding;
  lessonId: string;
  /** The course language: the structures' runs of its script are marked as it (TargetText). */
  languageCode: string;
  /** The language's lessons; none while they load. */
  lessons: readonly LessonSummary[] | undefined;
  user: User | null;
  onShowLessons(): void;
}

/** The pass in figures: each a term and its value, read out together. */
function EndFigures({ tally, words, minutes }: { tally: LessonTally; words: number | undefined; minutes: number | undefined }) {
  const sentences = tally.firstTime + tally.helped + tally.revealed;
  const figures: [string, string][] = [
    [LESSON_END_TEXT.firstTime, `${tally.firstTime}/${sentences}`],
    [LESSON_END_TEXT.hints, String(tally.hints)],
    ...(minutes === undefined ? [] : [[LESSON_END_TEXT.time, LESSON_END_TEXT.minutes(minutes)] as [string, string]]),
    ...(words === undefined ? [] : [[LESSON_END_TEXT.words, String(words)] as [string, string]]),
    [LESSON_END_TEXT.toReview, String(sentences)],
  ];
  return (
    <dl aria-label={LESSON_END_TEXT.figures} className="grid grid-cols-2 gap-2">
      {figures.map(([term, value]) => (
        <div key={term} className="rounded-xl bg-surface/70 px-3 py-2" data-testid="end-figure">
          <dt className="text-xs font-medium text-muted">{term}</dt>
          <dd className="text-lg font-extrabold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LessonEndCard({ ending, lessonId, languageCode, lessons, user, onShowLessons }: LessonEndCardProps) {
  const next = nextOpenLesson(lessons, lessonId, user);
  const titleId = useId();
  const { data: records } = useLanguageProgress(languageCode);
  const minutes = records?.find((record) => record.lessonId === lessonId)?.timeSpent;
  return (
    <section aria-labelledby={titleId} className="card mx-4 mb-4 flex flex-col gap-3 border-success/40 bg-success/10 p-4 sm:mx-6">
      <h3 id={titleId} className="flex items-center gap-2 font-bold">
        <Trophy size={18} aria-hidden className="text-success" />
        {LESSON_END_TEXT.title}
      </h3>
      {ending.tally && <EndFigures tally={ending.tally} words={ending.words} minutes={minutes} />}
      <dl className="grid gap-1 text-sm">
        <dt className="font-semibold text-muted">{LESSON_END_TEXT.practised}</dt>
        <dd>{joined(ending.practised, languageCode)}</dd>
        <dt className="mt-1 font-semibold text-muted">{LESSON_END_TEXT.review}</dt>
        <dd>{ending.review.length ? joined(ending.review, languageCode) : LESSON_END_TEXT.nothingToReview}</dd>
      </dl>
      {next ? (
        <Link to={lessonRoute(next)} className="btn-primary min-h-11 self-start">
          {LESSON_END_TEXT.next(next.title)}
          <ArrowRight size={18} aria-hidden />
        </Link>
      ) : (
        <button type="button" className="btn-secondary min-h-11 self-start" onClick={onShowLessons}>
          <ListChecks size={18} aria-hidden />
          {LESSON_END_TEXT.allLessons}
        </button>
      )}
    </section>
  );
}
