/** "Audio is ready!": the spoken reply's audio has arrived; play it from here, or dismiss. */
import { Volume2, X } from "lucide-react";

export const AUDIO_READY_TEXT = { ready: "Audio is ready!", play: "Play", dismiss: "Dismiss" };

export function AudioReadyBanner({ onPlay, onDismiss }: { onPlay(): void; onDismiss(): void }) {
  return (
    <div role="status" className="mx-4 mt-2 flex items-center gap-2 rounded-xl border border-success/40 bg-success/10 px-3 py-1.5 text-sm sm:mx-6">
      <Volume2 size={16} aria-hidden className="shrink-0 text-success" />
      <span className="min-w-0 flex-1 font-medium">{AUDIO_READY_TEXT.ready}</span>
      <button type="button" onClick={onPlay} className="btn-ghost h-8 px-3 text-sm">
        {AUDIO_READY_TEXT.play}
      </button>
      <button type="button" onClick={onDismiss} aria-label={AUDIO_READY_TEXT.dismiss} className="btn-ghost -mr-1 h-8 w-8 p-0">
        <X size={16} aria-hidden />
      </button>
    </div>
  );
}
