/**
 * Spec §4 "Lesson viewing": once a lesson has loaded, mark it completed and record score 100 and
 * 10 minutes. Failures are only logged. Runs once per view: the ref, keyed by lesson id, stops
 * StrictMode's second effect run, yet a later visit to the same lesson counts again.
 */
import { useEffect, useRef } from "react";
import { useSWRConfig } from "swr";
import { LESSON_VIEW_PROGRESS } from "../../../contract/constants";
import { send } from "../../lib/api";
import { progressUrl } from "./lesson-progress";

export function useRecordLessonView(lessonId: string | null, languageCode: string): void {
  const recorded = useRef<string | null>(null);
  const { mutate } = useSWRConfig();

  useEffect(() => {
    if (!lessonId) {
      recorded.current = null; // left for a screen that is not a loaded lesson: a return is a new view
      return;
    }
    if (recorded.current === lessonId) return;
    recorded.current = lessonId;
    const url = `/api/progress/lesson/${encodeURIComponent(lessonId)}`;
    send("POST", `${url}/complete`).then(
      () => mutate(progressUrl(languageCode)),
      (error: unknown) => console.error("Failed to mark lesson as completed", error),
    );
    send("POST", url, LESSON_VIEW_PROGRESS).catch((error: unknown) => console.error("Failed to update lesson progress", error));
  }, [lessonId, languageCode, mutate]);
}
