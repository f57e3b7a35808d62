/** The languages on offer (GET /api/languages), each card leading into its course. */
import { Link } from "react-router";
import { LANGUAGE_CARD_SKELETONS } from "../../../contract/constants";
import { Flag } from "../../components/Flag";
import { useLanguages } from "../../lib/languages";
import { ABOUT_TEXT } from "./about-content";

export function LanguageGrid() {
  const { data: languages, error, isLoading } = useLanguages();

  if (isLoading) {
    return (
      <ul aria-busy="true" className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {Array.from({ length: LANGUAGE_CARD_SKELETONS }, (_, index) => (
          <li key={index} className="card flex flex-col items-center gap-3 p-4">
            <div className="skeleton h-10 w-14 rounded-md" />
            <div className="skeleton h-4 w-16 rounded" />
          </li>
        ))}
      </ul>
    );
  }
  if (error || !languages?.length) {
    return <p className="card p-5 text-center text-muted">{ABOUT_TEXT.languagesError}</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {languages.map((language) => (
        <li key={language.code}>
          <Link
            to={`/language/${language.code}`}
            data-testid="about-language"
            className="card group flex h-full flex-col items-center gap-2.5 p-4 text-center transition hover:(border-accent -translate-y-0.5 shadow-lg)"
          >
            <Flag flagCode={language.flagCode} languageCode={language.code} className="h-10 w-14 rounded-md" />
            <span className="font-semibold group-hover:text-accent">{language.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
