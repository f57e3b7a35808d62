/**
 * A learner's progress per language, as Settings and the profile show it. The swr key is the
 * progress URL itself, so resetting a language in Settings revalidates exactly that language
 * wherever it is shown.
 */
import useSWR from "swr";
import { QUERY_FRESH_MS } from "../../contract/constants";
import type { ProgressRecord } from "../../contract/wire";
import { load } from "./api";

export { courseProgress, type CourseProgress } from "../../contract/course-progress";

export function progressUrl(code: string): string {
  return `/api/progress/language/${encodeURIComponent(code)}`;
}

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

/** docs/product/lessons.md: the rounded average of the active languages' percentages; 0 when there are none. */
export function overallPercent(percents: readonly number[]): number {
  if (percents.length === 0) return 0;
  return Math.round(percents.reduce((sum, percent) => sum + percent, 0) / percents.length);
}
