/**
 * The conversation with the lesson's tutor (docs/product/tutor.md): init on opening (history
 * when there is one, else the greeting, else a fallback greeting naming the lesson), text turns
 * that stream in over the tutor socket, spoken turns uploaded to /api/chat/audio, and reset.
 * What the conversation is lives in chat-state.ts; this hook runs the requests and feeds it their
 * answers. The notes (scratch pad) live in swr under GET /api/chat/notes/{lessonId}, so they also
 * open from the service worker's cache, and every reply updates them.
 */
import { useEffect, useEffectEvent, useMemo, useState, useSyncExternalStore } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { ChatMessage, ScratchPad, TurnDetails } from "../../../../contract/wire";
import { historyUrl, notesUrl } from "../../../../contract/read-urls";
import { apiUrl, load, send } from "../../../lib/api";
import { useOnline } from "../../../lib/online";
import { TutorConnection } from "../../../lib/speech/tutor-connection";
import { conversationId, createChatStore, type ChatEvent, type ReplyInfo } from "./chat-state";
import { EMPTY_SCRATCH_PAD, entryId, fromWire, toWire, type ChatEntry } from "./chat-types";
import { uploadRecording } from "../../../components/voice/upload-recording";
import { useServerTranscription } from "../../../components/voice/useServerTranscription";

export const CHAT_TEXT = {
  followUp: "Something went wrong. Please try again later.",
  resetFailed: "Could not reset the conversation. Please try again later.",
  fallbackGreeting: (title: string) =>
    `Welcome to ${title}! I'm your tutor. Try building a sentence from this lesson, or ask me about it, and I'll help you correct yourself.`,
};

/** What became of a recording sent to the server: unavailable means it cannot transcribe (501). */
export type RecordingDelivery = "sent" | "failed" | "unavailable";

interface Opening {
  lessonId: string;
  lessonTitle: string;
  conversation: string;
  offline: boolean;
}

/** Loads what `conversation` opens with; the state keeps it only while that conversation shows. */
async function greet({ lessonId, lessonTitle, conversation, offline }: Opening, dispatch: (event: ChatEvent) => void): Promise<void> {
  const show = (entries: ChatEntry[]) => dispatch({ type: "historyLoaded", conversation, entries });
  const fallback = (): ChatEntry[] => [{ id: entryId(), role: "assistant", content: CHAT_TEXT.fallbackGreeting(lessonTitle), local: true }];
  const cachedHistory = () => load<ChatMessage[]>(historyUrl(lessonId)).then((list) => (Array.isArray(list) ? list.map(fromWire) : []));

  if (offline) {
    // Offline: what the service worker cached, if anything; the panel says the tutor needs a connection.
    const history = await cachedHistory().catch(() => []);
    return show(history.length ? history : fallback());
  }
  try {
    const init = await send("POST", apiUrl("/api/chat/init"), { lessonId });
    dispatch({ type: "initialised", conversation, notes: init.scratchPad, details: init });
    if (init.hasExistingHistory) {
      const history = await cachedHistory().catch(() => []);
      if (history.length) return show(history);
    }
    show(init.response ? [{ id: entryId(), role: "assistant", content: init.response }] : fallback());
  } catch {
    show(fallback());
  }
}

interface Options {
  lessonId: string;
  lessonTitle: string;
  onReply?(reply: ReplyInfo): void;
}

export function useTutorChat({ lessonId, lessonTitle, onReply }: Options) {
  const [chat] = useState(createChatStore);
  const state = useSyncExternalStore(chat.subscribe, chat.state);
  const { dispatch } = chat;
  const notes = useSWR<ScratchPad>(notesUrl(lessonId));
  const { mutate } = useSWRConfig();
  const serverTranscription = useServerTranscription();
  const online = useOnline();
  // The socket opens with the first turn; a closed connection opens again when it is next used.
  const connection = useMemo(() => new TutorConnection(lessonId), [lessonId]);
  useEffect(() => () => connection.close(), [connection]);

  useEffect(() => {
    dispatch({ type: "opened", lessonId, conversation: conversationId(), offline: !navigator.onLine });
  }, [lessonId, dispatch]);

  // Opened offline: greet properly (init) once the connection is back.
  useEffect(() => {
    if (online && state.offline) dispatch({ type: "reconnected", conversation: conversationId() });
  }, [online, state.offline, dispatch]);

  // An opening conversation is loaded here; a reset loads its own, so its dialog waits for the greeting.
  const opening = state.phase === "opening" ? state.conversation : null;
  const loadOpening = useEffectEvent((conversation: string) => {
    void greet({ lessonId: state.lessonId, lessonTitle, conversation, offline: state.offline }, dispatch);
  });
  useEffect(() => {
    if (opening) loadOpening(opening);
  }, [opening]);

  useEffect(() => {
    if (state.notes) void mutate(notesUrl(state.lessonId), state.notes, { revalidate: false });
  }, [state.notes, state.lessonId, mutate]);

  const replied = useEffectEvent((reply: ReplyInfo) => onReply?.(reply));
  useEffect(() => {
    if (state.reply) replied(state.reply);
  }, [state.reply]);

  /**
   * A text turn; `spoken` marks text the device recognised from the learner's voice, `tryIt` the
   * lesson's question the learner chose to try. Answers the reply's details (none when it failed).
   */
  const sendText = async (text: string, options: { spoken?: boolean; tryIt?: string } = {}): Promise<TurnDetails | undefined> => {
    const said = text.trim();
    if (!said || chat.state().turn) return undefined;
    const user: ChatEntry = { id: entryId(), role: "user", content: said, ...(options.spoken ? { heard: said } : {}) };
    const turn = user.id;
    const history = toWire(chat.state().entries);
    dispatch({ type: "sent", entry: user });
    try {
      const reply = await connection.send(said, history, { onDelta: (delta) => dispatch({ type: "deltaReceived", turn, text: delta }) }, options.tryIt);
      const entry: ChatEntry = { id: entryId(), role: "assistant", content: reply.response };
      dispatch({ type: "replied", turn, reply: entry, notes: reply.scratchPad, details: reply, spoken: Boolean(options.spoken) });
      return reply;
    } catch {
      dispatch({ type: "failed", turn, kind: "text" });
      return undefined;
    }
  };

  /**
   * A spoken turn without on-device recognition: the recording goes to the server. `tryIt` as for
   * text; `onReply` hears the reply's details.
   */
  const sendRecording = async (clip: Blob, options: { tryIt?: string; onReply?(details: TurnDetails): void } = {}): Promise<RecordingDelivery> => {
    if (chat.state().turn) return "failed";
    const user: ChatEntry = { id: entryId(), role: "user", content: "", heard: "" };
    const turn = user.id;
    const conversation = toWire(chat.state().entries);
    dispatch({ type: "sent", entry: user });
    try {
      const outcome = await uploadRecording(clip, lessonId, conversation, notes.data ?? EMPTY_SCRATCH_PAD, options.tryIt);
      if (outcome.kind === "unavailable") {
        dispatch({ type: "transcriptionUnavailable", turn });
        return "unavailable";
      }
      const { reply } = outcome;
      const entry: ChatEntry = { id: entryId(), role: "assistant", content: reply.response, ...(reply.audioData ? { audioData: reply.audioData } : {}) };
      dispatch({ type: "replied", turn, reply: entry, notes: reply.scratchPad, details: reply, spoken: true, heard: reply.transcription });
      options.onReply?.(reply);
      return "sent";
    } catch {
      dispatch({ type: "failed", turn, kind: "audio" });
      return "failed";
    }
  };

  /** Deletes the history, then greets anew. False when the server refused. */
  const reset = async (): Promise<boolean> => {
    try {
      await send("DELETE", apiUrl("/api/chat/history/:lessonId/reset", { lessonId }));
    } catch {
      return false;
    }
    const restart: Opening = { lessonId, lessonTitle, conversation: conversationId(), offline: !navigator.onLine };
    dispatch({ type: "reset", conversation: restart.conversation, offline: restart.offline });
    await greet(restart, dispatch);
    return true;
  };

  return {
    entries: state.entries,
    ready: state.phase === "ready",
    awaiting: state.turn !== null,
    notes: notes.data,
    notesFailed: !notes.data && Boolean(notes.error),
    place: state.place,
    ending: state.ending,
    /** The server cannot transcribe recordings (the offline default): it said so, or answered 501. */
    voiceUnavailable: state.voiceUnavailable || serverTranscription === false,
    sendText,
    sendRecording,
    reset,
  };
}
