/**
 * A spoken answer without on-device recognition: the webm/opus recording goes to /api/chat/audio
 * as multipart (audio, lessonId, conversation and scratchPad as JSON text). A 501 means the server
 * cannot transcribe (the offline default), which the chat explains rather than calling it an error.
 */
import type { AudioChatReply, ChatMessage, ScratchPad } from "../../../../contract/wire";
import { answerOf, apiHeaders } from "../../../lib/api";

export type UploadOutcome = { kind: "reply"; reply: AudioChatReply } | { kind: "unavailable" };

export async function uploadRecording(clip: Blob, lessonId: string, conversation: ChatMessage[], scratchPad: ScratchPad): Promise<UploadOutcome> {
  const form = new FormData();
  form.append("audio", clip, "answer.webm");
  form.append("lessonId", lessonId);
  form.append("conversation", JSON.stringify(conversation.slice(-50)));
  form.append("scratchPad", JSON.stringify(scratchPad));
  const response = await fetch("/api/chat/audio", { method: "POST", credentials: "include", headers: apiHeaders({ Accept: "application/json" }), body: form });
  if (response.status === 501) return { kind: "unavailable" };
  return { kind: "reply", reply: (await answerOf(response)) as AudioChatReply };
}
