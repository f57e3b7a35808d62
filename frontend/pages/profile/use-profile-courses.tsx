/**
 * The profile's data (docs/product/lessons.md): the languages, then each language's progress and, for the
 * languages with progress, its lessons. Every language is its own swr key (shared with Settings,
 * so a reset there shows here); a loader element per language reads its keys and reports back.
 * A language whose progress or lessons cannot be read is logged and counts as empty.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import useSWR from "swr";
import type { Language, LessonSummary, ProgressRecord } from "../../../contract/wire";
import { lessonsUrl, useLanguages } from "../../lib/languages";
import { PROGRESS_QUERY_OPTIONS, useLanguageProgress } from "../../lib/progress";
import { buildCourse, type LanguageCourse } from "./profile-stats";

export const PROFILE_ERRORS = {
  languages: "Failed to fetch languages",
  progress: (name: string) => `Failed to fetch progress for ${name}`,
  lessons: (name: string) => `Failed to fetch lessons for ${name}`,
};

const NONE: never[] = [];

/** What one language's loader knows: null until both reads have answered (or failed). */
type Loaded = { records: ProgressRecord[]; lessons: LessonSummary[] } | null;

interface CourseLoaderProps {
  language: Language;
  onLoaded(code: string, loaded: Loaded): void;
}

function CourseLoader({ language, onLoaded }: CourseLoaderProps) {
  const { code, name } = language;
  const progress = useLanguageProgress(code);
  const records = progress.data ?? (progress.error ? NONE : undefined);
  const active = Boolean(records?.length);
  const lessonsQuery = useSWR<LessonSummary[]>(active ? lessonsUrl(code) : null, PROGRESS_QUERY_OPTIONS);
  const lessons = !active ? NONE : (lessonsQuery.data ?? (lessonsQuery.error ? NONE : undefined));

  useEffect(() => {
    if (progress.error) console.error(PROFILE_ERRORS.progress(name), progress.error);
  }, [progress.error, name]);
  useEffect(() => {
    if (lessonsQuery.error) console.error(PROFILE_ERRORS.lessons(name), lessonsQuery.error);
  }, [lessonsQuery.error, name]);

  useEffect(() => {
    onLoaded(code, records && lessons ? { records, lessons } : null);
  }, [code, records, lessons, onLoaded]);

  return null;
}

export interface ProfileCourses {
  /** Render these somewhere on the page: they hold the per-language reads. */
  loaders: ReactNode;
  languagesError: unknown;
  retryLanguages(): void;
  /** True until the languages and every language's reads have answered. */
  loading: boolean;
  /** The active languages (at least one progress record), in catalogue order. */
  courses: LanguageCourse[];
}

export function useProfileCourses(): ProfileCourses {
  const { data: languages, error: languagesError, mutate } = useLanguages();
  const [loaded, setLoaded] = useState<Record<string, Loaded>>({});
  const onLoaded = useCallback(
    (code: string, next: Loaded) => setLoaded((known) => (known[code] === next ? known : { ...known, [code]: next })),
    [],
  );

  const list = Array.isArray(languages) ? languages : undefined;
  const loading = !languagesError && (!list || list.some((language) => !loaded[language.code]));
  const courses = useMemo(
    () =>
      (list ?? []).flatMap((language) => {
        const known = loaded[language.code];
        return known && known.records.length > 0 ? [buildCourse(language, known.lessons, known.records)] : [];
      }),
    [list, loaded],
  );

  return {
    loaders: list?.map((language) => <CourseLoader key={language.code} language={language} onLoaded={onLoaded} />),
    languagesError,
    retryLanguages: () => void mutate(),
    loading,
    courses,
  };
}
