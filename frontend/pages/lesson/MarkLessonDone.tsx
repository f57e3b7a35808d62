/**
 * The end of a lesson's text: "Mark lesson as done", the learner's own way to complete a lesson
 * besides finishing its exercises with the tutor. A completed lesson says so instead.
 */
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { apiUrl, send } from "../../lib/api";
import { revalidateProgress } from "../../lib/progress";
import { useCompletedLessons } from "./lesson-progress";

export const MARK_DONE_TEXT = {
  mark: "Mark lesson as done",
  saving: "Saving...",
  done: "Lesson completed",
  failed: "Could not mark the lesson as done. Please try again.",
};

export function MarkLessonDone({ lessonId, languageCode }: { lessonId: string; languageCode: string }) {
  const completed = useCompletedLessons(languageCode, true);
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<"idle" | "saving" | "failed">("idle");

  if (completed.has(lessonId)) {
    return (
      <p className="mt-10 flex items-center justify-center gap-2 font-semibold text-success">
        <CheckCircle2 size={20} aria-hidden />
        {MARK_DONE_TEXT.done}
      </p>
    );
  }

  const markDone = async () => {
    setState("saving");
    try {
      await send("POST", apiUrl("/api/progress/lesson/:lessonId/complete", { lessonId }));
      await revalidateProgress(mutate, languageCode);
      setState("idle");
    } catch {
      setState("failed");
    }
  };

  return (
    <div className="mt-10 flex flex-col items-center gap-2">
      <button type="button" className="btn-secondary min-h-12" disabled={state === "saving"} onClick={() => void markDone()}>
        <CheckCircle2 size={18} aria-hidden />
        {state === "saving" ? MARK_DONE_TEXT.saving : MARK_DONE_TEXT.mark}
      </button>
      {state === "failed" && <p role="alert" className="text-sm text-danger">{MARK_DONE_TEXT.failed}</p>}
    </div>
  );
}
