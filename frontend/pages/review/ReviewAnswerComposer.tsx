/**
 * Where a review answer is typed or spoken: the tutor chat's own composer and microphone (Enter
 * sends, hold or tap the microphone). Where the browser recognises the card's language on the
 * device, only the words leave it and are sent as the answer. Elsewhere, when the server can
 * transcribe, the recording is uploaded and its words put in the answer box for the learner to
 * check first: a misheard word would be judged as their mistake and bring the card back sooner.
 * When neither can, the microphone says so before recording anything, with the chat's own words.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Composer } from "../../components/voice/Composer";
import { ErrorNotice, MicrophoneDeniedAlert } from "../../components/voice/ComposerNotices";
import { transcribeReviewAnswer, VOICE_TEXT } from "../../components/voice/upload-recording";
import { MICROPHONE_TEXT, useMicrophonePermission } from "../../components/voice/useMicrophonePermission";
import { useRecorder } from "../../components/voice/useRecorder";
import { useServerTranscription } from "../../components/voice/useServerTranscription";

interface ReviewAnswerComposerProps {
  cardId: number;
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

export function ReviewAnswerComposer({ cardId, languageCode, label, sendLabel, disabled, sending, onAnswer, children }: ReviewAnswerComposerProps) {
  const microphone = useMicrophonePermission();
  const [deniedDismissed, setDeniedDismissed] = useState(false);
  const [micError, setMicError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [draft, setDraft] = useState<{ text: string } | null>(null);
  /** The server answered 501 to an upload: it cannot transcribe after all. */
  const [serverRefused, setServerRefused] = useState(false);
  const serverTranscription = useServerTranscription();
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

  // Neither the server nor this device can turn speech into text: the microphone says so up front.
  const voiceUnavailable = !recorder.onDevice && (serverRefused || serverTranscription === false) ? VOICE_TEXT.voiceNeedsDevice : null;

  const startRecording = () => {
    setMicError(null);
    if (voiceUnavailable) return;
    void recorder.start();
  };

  const sendClip = async (clip: Blob) => {
    setUploading(true);
    try {
      const outcome = await transcribeReviewAnswer(clip, cardId);
      if (outcome.kind === "reply") return setDraft({ text: outcome.reply.transcription });
      setServerRefused(true);
      recorder.keep(clip);
    } catch {
      // Kept, so the learner can send it again or discard it.
      recorder.keep(clip);
      setMicError(VOICE_TEXT.recordingNotSent);
    } finally {
      setUploading(false);
    }
  };

  const confirmRecording = async () => {
    const spoken = recorder.confirm();
    if (!spoken) return;
    if (spoken.kind === "clip") return sendClip(spoken.clip);
    const heard = (await spoken.text).trim();
    if (heard) onAnswer(heard);
    else setMicError(REVIEW_VOICE_TEXT.heardNothing);
  };

  return (
    <Composer
      disabled={disabled}
      awaiting={sending || uploading}
      recording={recorder.state}
      analyser={recorder.analyser}
      onSend={onAnswer}
      onMicStart={startRecording}
      onMicStop={recorder.stop}
      onConfirmRecording={() => void confirmRecording()}
      onDiscardRecording={recorder.discard}
      voiceUnavailable={voiceUnavailable}
      draft={draft}
      label={label}
      placeholder={label}
      sendLabel={sendLabel}
      autoFocus
    >
      {children}
      {permission === "denied" && !deniedDismissed && <MicrophoneDeniedAlert onDismiss={() => setDeniedDismissed(true)} />}
      {micError && <ErrorNotice message={micError} onDismiss={() => setMicError(null)} />}
    </Composer>
  );
}
