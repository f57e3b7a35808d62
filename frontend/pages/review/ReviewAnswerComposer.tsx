/**
 * Where a review answer is typed or spoken: the tutor chat's own composer and microphone (Enter
 * sends, hold or tap the microphone). A spoken answer counts only where the browser recognises the
 * card's language on the device, so only the words leave it; elsewhere the microphone says so
 * before recording anything, with the chat's own words.
 */
import { useEffect, useState, type ReactNode } from "react";
import { ErrorNotice, InfoNotice, MicrophoneDeniedAlert } from "../lesson/chat/ChatNotices";
import { Composer } from "../lesson/chat/Composer";
import { MICROPHONE_TEXT, useMicrophonePermission } from "../lesson/chat/useMicrophonePermission";
import { useRecorder } from "../lesson/chat/useRecorder";
import { CHAT_TEXT } from "../lesson/chat/useTutorChat";

interface ReviewAnswerComposerProps {
  languageCode: string;
  label: string;
  sendLabel: string;
  /** Answered, or its lesson is locked: nothing more can be sent. */
  disabled: boolean;
  sending: boolean;
  onAnswer(text: string): void;
  /** Notices of the card's own (a failed send). */
  children?: ReactNode;
}

export const REVIEW_VOICE_TEXT = { heardNothing: "No words were heard in that recording. Please try again, or type your sentence." };

export function ReviewAnswerComposer({ languageCode, label, sendLabel, disabled, sending, onAnswer, children }: ReviewAnswerComposerProps) {
  const microphone = useMicrophonePermission();
  const [deniedDismissed, setDeniedDismissed] = useState(false);
  const [micError, setMicError] = useState<string | null>(null);
  const [voiceNotice, setVoiceNotice] = useState(false);
  const recorder = useRecorder({
    languageCode,
    onFailure: (reason) => {
      if (reason !== "denied") return setMicError(MICROPHONE_TEXT.couldNotAccess);
      microphone.setPermission("denied");
      setDeniedDismissed(false);
      microphone.accessRequired();
    },
  });

  const recording = recorder.state.kind === "recording";
  const { permission, setPermission } = microphone;
  useEffect(() => {
    if (recording && permission !== "granted") setPermission("granted");
  }, [recording, permission, setPermission]);

  const startRecording = () => {
    setMicError(null);
    if (!recorder.onDevice) return setVoiceNotice(true);
    void recorder.start();
  };

  const confirmRecording = async () => {
    const spoken = recorder.confirm();
    if (!spoken) return;
    if (spoken.kind === "clip") return setVoiceNotice(true);
    const heard = (await spoken.text).trim();
    if (heard) onAnswer(heard);
    else setMicError(REVIEW_VOICE_TEXT.heardNothing);
  };

  return (
    <Composer
      disabled={disabled}
      awaiting={sending}
      recording={recorder.state}
      analyser={recorder.analyser}
      onSend={onAnswer}
      onMicStart={startRecording}
      onMicStop={recorder.stop}
      onConfirmRecording={() => void confirmRecording()}
      onDiscardRecording={recorder.discard}
      label={label}
      placeholder={label}
      sendLabel={sendLabel}
      autoFocus
    >
      {children}
      {permission === "denied" && !deniedDismissed && <MicrophoneDeniedAlert onDismiss={() => setDeniedDismissed(true)} />}
      {micError && <ErrorNotice message={micError} onDismiss={() => setMicError(null)} />}
      {voiceNotice && <InfoNotice message={CHAT_TEXT.voiceNeedsDevice} onDismiss={() => setVoiceNotice(false)} />}
    </Composer>
  );
}
