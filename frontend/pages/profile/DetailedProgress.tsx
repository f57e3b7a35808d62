/**
 * 'Detailed Progress' (docs/product/lessons.md): one panel per active language, at most one open at a time.
 * Each shows lessons completed, time spent, last activity, the percentage and the lessons started.
 */
import { ArrowRight, Check, ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { Link } from "react-router";
import type { StartedLesson } from "../../../contract/wire";
import { Flag } from "../../components/Flag";
import { formatTimeSpent } from "../../lib/format";
import { formatLastActivity, type LanguageCourse } from "./profile-stats";

export const DETAILED_TEXT = {
  title: "Detailed Progress",
  completed: "Lessons completed",
  time: "Total time spent",
  last: "Last activity",
  overall: "Overall progress",
  lessons: "Lessons",
  noLessons: "No lessons started yet.",
  started: "Started",
  completedMark: "completed",
  spent: (minutes: number) => `${formatTimeSpent(minutes)} spent`,
  continue: (name: string) => `Continue ${name}`,
};

export function continueUrl(code: string): string {
  return `/languages/${encodeURIComponent(code)}`;
}

export function DetailedProgress({ courses }: { courses: readonly LanguageCourse[] }) {
  return (
    <section aria-labelledby="profile-detailed" className="card p-5 sm:p-6">
      <h2 id="profile-detailed" className="text-lg font-bold">{DETAILED_TEXT.title}</h2>
      <Accordion.Root type="single" collapsible className="mt-4 divide-y divide-line overflow-hidden rounded-xl border border-line">
        {courses.map((course) => (
          <CoursePanel key={course.language.code} course={course} />
        ))}
      </Accordion.Root>
    </section>
  );
}

function CoursePanel({ course }: { course: LanguageCourse }) {
  const { language, completed, total, percent, timeSpent, lastActivity, lessons } = course;
  const facts: [string, string][] = [
    [DETAILED_TEXT.completed, `${completed} / ${total}`],
    [DETAILED_TEXT.time, formatTimeSpent(timeSpent)],
    [DETAILED_TEXT.last, formatLastActivity(lastActivity)],
    [DETAILED_TEXT.overall, `${percent}%`],
  ];
  return (
    <Accordion.Item value={language.code} className="bg-ground/40">
      <Accordion.Header>
        <Accordion.Trigger className="group flex w-full items-center gap-3 px-4 py-3.5 text-left font-semibold transition-colors hover:bg-raised focus-visible:(outline-none ring-2 ring-inset ring-accent)">
          <Flag flagCode={language.flagCode} languageCode={language.code} />
          <span className="min-w-0 flex-1 truncate">{language.name}</span>
          <span className="text-sm font-bold tabular-nums text-muted">{percent}%</span>
          <ChevronDown size={18} aria-hidden className="shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180" />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="px-4 pb-4">
        <dl className="grid grid-cols-2 gap-3 pt-1">
          {facts.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-raised/60 px-3 py-2.5">
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="mt-0.5 font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-5 text-sm font-semibold text-muted">{DETAILED_TEXT.lessons}</h3>
        {lessons.length ? (
          <ul className="mt-2 divide-y divide-line">
            {lessons.map((lesson) => <LessonRow key={lesson.lessonId} lesson={lesson} />)}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">{DETAILED_TEXT.noLessons}</p>
        )}
        <Link to={continueUrl(language.code)} className="btn-secondary mt-4 w-full py-2 text-sm sm:w-auto">
          {DETAILED_TEXT.continue(language.name)}
          <ArrowRight size={16} aria-hidden />
        </Link>
      </Accordion.Content>
    </Accordion.Item>
  );
}

function LessonRow({ lesson }: { lesson: StartedLesson }) {
  return (
    <li className="flex items-center gap-3 py-2.5 text-sm" data-testid="lesson-line">
      <span
        className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${lesson.completed ? "bg-success text-ground" : "border border-line"}`}
      >
        {lesson.completed && <Check size={14} strokeWidth={3} aria-hidden />}
      </span>
      <span className="min-w-0 flex-1">
        {lesson.title}
        {lesson.completed && <span className="sr-only"> ({DETAILED_TEXT.completedMark})</span>}
      </span>
      <span className="shrink-0 text-muted">{lesson.timeSpent > 0 ? DETAILED_TEXT.spent(lesson.timeSpent) : DETAILED_TEXT.started}</span>
    </li>
  );
}
