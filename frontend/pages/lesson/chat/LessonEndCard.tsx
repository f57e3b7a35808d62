/**
 * After the last sentence: what was practised, what to review, and the way on: the next lesson
 * the learner may open, or, when that would be the paywall or there is none, the language's
 * lessons.
 */
import { ArrowRight, ListChecks, Trophy } from "lucide-react";
import { Fragment, useId } from "react";
import { Link } from "react-router";
import type { LessonEnding, LessonSummary, User } from "../../../../contract/wire";
import { isLessonLocked } from "../../../lib/access";
import { lessonNeighbours, lessonRoute, listedNumber } from "../lesson-order";
import { TargetText } from "../../../components/TargetText";

export const LESSON_END_TEXT = {
  title: "Lesson complete",
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

export function LessonEndCard({ ending, lessonId, languageCode, lessons, user, onShowLessons }: LessonEndCardProps) {
  const next = nextOpenLesson(lessons, lessonId, user);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card mx-4 mb-4 flex flex-col gap-3 border-success/40 bg-success/10 p-4 sm:mx-6">
      <h3 id={titleId} className="flex items-center gap-2 font-bold">
        <Trophy size={18} aria-hidden className="text-success" />
        {LESSON_END_TEXT.title}
      </h3>
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
