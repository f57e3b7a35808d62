/** A tutor message's play/pause button, following its PlaybackController (idle, loading, playing, paused). */
import { LoaderCircle, Pause, Volume2 } from "lucide-react";
import type { PlaybackState } from "../../../lib/speech/playback";

export const PLAY_BUTTON_TEXT = {
  idle: "Listen to this message",
  loading: "Loading audio",
  playing: "Pause audio",
  paused: "Resume audio",
} satisfies Record<PlaybackState, string>;

export function PlayButton({ state, onToggle }: { state: PlaybackState; onToggle(): void }) {
  const Icon = state === "loading" ? LoaderCircle : state === "playing" ? Pause : Volume2;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={PLAY_BUTTON_TEXT[state]}
      aria-busy={state === "loading" || undefined}
      className={`btn-ghost h-9 w-9 shrink-0 rounded-full p-0 text-muted hover:text-ink ${state === "playing" || state === "paused" ? "bg-accent/15 !text-accent" : ""}`}
    >
      <Icon size={18} aria-hidden className={state === "loading" ? "motion-safe:animate-spin" : undefined} />
    </button>
  );
}
