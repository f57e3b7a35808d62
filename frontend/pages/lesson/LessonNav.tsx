/**
 * The foot of a lesson: "Previous: {title}" (not on the first lesson) and "Next: {title}", or a
 * disabled "Course Complete" on the last one. Shows nothing until the lessons list is known.
 */
import { ArrowLeft, ArrowRight, Lock, Trophy } from "lucide-react";
import { Link } from "react-router";
import type { LessonSummary, User } from "../../../contract/wire";
import { isLessonLocked } from "../../lib/access";
import { lessonNeighbours, lessonRoute as routeOf, listedNumber } from "./lesson-order";

export const LESSON_NAV_TEXT = {
  label: "Lesson navigation",
  previous: (title: string) => `Previous: ${title}`,
  next: (title: string) => `Next: ${title}`,
  courseComplete: "Course Complete",
};

interface LessonNavProps {
  lessons: readonly LessonSummary[] | undefined;
  lessonId: string;
  user: User | null;
}

export function LessonNav({ lessons, lessonId, user }: LessonNavProps) {
  const neighbours = lessonNeighbours(lessons, lessonId);
  if (!neighbours) return null;
  const { previous, next, isLast } = neighbours;
  return (
    <nav aria-label={LESSON_NAV_TEXT.label} className="mt-12 grid gap-3 border-t border-line pt-6 md:grid-cols-2">
      {previous ? (
        <Link to={routeOf(previous)} className="btn-secondary min-h-12 text-center md:(justify-start text-left)">
          <ArrowLeft size={18} className="shrink-0" aria-hidden />
          <span className="min-w-0">{LESSON_NAV_TEXT.previous(previous.title)}</span>
        </Link>
      ) : (
        <span className="hidden md:block" />
      )}
      {next ? (
        <Link to={routeOf(next)} className="btn-primary min-h-12 text-center md:(justify-end text-right)">
          <span className="min-w-0">{LESSON_NAV_TEXT.next(next.title)}</span>
          {isLessonLocked(listedNumber(next), user) ? (
            <Lock size={16} className="shrink-0" aria-hidden />
          ) : (
            <ArrowRight size={18} className="shrink-0" aria-hidden />
          )}
        </Link>
      ) : (
        isLast && (
          <button type="button" disabled className="btn min-h-12 border border-success/40 bg-success/10 text-success disabled:(opacity-100 cursor-default)">
            <Trophy size={18} aria-hidden />
            {LESSON_NAV_TEXT.courseComplete}
          </button>
        )
      )}
    </nav>
  );
}
