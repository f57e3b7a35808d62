/** The chat as the screen holds it: the wire's messages plus what only the screen needs. */
import type { ChatMessage, ReportableAnswer, ScratchPad, WordMark } from "../../../../contract/wire";

export interface ChatEntry {
  /** Local id, stable for React keys and the per-message audio cache. */
  id: string;
  role: ChatMessage["role"];
  content: string;
  /** A spoken answer: what the recogniser heard ("Heard: …"), "" while it is on its way. */
  heard?: string;
  /** Base64 PCM the server sent with the reply (a spoken turn). */
  audioData?: string;
  /** Still streaming in. */
  streaming?: boolean;
  /** An error shown as the tutor's message; never sent back as conversation. */
  error?: "text" | "audio";
  /** Shown locally only (the fallback greeting); never sent back as conversation. */
  local?: boolean;
  /** The learner's words, each marked right or wrong by the tutor's answer check. */
  marks?: WordMark[];
  /** A tutor reply that could not confirm the learner's sentence: the learner may report it. */
  reportable?: ReportableAnswer;
}

let nextId = 1;
export function entryId(): string {
  return `m${nextId++}`;
}

export function fromWire(message: ChatMessage): ChatEntry {
  return { id: entryId(), role: message.role, content: message.content, audioData: message.audioData };
}

/** The conversation as the server should see it: real messages only. */
export function toWire(entries: readonly ChatEntry[]): ChatMessage[] {
  return entries
    .filter((entry) => !entry.error && !entry.local && !entry.streaming && entry.content.trim() !== "")
    .map(({ role, content }) => ({ role, content }));
}

export const EMPTY_SCRATCH_PAD: ScratchPad = { knownVocabulary: [], knownStructures: [], struggles: [], nextFocus: null };
