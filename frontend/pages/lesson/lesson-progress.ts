/**
 * The learner's completed lessons in one language (docs/product/lessons.md: only completed records count, and a
 * failure counts as none). The swr key is the progress URL, shared with Settings, so the cache
 * holds the server's records (or its error, never a made-up empty list); marking a lesson done
 * revalidates it.
 */
import useSWR from "swr";
import type { ProgressRecord } from "../../../contract/wire";
import { progressUrl } from "../../lib/progress";

/** The ids of the completed lessons; asked for only while `active` (the selector is open). */
export function useCompletedLessons(languageCode: string, active: boolean): ReadonlySet<string> {
  const { data, error } = useSWR<ProgressRecord[]>(active ? progressUrl(languageCode) : null, {
    shouldRetryOnError: false,
    onError: (reason: unknown) => console.error(`Failed to fetch progress for ${languageCode}`, reason),
  });
  const records = error || !Array.isArray(data) ? [] : data;
  return new Set(records.filter((record) => record.completed).map((record) => record.lessonId));
}
