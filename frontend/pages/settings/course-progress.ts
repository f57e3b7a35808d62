/**
 * A learner's progress in one language, as Settings (and later the profile) shows it. The swr
 * key is the progress URL itself, so resetting a language revalidates exactly that language.
 */
import useSWR from "swr";
import { QUERY_FRESH_MS } from "../../../contract/constants";
import type { LessonSummary, ProgressRecord } from "../../../contract/wire";
import { load } from "../../lib/api";

export function progressUrl(code: string): string {
  return `/api/progress/language/${encodeURIComponent(code)}`;
}

/** Progress that cannot be read counts as none: the language is then simply not listed. */
export async function loadProgressOrNone(url: string): Promise<ProgressRecord[]> {
  try {
    const records = await load<ProgressRecord[]>(url);
    return Array.isArray(records) ? records : [];
  } catch {
    return [];
  }
}

/** Spec §7: progress is cached 60 seconds and refetched when the window regains focus. */
export function useLanguageProgress(code: string) {
  return useSWR<ProgressRecord[]>(progressUrl(code), loadProgressOrNone, {
    dedupingInterval: QUERY_FRESH_MS,
    revalidateOnFocus: true,
  });
}

export interface CourseProgress {
  completed: number;
  total: number;
  percent: number;
}

/**
 * Spec §4: the rounded share of the language's lessons that are completed; 0 when it has no
 * lessons, and "0 of 0 (0%)" when the lessons could not be read. Records for lessons that no
 * longer exist, and repeated records, are not counted.
 */
export function courseProgress(lessons: readonly Pick<LessonSummary, "lessonId">[] | undefined, records: readonly ProgressRecord[]): CourseProgress {
  if (!lessons) return { completed: 0, total: 0, percent: 0 };
  const done = new Set(records.filter((record) => record.completed).map((record) => record.lessonId));
  const completed = lessons.filter((lesson) => done.has(lesson.lessonId)).length;
  const total = lessons.length;
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}
