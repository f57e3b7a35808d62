/**
 * The tutor chat on the lesson screen (docs/product/tutor.md): the conversation, the input pinned at
 * the bottom with voice, the learner's notes, the "Audio is ready!" banner, the microphone alerts,
 * the offline line, and the "Reset Conversation" confirmation, which the lesson screen opens from
 * its header. Its parts live in ./chat/.
 */
import { useEffect, useState } from "react";
import type { LessonSummary, User } from "../../../contract/wire";
import { VolumeX } from "lucide-react";
import { languageName } from "../../../contract/page-titles";
import { useOnline } from "../../lib/online";
import { loadScriptFont } from "../../lib/script-fonts";
import { useSilentLanguage } from "./audibility";
import type { ChatEntry } from "./chat/chat-types";
import { ErrorNotice, InfoNotice, MicrophoneDeniedAlert, OfflineNotice } from "../../components/voice/ComposerNotices";
import { AudioReadyBanner } from "./chat/AudioReadyBanner";
import { Composer } from "../../components/voice/Composer";
import { LessonEndCard } from "./chat/LessonEndCard";
import { MessageList } from "./chat/MessageList";
import { NotesSheet } from "./chat/NotesSheet";
import { ResetDialog } from "./chat/ResetDialog";
import { LISTEN_BAR_TEXT } from "./ListenBar";
import { MICROPHONE_TEXT, useMicrophonePermission } from "../../components/voice/useMicrophonePermission";
import { useFillViewport } from "./chat/useFillViewport";
import { VOICE_TEXT } from "../../components/voice/upload-recording";
import { useRecorder } from "../../components/voice/useRecorder";
import { useSpeech } from "./chat/useSpeech";
import { CHAT_TEXT, useTutorChat } from "./chat/useTutorChat";

export const CHAT_PANEL_TEXT = {
  label: (lessonTitle: string) => `Tutor chat: ${lessonTitle}`,
  heading: "Tutor chat",
  heardNothing: "I couldn't hear any words in that recording. Please try again.",
  place: (number: number, total: number) => `Sentence ${number} / ${total}`,
  placeLabel: (number: number, total: number) => `Sentence ${number} of ${total}`,
  exercise: (prompt: string) => `Your turn: ${prompt.endsWith("?") ? prompt : `how would you say "${prompt}"?`} Write it below and send it; the tutor helps you correct yourself.`,
  practice: (task: string) => `Your turn: ${task.replace(/[.!]?$/, ".")} Write a sentence of your own below and send it; the tutor checks it with you.`,
};

interface ChatPanelProps {
  lessonId: string;
  languageCode: string;
  lessonTitle: string;
  /** The language's lessons (while they load, none) and the learner: where the end of the lesson leads. */
  lessons: readonly LessonSummary[] | undefined;
  user: User | null;
  /** Opens the language's lessons (the selector). */
  onShowLessons(): void;
  /** A question from the lesson text the learner chose to work out here. */
  exercise: string | null;
  /** That question is a "Try it" task inviting sentences of the learner's own. */
  practice?: boolean;
  onExerciseDone(): void;
  /** The "Reset Conversation" confirmation shows: the lesson screen opens it from its header. */
  confirmingReset: boolean;
  onConfirmingResetChange(open: boolean): void;
}

export function ChatPanel(props: ChatPanelProps) {
  const { lessonId, languageCode, lessonTitle } = props;
  const online = useOnline();
  const { ref: panel, style: panelSize } = useFillViewport<HTMLElement>();
  const speech = useSpeech({ lessonId, languageCode });
  const [audioReady, setAudioReady] = useState<ChatEntry | null>(null);
  const chat = useTutorChat({
    lessonId,
    lessonTitle,
    onReply: ({ entry, spoken }) => {
      setAudioReady(null);
      // Spoken turns are answered aloud: the learner's own gesture in this chat started them.
      if (spoken) speech.autoPlay(entry, () => setAudioReady(entry));
    },
  });
  const microphone = useMicrophonePermission();
  const [deniedDismissed, setDeniedDismissed] = useState(false);
  const [micError, setMicError] = useState<string | null>(null);
  const [resetFailed, setResetFailed] = useState(false);

  const recorder = useRecorder({
    languageCode,
    onFailure: (reason) => {
      if (reason === "denied") {
        microphone.setPermission("denied");
        setDeniedDismissed(false);
        microphone.accessRequired();
      } else {
        setMicError(MICROPHONE_TEXT.couldNotAccess);
      }
    },
  });

  const silent = useSilentLanguage(languageCode);
  // On a phone the chat takes the lesson text's place: it loads the script's font for itself.
  useEffect(() => loadScriptFont(languageCode), [languageCode]);

  const recording = recorder.state.kind === "recording";
  const { permission, setPermission } = microphone;
  useEffect(() => {
    if (recording && permission !== "granted") setPermission("granted");
  }, [recording, permission, setPermission]);

  const reset = async () => {
    setResetFailed(false);
    const done = await chat.reset();
    if (!done) return setResetFailed(true);
    speech.clear();
    setAudioReady(null);
  };

  // While the banner asks the lesson's question, each turn says so; once it is answered, the banner leaves.
  const sendText = async (text: string, options: { spoken?: boolean } = {}) => {
    const reply = await chat.sendText(text, { ...options, ...(props.exercise ? { tryIt: props.exercise } : {}) });
    if (reply?.tryItAnswered) props.onExerciseDone();
  };

  // Neither the server nor this device can turn speech into text: the microphone says so up front.
  const voiceUnavailable = chat.voiceUnavailable && !recorder.onDevice ? VOICE_TEXT.voiceNeedsDevice : null;

  const startRecording = () => {
    setMicError(null);
    if (voiceUnavailable) return;
    void recorder.start();
  };

  const confirmRecording = async () => {
    const answer = recorder.confirm();
    if (!answer) return;
    if (answer.kind === "clip") {
      const delivery = await chat.sendRecording(answer.clip, {
        ...(props.exercise ? { tryIt: props.exercise } : {}),
        onReply: (reply) => reply.tryItAnswered && props.onExerciseDone(),
      });
      if (delivery === "sent") return;
      recorder.keep(answer.clip);
      // A 501 is explained by the microphone's own line; anything else can be tried again.
      if (delivery === "failed") setMicError(VOICE_TEXT.recordingNotSent);
      return;
    }
    const heard = (await answer.text).trim();
    if (heard) await sendText(heard, { spoken: true });
    else setMicError(CHAT_PANEL_TEXT.heardNothing);
  };

  // Opened on a question of the lesson: the learner's answer goes straight into the input.
  useEffect(() => {
    if (props.exercise) panel.current?.querySelector("textarea")?.focus();
  }, [props.exercise, panel]);

  return (
    <section
      ref={panel}
      style={panelSize}
      aria-label={CHAT_PANEL_TEXT.label(lessonTitle)}
      data-language={languageCode}
      className={`lesson-chat mx-auto flex w-full max-w-3xl flex-col ${online ? "" : "pb-20 sm:pb-16"}`}
    >
      <div className="flex items-center gap-2 border-b border-line px-4 py-1.5 sm:px-6">
        <h2 className="min-w-0 flex-1 truncate text-sm font-semibold text-muted">{CHAT_PANEL_TEXT.heading}</h2>
        {chat.place && (
          <p className="shrink-0 rounded-full bg-raised px-2.5 py-0.5 text-xs font-semibold tabular-nums text-muted">
            <span aria-hidden>{CHAT_PANEL_TEXT.place(chat.place.number, chat.place.total)}</span>
            <span className="sr-only">{CHAT_PANEL_TEXT.placeLabel(chat.place.number, chat.place.total)}</span>
          </p>
        )}
        <NotesSheet languageCode={languageCode} notes={chat.notes} failed={chat.notesFailed} />
      </div>
      {silent && (
        <p role="status" className="flex items-start gap-2 border-b border-line px-4 py-2 text-sm text-muted sm:px-6">
          <VolumeX size={16} aria-hidden className="mt-0.5 shrink-0" />
          {LISTEN_BAR_TEXT.silent(languageName(languageCode))}
        </p>
      )}
      {audioReady && (
        <AudioReadyBanner
          onPlay={() => {
            speech.toggle(audioReady);
            setAudioReady(null);
          }}
          onDismiss={() => setAudioReady(null)}
        />
      )}
      <MessageList entries={chat.entries} lessonId={lessonId} languageCode={languageCode} ready={chat.ready} awaiting={chat.awaiting} playbackOf={speech.stateOf} onPlay={silent ? undefined : speech.toggle}>
        {chat.ending && !chat.awaiting && (
          <LessonEndCard ending={chat.ending} lessonId={lessonId} languageCode={languageCode} lessons={props.lessons} user={props.user} onShowLessons={props.onShowLessons} />
        )}
      </MessageList>
      <Composer
        disabled={!online || !chat.ready}
        awaiting={chat.awaiting}
        recording={recorder.state}
        analyser={recorder.analyser}
        onSend={(text) => void sendText(text)}
        onMicStart={startRecording}
        onMicStop={recorder.stop}
        onConfirmRecording={() => void confirmRecording()}
        onDiscardRecording={() => {
          setMicError(null);
          recorder.discard();
        }}
        voiceUnavailable={voiceUnavailable}
      >
        {props.exercise && (
          <InfoNotice message={props.practice ? CHAT_PANEL_TEXT.practice(props.exercise) : CHAT_PANEL_TEXT.exercise(props.exercise)} onDismiss={props.onExerciseDone} />
        )}
        {!online && <OfflineNotice />}
        {resetFailed && <ErrorNotice message={CHAT_TEXT.resetFailed} onDismiss={() => setResetFailed(false)} />}
        {permission === "denied" && !deniedDismissed && <MicrophoneDeniedAlert onDismiss={() => setDeniedDismissed(true)} />}
        {micError && <ErrorNotice message={micError} onDismiss={() => setMicError(null)} />}
      </Composer>
      <ResetDialog open={props.confirmingReset} onOpenChange={props.onConfirmingResetChange} onConfirm={reset} />
    </section>
  );
}
