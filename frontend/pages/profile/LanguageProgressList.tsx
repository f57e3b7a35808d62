/** The per-language list under the ring chart, and its text alternative: "N/M lessons completed" and a bar. */
import { Flag } from "../../components/Flag";
import type { LanguageCourse } from "./profile-stats";
import { LanguageProgressBar } from "../../components/LanguageProgressBar";

export const lessonsCompletedText = (completed: number, total: number) => `${completed}/${total} lessons completed`;
/** Completed lessons counted apart: practised with the tutor, or read and marked done. */
export const practisedText = (practised: number, read: number) => `${practised} practised with the tutor · ${read} read`;

export function LanguageProgressList({ id, courses }: { id: string; courses: readonly LanguageCourse[] }) {
  return (
    <ul id={id} className="grid gap-4">
      {courses.map(({ language, completed, total, percent, practised }) => (
        <li key={language.code} data-testid="language-progress">
          <div className="flex items-center gap-3">
            <Flag flagCode={language.flagCode} languageCode={language.code} />
            <span className="min-w-0 flex-1 truncate font-semibold">{language.name}</span>
            <span className="font-bold tabular-nums">{percent}%</span>
          </div>
          <p className="mt-1 text-sm text-muted">
            {lessonsCompletedText(completed, total)}
            {completed > 0 && <span className="block text-xs" data-testid="practised-split">{practisedText(practised, completed - practised)}</span>}
          </p>
          <LanguageProgressBar name={language.name} percent={percent} />
        </li>
      ))}
    </ul>
  );
}
