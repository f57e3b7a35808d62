/**
 * The lesson's own bar, sticky under the fixed 64 px app header: "Lesson {n}: {title}", the lesson
 * selector button, the tutor chat toggle and, only while the chat shows, "Reset conversation".
 * Below 768 px the title is smaller and the buttons show their icon only (their names stay). The
 * title wraps rather than being cut; beside the chat the bar spans both columns.
 */
import { BookOpen, ListOrdered, MessageCircle, RotateCcw } from "lucide-react";
import { lessonHeading } from "../../../contract/prerendered-pages";

export const LESSON_HEADER_TEXT = {
  title: lessonHeading,
  selectLessonLabel: "Select a lesson",
  selectLesson: "Lessons",
  openChat: "Open tutor chat",
  closeChat: "Close tutor chat",
  resetConversation: "Reset conversation",
};

interface LessonHeaderProps {
  number: number;
  title: string;
  chatActive: boolean;
  onOpenSelector(): void;
  /** The learner is reaching for the selector (pointer over it, focus): its code can be fetched. */
  onPrepareSelector?(): void;
  onToggleChat(): void;
  onResetConversation(): void;
}

const iconButton = "btn-ghost h-10 min-w-10 shrink-0 px-0 md:px-3";

export function LessonHeader({ number, title, chatActive, onOpenSelector, onPrepareSelector, onToggleChat, onResetConversation }: LessonHeaderProps) {
  const chatLabel = chatActive ? LESSON_HEADER_TEXT.closeChat : LESSON_HEADER_TEXT.openChat;
  return (
    <div className="sticky top-16 z-30 border-b border-line bg-ground/95 backdrop-blur">
      <div className={`mx-auto flex items-center gap-1 px-4 py-2 sm:px-6 md:gap-2 md:py-3 ${chatActive ? "max-w-3xl lg:max-w-none" : "max-w-3xl"}`}>
        {/* The slot the Worker writes a lesson page's heading into (worker/routes/lesson-page.ts). */}
        <h1 data-lesson-heading className="min-w-0 flex-1 text-balance text-base font-bold leading-tight md:text-xl">
          {LESSON_HEADER_TEXT.title(number, title)}
        </h1>
        {chatActive && (
          <button type="button" className={iconButton} aria-label={LESSON_HEADER_TEXT.resetConversation} onClick={onResetConversation}>
            <RotateCcw size={18} aria-hidden />
            <span className="hidden md:inline">{LESSON_HEADER_TEXT.resetConversation}</span>
          </button>
        )}
        {/* Named by its text, so the visible word is part of the name (voice control: "click Lessons"). */}
        <button type="button" className={iconButton} aria-haspopup="dialog" onClick={onOpenSelector} onPointerEnter={onPrepareSelector} onFocus={onPrepareSelector}>
          <ListOrdered size={18} aria-hidden />
          <span className="hidden md:inline">{LESSON_HEADER_TEXT.selectLesson}</span>
          <span className="sr-only">{LESSON_HEADER_TEXT.selectLessonLabel}</span>
        </button>
        <button
          type="button"
          className={`${iconButton} ${chatActive ? "bg-accent/15 hover:bg-accent/25" : ""}`}
          aria-label={chatLabel}
          onClick={onToggleChat}
        >
          {chatActive ? <BookOpen size={18} aria-hidden /> : <MessageCircle size={18} aria-hidden />}
          <span className="hidden md:inline">{chatLabel}</span>
        </button>
      </div>
    </div>
  );
}
