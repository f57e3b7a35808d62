/** What sits behind the paywall on a locked lesson: a calm card, never an error. */
import { ListOrdered, Lock } from "lucide-react";

export const LOCKED_LESSON_TEXT = {
  title: (number: number, title: string | undefined) => (title ? `Lesson ${number}: ${title}` : `Lesson ${number}`),
  body: "This lesson is part of Parlo Premium.",
  unlock: "Unlock this lesson",
  otherLesson: "Choose another lesson",
};

interface LockedLessonProps {
  number: number;
  title: string | undefined;
  /** The server's explanation, when it sent one. */
  message: string | undefined;
  onUnlock(): void;
  onChooseAnother(): void;
}

export function LockedLesson({ number, title, message, onUnlock, onChooseAnother }: LockedLessonProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-16">
      <div className="card flex flex-col items-center p-8 text-center sm:p-10">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent/15 text-accent">
          <Lock size={30} aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight">{LOCKED_LESSON_TEXT.title(number, title)}</h1>
        <p className="mt-2 max-w-sm text-muted">{message ?? LOCKED_LESSON_TEXT.body}</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <button type="button" className="btn-primary" onClick={onUnlock}>
            {LOCKED_LESSON_TEXT.unlock}
          </button>
          <button type="button" className="btn-secondary" onClick={onChooseAnother}>
            <ListOrdered size={18} aria-hidden />
            {LOCKED_LESSON_TEXT.otherLesson}
          </button>
        </div>
      </div>
    </div>
  );
}
