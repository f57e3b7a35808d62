/**
 * A learner's progress, as Settings, the lesson screen and the profile show it. A language's
 * records have the progress URL itself as their swr key, so resetting a language in Settings
 * revalidates exactly that language wherever it is shown; the profile reads every language in
 * one summary, revalidated with them (revalidateProgress).
 */
import useSWR, { type ScopedMutator } from "swr";
import { QUERY_FRESH_MS } from "../../contract/constants";
import type { LanguageProgress, ProgressRecord } from "../../contract/wire";
import { PROGRESS_SUMMARY_URL, progressUrl } from "../../contract/read-urls";
import { load } from "./api";

export { courseProgress, type CourseProgress } from "../../contract/course-progress";

export { PROGRESS_SUMMARY_URL, progressUrl };

/** docs/product/lessons.md: progress queries are cached 60 seconds, retried twice and refetched on window focus. */
export const PROGRESS_QUERY_OPTIONS = {
  dedupingInterval: QUERY_FRESH_MS,
  revalidateOnFocus: true,
  errorRetryCount: 2,
} as const;

/** Reads a list of progress; an answer that is not a list counts as none. Failures throw (and are retried). */
export async function loadProgress<T = ProgressRecord>(url: string): Promise<T[]> {
  const list = await load<T[]>(url);
  return Array.isArray(list) ? list : [];
}

/** One language's progress records; `error` is set when they could not be read. */
export function useLanguageProgress(code: string) {
  return useSWR<ProgressRecord[]>(progressUrl(code), loadProgress, PROGRESS_QUERY_OPTIONS);
}

/** Every language the learner has progress in, summed up; `error` is set when it could not be read. */
export function useProgressSummary() {
  return useSWR<LanguageProgress[]>(PROGRESS_SUMMARY_URL, loadProgress<LanguageProgress>, PROGRESS_QUERY_OPTIONS);
}

/** After a language's progress changed (a lesson done, a reset): its records and the summary are read again. */
export function revalidateProgress(mutate: ScopedMutator, code: string): Promise<unknown> {
  return Promise.all([mutate(progressUrl(code)), mutate(PROGRESS_SUMMARY_URL)]);
}

/** docs/product/lessons.md: the rounded average of the active languages' percentages; 0 when there are none. */
export function overallPercent(percents: readonly number[]): number {
  if (percents.length === 0) return 0;
  return Math.round(percents.reduce((sum, percent) => sum + percent, 0) / percents.length);
}
