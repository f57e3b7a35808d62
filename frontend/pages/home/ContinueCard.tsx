/**
 * Home's first card: the lesson the learner was last in, at the sentence they reached; else the next
 * lesson of the language they touched last; else the way to a first language. Never leads onto the
 * paywall (the summary's lessons are ones the learner may open).
 */
import { ArrowRight, BookOpen, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { LessonInProgress, LessonSummary } from "../../../contract/wire";
import { Flag } from "../../components/Flag";
import { courseMapPath, lessonRouteOf } from "../../lib/languages";
import { latestCourseOf, type LanguageCourse } from "../profile/profile-stats";
import { HOME_TEXT } from "./home-text";

function placeIn(lesson: LessonInProgress): string {
  if (lesson.sentencesDone === null) return HOME_TEXT.reading;
  if (lesson.sentences !== null && lesson.sentencesDone < lesson.sentences) return HOME_TEXT.sentenceOf(lesson.sentencesDone + 1, lesson.sentences);
  return HOME_TEXT.sentencesDone(lesson.sentencesDone);
}

function SentenceBar({ lesson }: { lesson: LessonInProgress }) {
  if (lesson.sentencesDone === null || !lesson.sentences) return null;
  const percent = Math.round((Math.min(lesson.sentencesDone, lesson.sentences) / lesson.sentences) * 100);
  return (
    <div aria-hidden className="mt-3 h-2 overflow-hidden rounded-full bg-raised">
      <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
    </div>
  );
}

export function ContinueCard({ courses }: { courses: readonly LanguageCourse[] }) {
  const course = latestCourseOf(courses);
  if (!course) {
    return (
      <section aria-labelledby="home-continue" className="card p-6 sm:p-8">
        <Sparkles className="text-accent" size={28} aria-hidden />
        <h2 id="home-continue" className="mt-3 text-2xl font-bold">{HOME_TEXT.firstTitle}</h2>
        <p className="mt-2 text-muted">{HOME_TEXT.firstBody}</p>
        <Link to="/languages" className="btn-primary mt-5 w-full sm:w-auto">
          {HOME_TEXT.chooseLanguage}
          <ArrowRight size={18} aria-hidden />
        </Link>
      </section>
    );
  }
  const { language, current, next } = course;
  const lesson: LessonSummary | null = current ?? next;
  const route = lesson && lessonRouteOf(lesson.lessonId);
  return (
    <section aria-labelledby="home-continue" className="card border-accent/50 p-6 sm:p-8">
      <h2 id="home-continue" className="text-sm font-semibold uppercase tracking-wide text-accent">
        {current ? HOME_TEXT.continueTitle : HOME_TEXT.upNextTitle}
      </h2>
      <p className="mt-3 flex items-center gap-2 text-sm font-medium text-muted">
        <Flag flagCode={language.flagCode} languageCode={language.code} className="h-4 w-6" />
        {lesson ? HOME_TEXT.lessonLabel(language.name, lesson.number) : language.name}
      </p>
      {lesson && route ? (
        <>
          <p className="mt-1 text-2xl font-bold">{lesson.title}</p>
          {current && <p className="mt-2 text-muted" data-testid="lesson-place">{placeIn(current)}</p>}
          {current && <SentenceBar lesson={current} />}
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Link to={route} className="btn-primary">
              <BookOpen size={18} aria-hidden />
              {current ? HOME_TEXT.continue : HOME_TEXT.start}
            </Link>
            <Link to={courseMapPath(language.code)} className="btn-secondary">{HOME_TEXT.courseMap}</Link>
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-lg font-semibold">{HOME_TEXT.allOpenDone(language.name)}</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Link to="/subscribe" className="btn-primary">{HOME_TEXT.seePlans}</Link>
            <Link to={courseMapPath(language.code)} className="btn-secondary">{HOME_TEXT.courseMap}</Link>
          </div>
        </>
      )}
    </section>
  );
}
