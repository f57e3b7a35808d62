/**
 * One message: the learner's on the right in the accent colour, the tutor's on the left. Text is
 * plain text with its line breaks kept (never HTML). A spoken answer shows what was heard; an
 * error reply adds the follow-up sentence; a real tutor message has its play button. What the
 * learner says is in the course language and marked so; in the tutor's replies, the runs of the
 * language's script are (TargetText).
 */
import { Mic } from "lucide-react";
import { languageTag } from "../../../../contract/lesson-languages";
import { TargetText } from "../../../components/TargetText";
import type { PlaybackState } from "../../../lib/speech/playback";
import type { ChatEntry } from "./chat-types";
import { MarkedWords } from "../../../components/MarkedWords";
import { PlayButton } from "./PlayButton";
import { ReportAnswer } from "./ReportAnswer";
import { CHAT_TEXT } from "./useTutorChat";

export const MESSAGE_TEXT = {
  you: "You said:",
  tutor: "Tutor said:",
  voice: "Voice answer",
  sending: "Sending your recording…",
  heard: (text: string) => `Heard: ${text}`,
};

interface MessageBubbleProps {
  entry: ChatEntry;
  /** The lesson of the conversation, for reporting an answer the tutor could not confirm. */
  lessonId?: string;
  languageCode: string;
  playback?: PlaybackState;
  onPlay?(): void;
}

export function MessageBubble({ entry, lessonId, languageCode, playback = "idle", onPlay }: MessageBubbleProps) {
  const lang = languageTag(languageCode);
  if (entry.role === "user") {
    const voice = entry.heard !== undefined;
    const said = (text: string) => (entry.marks ? <MarkedWords text={text} marks={entry.marks} languageCode={languageCode} /> : text);
    return (
      <li className="flex justify-end pl-12 sm:pl-20">
        <div className="max-w-full rounded-2xl rounded-br-md bg-accent px-4 py-2.5 text-accent-ink shadow-sm">
          <span className="sr-only">{MESSAGE_TEXT.you} </span>
          {voice ? (
            <>
              <span className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide opacity-80">
                <Mic size={14} aria-hidden />
                {MESSAGE_TEXT.voice}
              </span>
              <p className="mt-1 whitespace-pre-wrap break-words">
                {!entry.heard ? MESSAGE_TEXT.sending : <>{MESSAGE_TEXT.heard("")}<span lang={lang}>{said(entry.heard)}</span></>}
              </p>
            </>
          ) : (
            <p lang={lang} className="whitespace-pre-wrap break-words">{said(entry.content)}</p>
          )}
        </div>
      </li>
    );
  }

  const playable = !entry.error && !entry.local && !entry.streaming && onPlay;
  return (
    <li className="flex items-end gap-1.5 sm:gap-2 sm:pr-16">
      <div
        className={`min-w-0 max-w-full rounded-2xl rounded-bl-md border px-4 py-2.5 text-ink shadow-sm ${
          entry.error ? "border-danger/50 bg-danger/10" : "border-line bg-surface"
        }`}
      >
        <span className="sr-only">{MESSAGE_TEXT.tutor} </span>
        <p className="whitespace-pre-wrap break-words leading-relaxed"><TargetText text={entry.content} languageCode={languageCode} /></p>
        {entry.error && <p className="mt-1 text-sm text-muted">{CHAT_TEXT.followUp}</p>}
        {entry.reportable && lessonId && <ReportAnswer lessonId={lessonId} reportable={entry.reportable} />}
      </div>
      {playable && <PlayButton state={playback} onToggle={onPlay} />}
    </li>
  );
}
