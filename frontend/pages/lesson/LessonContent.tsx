/**
 * The lesson text: the Worker's HTML, already safe (contract/lesson-html-safety.ts), set for long reading
 * (styles/lesson.css), then the previous/next buttons. Links inside the text that stay in Parlo
 * are followed by the router instead of reloading the app.
 */
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { lessonTextLabel } from "../../../contract/prerendered-pages";
import type { Lesson, LessonSummary, User } from "../../../contract/wire";
import { LessonNav } from "./LessonNav";

export const LESSON_CONTENT_TEXT = {
  label: lessonTextLabel,
};

interface LessonContentProps {
  lesson: Lesson;
  lessons: readonly LessonSummary[] | undefined;
  user: User | null;
}

export function LessonContent({ lesson, lessons, user }: LessonContentProps) {
  const navigate = useNavigate();

  const followInAppLinks = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, window.location.href);
    const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
    if (url.origin !== window.location.origin || samePage) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 pb-24 pt-6 sm:px-6 md:pt-10">
      {/* data-lesson-text: the slot the Worker writes a lesson page's text into (worker/routes/lesson-page.ts). */}
      <article
        data-lesson-text
        aria-label={LESSON_CONTENT_TEXT.label(lesson.title)}
        className="lesson-prose"
        onClick={followInAppLinks}
        dangerouslySetInnerHTML={{ __html: lesson.html }}
      />
      <LessonNav lessons={lessons} lessonId={lesson.lessonId} user={user} />
    </div>
  );
}
