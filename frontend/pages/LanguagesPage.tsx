/**
 * The language grid (/languages): a card per language with flag, name and speaker count, and, on the
 * languages the learner has started, how far along they are (read after the page is drawn: the
 * drawn page is the same for every learner).
 */
import { Globe } from "lucide-react";
import { Link } from "react-router";
import { LANGUAGE_CARD_SKELETONS } from "../../contract/constants";
import { Flag } from "../components/Flag";
import { errorMessage } from "../lib/api";
import { formatSpeakers } from "../lib/format";
import { useLanguages } from "../lib/languages";
import { useProgressSummary } from "../lib/progress";
import type { LanguageProgress } from "../../contract/wire";
import { lessonPath } from "../../contract/lesson-ids";
import { pageTitle } from "../../contract/page-titles";

export const LANGUAGES_TEXT = {
  pageTitle: pageTitle("Languages"),
  heading: "Choose Your Language Adventure",
  emptyTitle: "No Languages Available",
  emptyBody: "We're adding more languages all the time. Please check back soon!",
  errorTitle: "Failed to fetch languages",
  progress: (completed: number, total: number) => `${completed} of ${total} lessons done`,
};

function StartedLine({ progress }: { progress: LanguageProgress }) {
  return (
    <span className="mt-1 w-full" data-testid="language-card-progress">
      <span className="block text-xs font-semibold text-success">{LANGUAGES_TEXT.progress(progress.completed, progress.total)}</span>
      <span aria-hidden className="mt-1 block h-1.5 overflow-hidden rounded-full bg-raised">
        <span className="block h-full rounded-full bg-success" style={{ width: `${progress.percent}%` }} />
      </span>
    </span>
  );
}

export default function LanguagesPage() {
  // Not swr's isLoading: answers a page was drawn with (its fallback) do not count as loaded there.
  const { data: languages, error } = useLanguages();
  const { data: summary } = useProgressSummary();
  const started = new Map(summary?.map((progress) => [progress.code, progress]));

  return (
    <div className="page py-10 sm:py-14">
      <title>{LANGUAGES_TEXT.pageTitle}</title>
      <h1 className="text-center text-3xl font-extrabold tracking-tight sm:text-4xl">{LANGUAGES_TEXT.heading}</h1>
      {languages === undefined && !error ? (
        <ul aria-busy="true" aria-label="Loading languages" className="mt-8 grid grid-cols-2 gap-3 sm:mt-10 sm:gap-4 lg:grid-cols-4">
          {Array.from({ length: LANGUAGE_CARD_SKELETONS }, (_, index) => (
            <li key={index} data-testid="language-skeleton" className="card flex flex-col items-center gap-4 p-6">
              <div className="skeleton h-16 w-24 rounded-lg" />
              <div className="skeleton h-5 w-28 rounded" />
              <div className="skeleton h-4 w-20 rounded" />
            </li>
          ))}
        </ul>
      ) : error ? (
        <div role="alert" className="card mx-auto mt-10 max-w-md p-8 text-center">
          <h2 className="text-xl font-semibold text-danger">{LANGUAGES_TEXT.errorTitle}</h2>
          <p className="mt-2 text-muted">{errorMessage(error)}</p>
        </div>
      ) : !languages?.length ? (
        <div className="card mx-auto mt-10 flex max-w-md flex-col items-center p-8 text-center">
          <Globe size={40} className="text-muted" aria-hidden />
          <h2 className="mt-4 text-xl font-semibold">{LANGUAGES_TEXT.emptyTitle}</h2>
          <p className="mt-2 text-muted">{LANGUAGES_TEXT.emptyBody}</p>
        </div>
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:mt-10 sm:gap-4 lg:grid-cols-4">
          {languages.map((language) => (
            <li key={language.code}>
              <Link
                to={lessonPath(language.code, 1)}
                data-testid="language-card"
                className="card group flex h-full flex-col items-center gap-2 p-4 text-center sm:gap-3 sm:p-6 transition hover:(border-accent -translate-y-0.5 shadow-lg)"
              >
                <Flag flagCode={language.flagCode} languageCode={language.code} className="h-12 w-16 rounded-lg sm:h-16 sm:w-24" />
                <span className="text-lg font-semibold group-hover:text-accent sm:text-xl">{language.name}</span>
                <span className="text-sm text-muted">{formatSpeakers(language.speakers)}</span>
                {started.has(language.code) && <StartedLine progress={started.get(language.code)!} />}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
