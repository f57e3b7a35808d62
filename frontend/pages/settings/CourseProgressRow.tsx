/**
 * One language in Language Courses: flag, name, code badge, lessons completed and a bar, and
 * "Reset Progress" behind a confirmation. A language without progress renders nothing; the row
 * tells the section so it can show the empty text when no language has any.
 */
import { useEffect } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { Language, LessonSummary, ProgressRecord } from "../../../contract/wire";
import { ConfirmDialog, DESTRUCTIVE_BUTTON } from "../../components/AlertDialog";
import { Flag } from "../../components/Flag";
import { apiUrl, send } from "../../lib/api";
import { lessonsUrl } from "../../lib/languages";
import { courseProgress, revalidateProgress, useLanguageProgress } from "../../lib/progress";
import { useToast } from "../../lib/toast";
import { LanguageProgressBar } from "../../components/LanguageProgressBar";

export const COURSE_TEXT = {
  summary: (completed: number, total: number, percent: number) => `${completed} of ${total} lessons completed (${percent}%)`,
  reset: "Reset Progress",
  confirmTitle: (name: string) => `Reset your ${name} progress?`,
  confirmBody: (name: string) =>
    `Every completed lesson and all time spent in ${name} will be erased. Your other languages are not affected. This cannot be undone.`,
  cancel: "Cancel",
  pending: "Resetting...",
  resetTitle: "Progress Reset",
  resetBody: (code: string) => `Your ${code.toUpperCase()} progress has been reset.`,
  failedTitle: "Error",
  failed: "Failed to reset progress. Please try again.",
};

const NO_RECORDS: ProgressRecord[] = [];

interface CourseProgressRowProps {
  language: Language;
  /** Called once the progress is known: whether this language is listed. */
  onActivity(code: string, active: boolean): void;
}

export function CourseProgressRow({ language, onActivity }: CourseProgressRowProps) {
  const { code, name } = language;
  const progress = useLanguageProgress(code);
  // Progress that cannot be read counts as none: the language is then simply not listed.
  const records = progress.data ?? (progress.error ? NO_RECORDS : undefined);
  const active = Boolean(records?.length);
  const { data: lessons, isLoading: lessonsLoading } = useSWR<LessonSummary[]>(active ? lessonsUrl(code) : null);
  const { mutate } = useSWRConfig();
  const toast = useToast();

  useEffect(() => {
    if (records) onActivity(code, records.length > 0);
  }, [records, code, onActivity]);

  if (!records?.length) return null;
  const { completed, total, percent } = courseProgress(lessons, records);

  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="course-progress">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Flag flagCode={language.flagCode} languageCode={language.code} />
        <span className="font-semibold">{name}</span>
        <span className="rounded-md bg-raised px-2 py-0.5 text-xs font-bold tracking-wide text-muted">{code.toUpperCase()}</span>
        <ConfirmDialog
          trigger={<button type="button" className="btn-ghost ml-auto py-1.5 text-sm">{COURSE_TEXT.reset}</button>}
          title={COURSE_TEXT.confirmTitle(name)}
          description={COURSE_TEXT.confirmBody(name)}
          cancel={COURSE_TEXT.cancel}
          confirm={{ label: COURSE_TEXT.reset, pending: COURSE_TEXT.pending, className: DESTRUCTIVE_BUTTON }}
          onConfirm={async (close) => {
            await send("DELETE", apiUrl("/api/progress/language/:code/reset", { code }));
            toast.success(COURSE_TEXT.resetTitle, COURSE_TEXT.resetBody(code));
            close();
            await revalidateProgress(mutate, code);
          }}
          onFailure={() => toast.error(COURSE_TEXT.failedTitle, COURSE_TEXT.failed)}
        />
      </div>
      {lessonsLoading ? (
        <div className="skeleton mt-3 h-4 w-48 rounded" aria-hidden />
      ) : (
        <p className="mt-2 text-sm text-muted">{COURSE_TEXT.summary(completed, total, percent)}</p>
      )}
      <LanguageProgressBar name={name} percent={percent} />
    </li>
  );
}
