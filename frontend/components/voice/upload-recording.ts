/**
 * A spoken answer without on-device recognition: the webm/opus recording goes to the server as
 * multipart, to /api/chat/audio for a tutor turn (with lessonId, conversation and scratchPad as JSON
 * text, and the "Try it" question when there is one) or to /api/review/transcribe for a review card's words. A 501 means the server cannot
 * transcribe (the offline default), which the screen explains rather than calling it an error.
 */
import type { AudioChatReply, ChatMessage, ReviewTranscription, ScratchPad } from "../../../contract/wire";
import { answerOf, apiHeaders, apiUrl } from "../../lib/api";

/** What the chat and the review screen say about a spoken answer the server did not turn into words. */
export const VOICE_TEXT = {
  /** Neither the server nor this browser can understand a spoken answer here (docs/product/tutor.md). */
  voiceNeedsDevice: "Answering aloud isn't available here, so please type your answer.",
  recordingNotSent: "Your recording was not sent. Send it again, or discard it.",
};

export type UploadOutcome<T> = { kind: "reply"; reply: T } | { kind: "unavailable" };

async function postRecording<T>(url: string, clip: Blob, fields: Record<string, string>): Promise<UploadOutcome<T>> {
  const form = new FormData();
  form.append("audio", clip, "answer.webm");
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(url, { method: "POST", credentials: "include", headers: apiHeaders({ Accept: "application/json" }), body: form });
  if (response.status === 501) return { kind: "unavailable" };
  return { kind: "reply", reply: (await answerOf(response)) as T };
}

/** `tryIt`: the lesson's question the learner chose to try ("Try it with the tutor"), while its banner shows. */
export function uploadRecording(clip: Blob, lessonId: string, conversation: ChatMessage[], scratchPad: ScratchPad, tryIt?: string) {
  return postRecording<AudioChatReply>(apiUrl("/api/chat/audio"), clip, {
    lessonId,
    conversation: JSON.stringify(conversation.slice(-50)),
    scratchPad: JSON.stringify(scratchPad),
    ...(tryIt ? { tryIt } : {}),
  });
}

/** The words of a spoken answer to a review card, heard in the card's language. */
export function transcribeReviewAnswer(clip: Blob, cardId: number) {
  return postRecording<ReviewTranscription>(apiUrl("/api/review/transcribe"), clip, { cardId: String(cardId) });
}
