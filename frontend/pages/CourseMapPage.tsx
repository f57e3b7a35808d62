/**
 * A language's course map (/:language/course): every lesson as a step with the learner's state in it
 * (done, in progress at the sentences done, up next, not started, locked with the paywall's reason),
 * the next one highlighted. Reached from home, the header's language menu and the lesson screen;
 * the lesson selector stays for quick jumps.
 */
import { ArrowLeft, BookOpenCheck, CheckCircle2, Circle, CircleDot, Lock, PlayCircle, SkipForward } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useParams } from "react-router";
import useSWR from "swr";
import { courseProgress, nextLessonOf, practisedCount } from "../../contract/course-progress";
import type { LessonSummary, ProgressRecord } from "../../contract/wire";
import { Flag } from "../components/Flag";
import { isLessonLocked } from "../lib/access";
import { ApiRequestError, errorMessage } from "../lib/api";
import { useAuth } from "../lib/auth";
import { HOME_URL, lessonRouteOf, lessonsUrl, useLanguages } from "../lib/languages";
import { useLanguageProgress } from "../lib/progress";
import { sortLessons } from "./lesson/lesson-order";
import { pageTitle } from "../../contract/page-titles";
import { counted } from "../lib/format";

export const COURSE_MAP_TEXT = {
  pageTitle: (language: string) => pageTitle(`${language} course map`),
  heading: (language: string) => `${language}: your course`,
  summary: (completed: number, total: number) => `${completed} of ${total} lessons done`,
  split: (practised: number, read: number) => `${practised} practised with the tutor, ${read} read`,
  loading: "Loading the course",
  loadFailed: "The course could not be loaded.",
  notFound: "There is no such language.",
  retry: "Try again",
  lesson: (number: number, title: string) => `Lesson ${number}: ${title}`,
  state: {
    done: "Practised with the tutor",
    read: "Read and marked done",
    inProgress: (sentences: number | null) => (sentences ? `In progress · ${counted(sentences, "sentence", "sentences")} done` : "Started"),
    next: "Up next",
    skipped: "Skipped by your placement",
    open: "Not started",
    locked: "Locked: comes with a subscription",
  },
  start: "Start",
  continue: "Continue",
  practise: "Practise",
  seePlans: "See plans",
  home: "Home",
  empty: "This language has no lessons yet.",
};

type StepState = "done" | "read" | "inProgress" | "next" | "skipped" | "open" | "locked";

function stateOf(lesson: LessonSummary, record: ProgressRecord | undefined, locked: boolean, nextId: string | undefined): StepState {
  if (record?.completed) return record.practised ? "done" : "read";
  if (locked) return "locked";
  if (record?.lastAccessedAt) return "inProgress";
  if (lesson.lessonId === nextId) return "next";
  return record?.skipped ? "skipped" : "open";
}

const STEP_ICON = { done: CheckCircle2, read: BookOpenCheck, inProgress: CircleDot, next: PlayCircle, skipped: SkipForward, open: Circle, locked: Lock } as const;
const STEP_TONE: Record<StepState, string> = {
  done: "text-success",
  read: "text-success",
  inProgress: "text-accent",
  next: "text-accent",
  skipped: "text-muted",
  open: "text-muted",
  locked: "text-muted",
};

function stateText(state: StepState, record: ProgressRecord | undefined): string {
  if (state === "inProgress") return COURSE_MAP_TEXT.state.inProgress(record?.sentencesDone ?? null);
  return COURSE_MAP_TEXT.state[state];
}

/** The step's call to action, only where there is one to take: the plans, or going on. */
function actionOf(state: StepState, highlighted: boolean): string {
  if (state === "locked") return COURSE_MAP_TEXT.seePlans;
  if (state === "inProgress") return COURSE_MAP_TEXT.continue;
  if (state === "read") return COURSE_MAP_TEXT.practise;
  return highlighted ? COURSE_MAP_TEXT.start : "";
}

/** Brings the highlighted step into view once, for a learner far into a long course on a small screen. */
function useScrollToStep(ready: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    document.querySelector('[aria-current="step"]')?.scrollIntoView?.({ block: "nearest" });
  }, [ready]);
}

export default function CourseMapPage() {
  const code = useParams().language ?? "";
  const { user } = useAuth();
  const { data: languages } = useLanguages();
  const lessons = useSWR<LessonSummary[]>(lessonsUrl(code));
  const progress = useLanguageProgress(code);
  const language = languages?.find((entry) => entry.code === code);
  const name = language?.name ?? code.toUpperCase();
  // oxlint-disable-next-line react/purity -- locks depend on the time now (a paid term can end); read once per render
  const now = Date.now();
  useScrollToStep(Boolean(lessons.data && progress.data));

  let body;
  if (lessons.error || progress.error) {
    body = (
      <div role="alert" className="card mt-6 p-6 text-center">
        <p className="font-semibold text-danger">{lessons.error instanceof ApiRequestError && lessons.error.status === 404 ? COURSE_MAP_TEXT.notFound : COURSE_MAP_TEXT.loadFailed}</p>
        <p className="mt-1 text-sm text-muted">{errorMessage(lessons.error ?? progress.error)}</p>
        <button type="button" className="btn-secondary mt-4" onClick={() => void Promise.all([lessons.mutate(), progress.mutate()])}>
          {COURSE_MAP_TEXT.retry}
        </button>
      </div>
    );
  } else if (!lessons.data || !progress.data) {
    body = (
      <div role="status" aria-label={COURSE_MAP_TEXT.loading} className="mt-6 grid gap-3">
        {[0, 1, 2, 3].map((index) => <div key={index} className="skeleton h-16 rounded-xl" />)}
      </div>
    );
  } else if (lessons.data.length === 0) {
    body = <p className="card mt-6 p-6 text-muted">{COURSE_MAP_TEXT.empty}</p>;
  } else {
    const records = new Map(progress.data.map((record) => [record.lessonId, record]));
    const ordered = sortLessons(lessons.data);
    const mayOpen = (lesson: LessonSummary) => !isLessonLocked(lesson.number, user, now);
    const next = nextLessonOf(ordered, progress.data, mayOpen);
    const { completed: done } = courseProgress(ordered, progress.data);
    const practised = practisedCount(ordered, progress.data);
    body = (
      <>
        <p className="mt-2 text-muted" data-testid="course-summary">
          {COURSE_MAP_TEXT.summary(done, ordered.length)}
          {done > 0 && ` (${COURSE_MAP_TEXT.split(practised, done - practised)})`}
        </p>
        <ol className="relative mt-6 grid gap-3 before:(absolute bottom-6 left-[1.6rem] top-6 w-0.5 bg-line content-empty)">
          {ordered.map((lesson) => {
            const record = records.get(lesson.lessonId);
            const locked = !mayOpen(lesson);
            const state = stateOf(lesson, record, locked, next?.lessonId);
            const highlighted = lesson.lessonId === next?.lessonId;
            const Icon = STEP_ICON[state];
            const route = lessonRouteOf(lesson.lessonId) ?? "/languages";
            return (
              <li key={lesson.lessonId} data-testid="course-step" data-state={state} aria-current={highlighted ? "step" : undefined}>
                <Link
                  to={locked ? "/subscribe" : route}
                  className={`card relative flex items-center gap-3 p-3 transition hover:border-accent sm:p-4 ${highlighted ? "border-accent ring-2 ring-accent/40" : ""}`}
                >
                  <span className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-surface ${STEP_TONE[state]}`}>
                    <Icon size={22} aria-hidden />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">{COURSE_MAP_TEXT.lesson(lesson.number, lesson.title)}</span>
                    <span className={`block text-sm ${state === "locked" ? "text-muted" : STEP_TONE[state]}`}>
                      {highlighted && state === "inProgress" ? `${COURSE_MAP_TEXT.state.next} · ${stateText(state, record)}` : stateText(state, record)}
                    </span>
                  </span>
                  <span className="hidden text-sm font-semibold text-accent sm:inline">
                    {actionOf(state, highlighted)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </>
    );
  }

  return (
    <div className="page max-w-3xl py-8 sm:py-12">
      <title>{COURSE_MAP_TEXT.pageTitle(name)}</title>
      <Link to={HOME_URL} className="btn-ghost -ml-3 py-1.5 text-sm">
        <ArrowLeft size={16} aria-hidden />
        {COURSE_MAP_TEXT.home}
      </Link>
      <h1 className="mt-3 flex items-center gap-3 text-2xl font-extrabold tracking-tight sm:text-3xl">
        {language && <Flag flagCode={language.flagCode} languageCode={language.code} className="h-7 w-10" />}
        {COURSE_MAP_TEXT.heading(name)}
      </h1>
      {body}
    </div>
  );
}
