/**
 * The tutor chat's place on the lesson screen. The chat itself (messages, voice, scratch pad) is
 * built separately; until then this says so plainly. `resetRequest` counts the header's
 * "Reset conversation" presses, so the real chat can open its confirmation on each one.
 */
import { MessageCircle } from "lucide-react";

export const CHAT_PANEL_TEXT = {
  title: (lessonTitle: string) => `Tutor chat: ${lessonTitle}`,
  body: "Your tutor for this lesson is being set up.",
  hint: "Until it is ready, work through the lesson text: close the tutor chat to go back to it.",
  nothingToReset: "There is no conversation to reset yet.",
};

interface ChatPanelProps {
  lessonTitle: string;
  resetRequest: number;
}

export function ChatPanel({ lessonTitle, resetRequest }: ChatPanelProps) {
  return (
    <section aria-labelledby="chat-panel-title" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div className="card flex flex-col items-center p-8 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-accent/15 text-accent">
          <MessageCircle size={28} aria-hidden />
        </span>
        <h2 id="chat-panel-title" className="mt-4 text-xl font-bold">{CHAT_PANEL_TEXT.title(lessonTitle)}</h2>
        <p className="mt-2 text-ink">{CHAT_PANEL_TEXT.body}</p>
        <p className="mt-1 max-w-md text-sm text-muted">{CHAT_PANEL_TEXT.hint}</p>
        {resetRequest > 0 && (
          <p role="status" className="mt-4 text-sm text-muted">{CHAT_PANEL_TEXT.nothingToReset}</p>
        )}
      </div>
    </section>
  );
}
