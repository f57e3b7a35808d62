/**
 * A learner's progress per language, as Settings and the profile show it. The swr key is the
 * progress URL itself, so resetting a language in Settings revalidates exactly that language
 * wherever it is shown.
 */
import useSWR from "swr";
import { QUERY_FRESH_MS } from "../../contract/constants";
import type { LessonSummary, ProgressRecord } from "../../contract/wire";
import { progressUrl } from "../../contract/read-urls";
import { load } from "./api";

export { progressUrl };

/** docs/product/lessons.md: progress queries are cached 60 seconds, retried twice and refetched on window focus. */
export const PROGRESS_QUERY_OPTIONS = {
  dedupingInterval: QUERY_FRESH_MS,
  revalidateOnFocus: true,
  errorRetryCount: 2,
} as const;

/** Reads one language's records; an answer that is not a list counts as none. Failures throw (and are retried). */
export async function loadProgress(url: string): Promise<ProgressRecord[]> {
  const records = await load<ProgressRecord[]>(url);
  return Array.isArray(records) ? records : [];
}

/** One language's progress records; `error` is set when they could not be read. */
export function useLanguageProgress(code: string) {
  return useSWR<ProgressRecord[]>(progressUrl(code), loadProgress, PROGRESS_QUERY_OPTIONS);
}

export interface CourseProgress {
  completed: number;
  total: number;
  percent: number;
}

/**
 * docs/product/lessons.md: the rounded share of the language's lessons that are completed; 0 when it has no
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

/** docs/product/lessons.md: the rounded average of the active languages' percentages; 0 when there are none. */
export function overallPercent(percents: readonly number[]): number {
  if (percents.length === 0) return 0;
  return Math.round(percents.reduce((sum, percent) => sum + percent, 0) / percents.length);
}
