/** The selector's "Download for offline" (issue 8): keeps every lesson the learner may open on this device. */
import { CheckCircle2, Download } from "lucide-react";
import { useState } from "react";
import { offlineSavingSupported, saveLessonsForOffline, type DownloadProgress } from "../../lib/offline-lessons";
import { useOnline } from "../../lib/online";

export const OFFLINE_DOWNLOAD_TEXT = {
  button: "Download for offline",
  saving: (progress: DownloadProgress) => `Saving ${progress.done} of ${progress.total}...`,
  saved: (count: number) => `${count} ${count === 1 ? "lesson" : "lessons"} saved for offline use`,
  hint: "Lessons you open are kept for offline use too.",
};

export function OfflineDownload({ lessonIds }: { lessonIds: readonly string[] }) {
  const online = useOnline();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [finished, setFinished] = useState<number | null>(null);
  if (!offlineSavingSupported() || lessonIds.length === 0) return null;

  const download = async () => {
    setFinished(null);
    const result = await saveLessonsForOffline(lessonIds, setProgress);
    setProgress(null);
    setFinished(result.saved);
  };

  return (
    <div className="border-t border-line px-5 py-3">
      {finished !== null ? (
        <p role="status" className="flex items-center gap-2 text-sm text-success">
          <CheckCircle2 size={16} aria-hidden /> {OFFLINE_DOWNLOAD_TEXT.saved(finished)}
        </p>
      ) : (
        <button type="button" className="btn-secondary w-full py-2" onClick={download} disabled={!online || progress !== null}>
          <Download size={16} aria-hidden />
          {progress ? OFFLINE_DOWNLOAD_TEXT.saving(progress) : OFFLINE_DOWNLOAD_TEXT.button}
        </button>
      )}
      <p className="mt-2 text-xs text-muted">{OFFLINE_DOWNLOAD_TEXT.hint}</p>
    </div>
  );
}
