/**
 * The conversation: bubbles, the typing indicator while a reply is awaited, a polite live region
 * that reads each finished tutor reply to screen readers (the list itself stays quiet, so nothing
 * is read twice or word by word), and scrolling to the newest message.
 */
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import type { PlaybackState } from "../../../lib/speech/playback";
import type { ChatEntry } from "./chat-types";
import { MessageBubble } from "./MessageBubble";
import { TypingIndicator } from "./TypingIndicator";
import { CHAT_TEXT } from "./useTutorChat";

export const MESSAGE_LIST_TEXT = {
  label: "Conversation with your tutor",
  loading: "Starting the conversation…",
};

/** How close to the bottom (px) still counts as following along. */
const FOLLOW_THRESHOLD = 160;

interface MessageListProps {
  entries: ChatEntry[];
  /** The conversation's lesson (a reply may offer to report the learner's answer for it). */
  lessonId?: string;
  languageCode: string;
  ready: boolean;
  awaiting: boolean;
  playbackOf(id: string): PlaybackState;
  /** None where this device cannot say the language: no speaker is offered then. */
  onPlay?(entry: ChatEntry): void;
  /** Shown after the messages, scrolling with them (the end-of-lesson card). */
  children?: ReactNode;
}

export function MessageList({ entries, lessonId, languageCode, ready, awaiting, playbackOf, onPlay, children }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = entries.at(-1);
  const [announcement, setAnnouncement] = useState("");
  const streaming = last?.streaming === true;
  const showTyping = awaiting && !streaming;

  // Follow the newest message while the learner is at the bottom (or has just sent something);
  // leave them be while they read further up. Instant, so the position is always known.
  const list = useRef<HTMLOListElement>(null);
  const pinned = useRef(true);
  const toBottom = () => {
    const box = scroller.current;
    if (box && pinned.current) box.scrollTop = box.scrollHeight;
  };
  const lastId = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (last?.id !== lastId.current && last?.role === "user") pinned.current = true;
    lastId.current = last?.id;
    toBottom();
  });
  useEffect(() => {
    if (typeof ResizeObserver === "undefined" || !scroller.current || !list.current) return;
    // Late fonts, a growing input or a notice change the sizes after the messages did.
    const observer = new ResizeObserver(toBottom);
    observer.observe(scroller.current);
    observer.observe(list.current);
    return () => observer.disconnect();
  }, []);
  const onScroll = () => {
    const box = scroller.current;
    if (box) pinned.current = box.scrollHeight - box.scrollTop - box.clientHeight < FOLLOW_THRESHOLD;
  };

  // Only a new finished reply is announced. Screen readers read a live region's changes, not what
  // it held when it appeared, so the reply goes into it after the render that showed the reply.
  const announceId = last && last.role === "assistant" && !last.streaming ? last.id : null;
  const announce = useEffectEvent(() => {
    if (last) setAnnouncement(last.error ? `${last.content} ${CHAT_TEXT.followUp}` : last.content);
  });
  useEffect(() => {
    // oxlint-disable-next-line react/set-state-in-effect -- the render after the one that showed the reply is the point (see above)
    if (announceId) announce();
  }, [announceId]);

  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
      <ol ref={list} aria-label={MESSAGE_LIST_TEXT.label} aria-busy={!ready || undefined} className="flex flex-col gap-3 px-4 py-4 sm:px-6">
        {entries.map((entry) => (
          <MessageBubble key={entry.id} entry={entry} lessonId={lessonId} languageCode={languageCode} playback={playbackOf(entry.id)} onPlay={onPlay && (() => onPlay(entry))} />
        ))}
        {!ready && <li className="px-1 text-sm text-muted">{MESSAGE_LIST_TEXT.loading}</li>}
        {showTyping && <TypingIndicator />}
      </ol>
      {children}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="chat-announcer">
        {announcement}
      </div>
    </div>
  );
}
