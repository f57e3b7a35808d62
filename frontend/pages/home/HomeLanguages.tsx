/** Home's "Your languages": each language learnt, how far along, and the way to its course map. */
import { Map as MapIcon, Plus } from "lucide-react";
import { Link } from "react-router";
import { Flag } from "../../components/Flag";
import { courseMapPath } from "../../lib/languages";
import type { LanguageCourse } from "../profile/profile-stats";
import { HOME_TEXT } from "./home-text";
import { LanguageProgressBar } from "../../components/LanguageProgressBar";

export function HomeLanguages({ courses }: { courses: readonly LanguageCourse[] }) {
  return (
    <section aria-labelledby="home-languages">
      <div className="flex items-center justify-between gap-3">
        <h2 id="home-languages" className="text-xl font-bold">{HOME_TEXT.languagesTitle}</h2>
        <Link to="/languages" className="btn-ghost py-1.5 text-sm">
          <Plus size={16} aria-hidden />
          {HOME_TEXT.addLanguage}
        </Link>
      </div>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {courses.map(({ language, completed, total, percent }) => (
          <li key={language.code} className="card p-4" data-testid="home-language">
            <div className="flex items-center gap-3">
              <Flag flagCode={language.flagCode} languageCode={language.code} />
              <span className="min-w-0 flex-1 truncate font-semibold">{language.name}</span>
              <span className="text-sm font-bold tabular-nums">{percent}%</span>
            </div>
            <p className="mt-1 text-sm text-muted">{HOME_TEXT.lessonsDone(completed, total)}</p>
            <LanguageProgressBar name={language.name} percent={percent} />
            <Link to={courseMapPath(language.code)} aria-label={HOME_TEXT.courseMapOf(language.name)} className="btn-ghost mt-3 py-1.5 text-sm">
              <MapIcon size={16} aria-hidden />
              {HOME_TEXT.courseMap}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
