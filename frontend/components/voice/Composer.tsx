/**
 * The input pinned under the conversation: a growing text box ("Type or hold mic..."), the
 * microphone and the send button. Where no voice answer can be understood, there is no microphone
 * to press in vain: the box asks for typing and one plain line says why. Enter sends, Shift+Enter starts a new line; whitespace is never
 * sent; over 2000 characters it says so and does not send. While recording the box becomes the
 * waveform, and once stopped the choice to send or discard the recording.
 */
import { SendHorizontal } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../../contract/constants";
import type { RecordingState } from "../../lib/speech/recording";
import { MicButton } from "./MicButton";
import { RecordingMeter } from "./RecordingMeter";
import { RecordingReview } from "./RecordingReview";

export const COMPOSER_TEXT = {
  placeholder: "Type or hold mic...",
  /** Without a microphone to hold. */
  typePlaceholder: "Type your answer...",
  label: "Your message to the tutor",
  send: "Send message",
  count: (length: number) => `${length} / ${CHAT_MESSAGE_MAX_LENGTH}`,
  tooLong: (length: number) =>
    `That's ${length - CHAT_MESSAGE_MAX_LENGTH} characters over the ${CHAT_MESSAGE_MAX_LENGTH}-character limit. Shorten it to send.`,
};

/** The counter appears this close to the limit. */
const COUNT_FROM = CHAT_MESSAGE_MAX_LENGTH - 200;
const MAX_HEIGHT_PX = 160;

interface ComposerProps {
  /** Offline or not started yet: nothing can be sent. */
  disabled: boolean;
  awaiting: boolean;
  recording: RecordingState;
  analyser: AnalyserNode | null;
  onSend(text: string): void;
  onMicStart(): void;
  onMicStop(): void;
  onConfirmRecording(): void;
  onDiscardRecording(): void;
  /** Why voice input cannot work here (no transcription on the server nor on the device), if so: the microphone is not offered. */
  voiceUnavailable?: string | null;
  /** Notices shown just above the input (offline, microphone). */
  children?: ReactNode;
  /** Other words for another use (the review screen's answer); the chat's by default. */
  label?: string;
  placeholder?: string;
  sendLabel?: string;
  /** The text box takes the keyboard when it appears. */
  autoFocus?: boolean;
  /** Words put in the text box for the learner to check before sending (a new object each time). */
  draft?: { text: string } | null;
}

export function Composer(props: ComposerProps) {
  const { disabled, awaiting, recording, analyser, onSend, children, label = COMPOSER_TEXT.label, sendLabel = COMPOSER_TEXT.send } = props;
  const [text, setText] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const voiceReasonId = useId();
  const voiceUnavailable = props.voiceUnavailable || null;
  const placeholder = props.placeholder ?? (voiceUnavailable ? COMPOSER_TEXT.typePlaceholder : COMPOSER_TEXT.placeholder);
  const length = text.length;
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;
  const canSend = !disabled && !awaiting && text.trim() !== "" && !tooLong;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text, recording.kind]);

  const autoFocus = props.autoFocus === true;
  useEffect(() => {
    if (autoFocus) box.current?.focus();
  }, [autoFocus]);

  // A new draft replaces the text as it renders; the keyboard goes to it once it is on screen.
  const draft = props.draft;
  const [takenDraft, setTakenDraft] = useState<{ text: string } | null>(null);
  if (draft && draft !== takenDraft) {
    setTakenDraft(draft);
    setText(draft.text);
  }
  useEffect(() => {
    if (draft) box.current?.focus();
  }, [draft]);

  // Back from a recording (sent or discarded): the keyboard returns to the text box.
  const previousKind = useRef(recording.kind);
  useEffect(() => {
    if (previousKind.current === "stopped" && recording.kind === "idle") box.current?.focus();
    previousKind.current = recording.kind;
  }, [recording.kind]);

  const submit = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText("");
    box.current?.focus();
  };

  return (
    <div className="border-t border-line bg-ground/95 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur sm:px-6">
      {children}
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {recording.kind === "idle" && (
          <textarea
            ref={box}
            rows={1}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              submit();
            }}
            placeholder={placeholder}
            aria-label={label}
            aria-describedby={[voiceUnavailable && voiceReasonId, length >= COUNT_FROM && counterId].filter(Boolean).join(" ") || undefined}
            aria-invalid={tooLong || undefined}
            className={`field min-h-11 resize-none py-2.5 leading-6 ${tooLong ? "border-danger focus:ring-danger" : ""}`}
          />
        )}
        {recording.kind === "recording" && <RecordingMeter analyser={analyser} />}
        {recording.kind === "stopped" ? (
          <RecordingReview onConfirm={props.onConfirmRecording} onDiscard={props.onDiscardRecording} disabled={disabled || awaiting || Boolean(voiceUnavailable)} />
        ) : (
          (!voiceUnavailable || recording.kind === "recording") && (
            <MicButton
              recording={recording.kind === "recording"}
              disabled={(disabled || awaiting) && recording.kind !== "recording"}
              onStart={props.onMicStart}
              onStop={props.onMicStop}
            />
          )
        )}
        {recording.kind === "idle" && (
          <button type="submit" aria-label={sendLabel} disabled={!canSend} className="btn-primary h-11 w-11 shrink-0 rounded-full p-0">
            <SendHorizontal size={20} aria-hidden />
          </button>
        )}
      </form>
      {voiceUnavailable && (
        <p id={voiceReasonId} className="mt-1.5 px-1 text-xs text-muted">{voiceUnavailable}</p>
      )}
      {length >= COUNT_FROM && recording.kind === "idle" && (
        <p id={counterId} aria-live="polite" className={`mt-1.5 px-1 text-xs ${tooLong ? "font-medium text-danger" : "text-muted"}`}>
          {tooLong ? COMPOSER_TEXT.tooLong(length) : COMPOSER_TEXT.count(length)}
        </p>
      )}
    </div>
  );
}
