/**
 * The profile's data (docs/product/lessons.md): the languages, and the learner's progress in every
 * one of them, summed up by the Worker in one read (GET /api/progress/summary). Settings and the
 * lesson screen revalidate that summary whenever a language's progress changes (revalidateProgress).
 * Progress that cannot be read is logged and counts as none.
 */
import { useEffect, useMemo } from "react";
import type { LanguageProgress } from "../../../contract/wire";
import { useLanguages } from "../../lib/languages";
import { useProgressSummary } from "../../lib/progress";
import { courseOf, type LanguageCourse } from "./profile-stats";

export const PROFILE_ERRORS = {
  languages: "Failed to fetch languages",
  progress: "Failed to fetch your progress",
};

const NONE: LanguageProgress[] = [];

export interface ProfileCourses {
  languagesError: unknown;
  retryLanguages(): void;
  /** True until the languages and the progress have answered. */
  loading: boolean;
  /** The active languages (at least one progress record), in catalogue order. */
  courses: LanguageCourse[];
}

export function useProfileCourses(): ProfileCourses {
  const { data: languages, error: languagesError, mutate } = useLanguages();
  const summary = useProgressSummary();
  const progress = summary.data ?? (summary.error ? NONE : undefined);

  useEffect(() => {
    if (summary.error) console.error(PROFILE_ERRORS.progress, summary.error);
  }, [summary.error]);

  const list = Array.isArray(languages) ? languages : undefined;
  const courses = useMemo(() => {
    const byCode = new Map(progress?.map((language) => [language.code, language]));
    return (list ?? []).flatMap((language) => {
      const studied = byCode.get(language.code);
      return studied ? [courseOf(language, studied)] : [];
    });
  }, [list, progress]);

  return {
    languagesError,
    retryLanguages: () => void mutate(),
    loading: !languagesError && (!list || !progress),
    courses,
  };
}
