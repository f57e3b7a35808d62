/**
 * The lesson selector (docs/product/lessons.md): a drawer from the right from 768 px, a sheet over almost the
 * whole screen below. Radix Dialog gives Escape, backdrop click, the close button, the focus trap
 * and the scroll lock. Opening it asks for the completed lessons; focus starts on the current one.
 */
import { CheckCircle2, Lock, Map as MapIcon } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import type { Language, LessonSummary, User } from "../../../contract/wire";
import { Dialog } from "../../components/Dialog";
import { Flag } from "../../components/Flag";
import { isLessonLocked } from "../../lib/access";
import { courseMapPath, lessonRouteOf } from "../../lib/languages";
import { lessonPath } from "../../../contract/lesson-ids";
import { listedNumber, sortLessons } from "./lesson-order";
import { useCompletedLessons } from "./lesson-progress";
import { OfflineDownload } from "./OfflineDownload";

export const LESSON_SELECTOR_TEXT = {
  title: "Select a Lesson",
  subtitle: "Select a lesson to continue learning",
  item: (number: number, title: string) => `Lesson ${number}: ${title}`,
  completed: "Completed",
  locked: "Locked",
  close: "Close",
  loading: "Loading lessons",
  failed: "Failed to load lessons",
  empty: "This language has no lessons yet.",
  courseMap: "See the course map",
};

interface LessonSelectorProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  languageCode: string;
  language: Language | undefined;
  lessons: readonly LessonSummary[] | undefined;
  lessonsFailed: boolean;
  currentLessonId: string;
  user: User | null;
}

export function LessonSelector({ open, onOpenChange, languageCode, language, lessons, lessonsFailed, currentLessonId, user }: LessonSelectorProps) {
  const completed = useCompletedLessons(languageCode, open);
  const currentRef = useRef<HTMLAnchorElement>(null);
  // The drawer has no Radix trigger (several buttons open it), so it remembers its opener itself.
  const openerRef = useRef<HTMLElement | null>(null);
  // Which lessons are locked depends on the time now (a paid term can end while the page is open).
  // oxlint-disable-next-line react/purity -- read once per render, for every lesson alike; no React Compiler memoises this component
  const now = Date.now();

  return (
    <Dialog
      variant="sheet"
      open={open}
      onOpenChange={onOpenChange}
      eyebrow={
        language && (
          <p className="mb-1 flex items-center gap-2 text-sm font-semibold text-muted md:hidden">
            <Flag flagCode={language.flagCode} languageCode={language.code} className="h-4 w-6" />
            {language.name}
          </p>
        )
      }
      title={LESSON_SELECTOR_TEXT.title}
      description={LESSON_SELECTOR_TEXT.subtitle}
      descriptionClassName="mt-1 text-sm text-muted md:sr-only"
      closeLabel={LESSON_SELECTOR_TEXT.close}
      className="top-10 md:w-[26rem]"
      onOpenAutoFocus={(event) => {
        openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        if (!currentRef.current) return;
        event.preventDefault();
        currentRef.current.focus();
      }}
      onCloseAutoFocus={(event) => {
        const opener = openerRef.current;
        openerRef.current = null;
        if (!opener?.isConnected) return;
        event.preventDefault();
        opener.focus();
      }}
    >
      <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <Link to={courseMapPath(languageCode)} onClick={() => onOpenChange(false)} className="btn-ghost mb-2 w-full justify-start py-2 text-sm">
          <MapIcon size={16} aria-hidden />
          {LESSON_SELECTOR_TEXT.courseMap}
        </Link>
        {lessons ? (
          lessons.length ? (
            <ul className="flex flex-col gap-1">
              {sortLessons(lessons).map((lesson) => {
                const number = listedNumber(lesson);
                const current = lesson.lessonId === currentLessonId;
                const done = completed.has(lesson.lessonId);
                return (
                  <li key={lesson.lessonId}>
                    <Link
                      ref={current ? currentRef : undefined}
                      to={lessonRouteOf(lesson.lessonId) ?? lessonPath(languageCode, number)}
                      aria-current={current ? "page" : undefined}
                      onClick={() => onOpenChange(false)}
                      className={`flex min-h-12 items-center gap-3 rounded-xl border px-3 py-2.5 text-left transition-colors ${
                        current ? "border-accent bg-accent/12 font-semibold text-ink" : "border-transparent hover:bg-raised"
                      }`}
                    >
                      <span className="min-w-0 flex-1">{LESSON_SELECTOR_TEXT.item(number, lesson.title)}</span>
                      {/* A space keeps the marks apart from the title in the link's accessible name. */}
                      {" "}
                      {isLessonLocked(number, user, now) && (
                        <span className="shrink-0 text-muted">
                          <Lock size={15} aria-hidden />
                          <span className="sr-only">{LESSON_SELECTOR_TEXT.locked}</span>
                        </span>
                      )}
                      {" "}
                      {done && (
                        <span className="shrink-0 text-success">
                          <CheckCircle2 size={20} aria-hidden />
                          <span className="sr-only">{LESSON_SELECTOR_TEXT.completed}</span>
                        </span>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="px-2 py-6 text-center text-muted">{LESSON_SELECTOR_TEXT.empty}</p>
          )
        ) : lessonsFailed ? (
          <p role="alert" className="px-2 py-6 text-center text-danger">{LESSON_SELECTOR_TEXT.failed}</p>
        ) : (
          <ul aria-busy="true" aria-label={LESSON_SELECTOR_TEXT.loading} className="flex flex-col gap-2 px-1">
            {Array.from({ length: 5 }, (_, index) => (
              <li key={index} className="skeleton h-12 rounded-xl" />
            ))}
          </ul>
        )}
      </div>
      {lessons && (
        <OfflineDownload
          lessonIds={sortLessons(lessons)
            .filter((lesson) => !isLessonLocked(listedNumber(lesson), user, now))
            .map((lesson) => lesson.lessonId)}
        />
      )}
    </Dialog>
  );
}
