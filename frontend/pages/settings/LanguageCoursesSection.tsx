/**
 * Language Courses: the languages the learner has progress in (docs/product/lessons.md). Every language's row
 * loads its own progress (its swr key is what a reset revalidates); the section waits until
 * all have answered before it can say that none has been started.
 */
import { Languages } from "lucide-react";
import { useCallback, useState } from "react";
import { useLanguages } from "../../lib/languages";
import { CourseProgressRow } from "./CourseProgressRow";
import { SettingsSection } from "./SettingsSection";

export const LANGUAGE_COURSES_TEXT = {
  title: "Language Courses",
  description: "Your progress in each language you have started.",
  loading: "Loading your courses",
  failed: "Failed to fetch languages",
  empty: "You haven't started any language courses yet. Enroll in a course from the home page to get started.",
  footer: "Your progress is automatically saved as you complete lessons",
};

export function LanguageCoursesSection() {
  const { data: languages, error } = useLanguages();
  const [activity, setActivity] = useState<Record<string, boolean>>({});
  const onActivity = useCallback(
    (code: string, active: boolean) => setActivity((known) => (known[code] === active ? known : { ...known, [code]: active })),
    [],
  );

  const settled = languages?.every((language) => language.code in activity) ?? false;
  const anyActive = languages?.some((language) => activity[language.code]) ?? false;

  return (
    <SettingsSection id="settings-courses" icon={Languages} title={LANGUAGE_COURSES_TEXT.title} description={LANGUAGE_COURSES_TEXT.description}>
      {error ? (
        <p role="alert" className="text-sm text-danger">{LANGUAGE_COURSES_TEXT.failed}</p>
      ) : (
        <>
          <ul className="divide-y divide-line">
            {languages?.map((language) => <CourseProgressRow key={language.code} language={language} onActivity={onActivity} />)}
          </ul>
          {!settled && !anyActive && (
            <div role="status" aria-label={LANGUAGE_COURSES_TEXT.loading} className="space-y-3">
              <div className="skeleton h-5 w-40 rounded" />
              <div className="skeleton h-2 w-full rounded-full" />
            </div>
          )}
          {settled && !anyActive && <p className="text-muted">{LANGUAGE_COURSES_TEXT.empty}</p>}
        </>
      )}
      <p className="mt-5 border-t border-line pt-4 text-xs text-muted">{LANGUAGE_COURSES_TEXT.footer}</p>
    </SettingsSection>
  );
}
