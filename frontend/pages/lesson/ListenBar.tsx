/**
 * Above a lesson with words to hear: how to hear them, and the slow (0.75×) switch for all of them;
 * or, once a speaker found that this device cannot say the language, that plainly and what would help
 * (the speakers are gone then).
 */
import { Snail, Volume2, VolumeX } from "lucide-react";
import { languageName } from "../../../contract/page-titles";

export const LISTEN_BAR_TEXT = {
  hint: "Press the speaker beside a word or sentence to hear it.",
  slow: "Slow speech (0.75×)",
  silent: (language: string) =>
    `${language} can't be played aloud on this device: it has no ${language} voice. Add one in your device's speech settings, or open Parlo in a browser that has one, to hear the lesson.`,
};

export function ListenBar({ slow, onSlowChange, silentLanguage }: { slow: boolean; onSlowChange(slow: boolean): void; silentLanguage?: string | null }) {
  if (silentLanguage) {
    return (
      <div data-listen-bar="" role="status" className="mb-6 flex items-start gap-3 rounded-xl border border-line bg-surface px-3 py-2 text-sm text-muted">
        <VolumeX size={16} aria-hidden className="mt-0.5 shrink-0" />
        <p>{LISTEN_BAR_TEXT.silent(languageName(silentLanguage))}</p>
      </div>
    );
  }
  return (
    // data-listen-bar: the Worker takes it out of a drawn lesson page with nothing to hear (worker/routes/lesson-page.ts).
    <div data-listen-bar="" className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-line bg-surface px-3 py-2 text-sm text-muted">
      <Volume2 size={16} aria-hidden className="shrink-0" />
      {/* At least 12rem for the hint, so on a phone the switch goes below it instead of squeezing it. */}
      <p className="min-w-[12rem] flex-1">{LISTEN_BAR_TEXT.hint}</p>
      <button
        type="button"
        aria-pressed={slow}
        className={`btn-ghost h-9 shrink-0 gap-1.5 px-3 ${slow ? "bg-accent/15 text-accent hover:bg-accent/25" : ""}`}
        onClick={() => onSlowChange(!slow)}
      >
        <Snail size={16} aria-hidden />
        {LISTEN_BAR_TEXT.slow}
      </button>
    </div>
  );
}
