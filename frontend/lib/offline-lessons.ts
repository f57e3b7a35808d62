/**
 * "Download for offline": asks for every lesson the learner may open, so the service worker keeps
 * each one (its network-first cache of /api/lessons/…). Locked lessons are skipped.
 */
import { lessonUrl } from "../../contract/read-urls";

export interface DownloadProgress {
  done: number;
  total: number;
  saved: number;
}

export async function saveLessonsForOffline(
  lessonIds: readonly string[],
  onProgress: (progress: DownloadProgress) => void,
  fetcher: typeof fetch = fetch,
): Promise<DownloadProgress> {
  const progress: DownloadProgress = { done: 0, total: lessonIds.length, saved: 0 };
  onProgress({ ...progress });
  for (const lessonId of lessonIds) {
    try {
      const response = await fetcher(lessonUrl(lessonId), { credentials: "include" });
      if (response.ok) progress.saved++;
    } catch {
      // Offline or refused: counted as not saved.
    }
    progress.done++;
    onProgress({ ...progress });
  }
  return progress;
}

export function offlineSavingSupported(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && Boolean(navigator.serviceWorker.controller);
}
