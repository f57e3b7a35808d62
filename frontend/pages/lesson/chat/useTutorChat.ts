/**
 * The conversation with the lesson's tutor (docs/product/tutor.md): init on mount (history
 * when there is one, else the greeting, else a fallback greeting naming the lesson), text turns
 * that stream in over the tutor socket, spoken turns uploaded to /api/chat/audio, and reset.
 * The notes (scratch pad) live in swr under GET /api/chat/notes/{lessonId}, so they also open
 * from the service worker's cache, and every reply updates them.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import useSWR from "swr";
import type { ChatMessage, ExercisePlace, LessonEnding, ScratchPad, TurnDetails } from "../../../../contract/wire";
import { historyUrl, notesUrl } from "../../../../contract/read-urls";
import { apiUrl, load, send } from "../../../lib/api";
import { useOnline } from "../../../lib/online";
import { TutorConnection } from "../../../lib/speech/tutor-connection";
import { EMPTY_SCRATCH_PAD, entryId, fromWire, toWire, type ChatEntry } from "./chat-types";
import { uploadRecording } from "./upload-recording";
import { useServerTranscription } from "./useServerTranscription";

export const CHAT_TEXT = {
  textError: "I'm sorry, I encountered an error.",
  audioError: "I'm sorry, I encountered an error processing your audio.",
  followUp: "Something went wrong. Please try again later.",
  resetFailed: "Could not reset the conversation. Please try again later.",
  fallbackGreeting: (title: string) =>
    `Welcome to ${title}! I'm your tutor. Try building a sentence from this lesson, or ask me about it, and I'll help you correct yourself.`,
  voiceNeedsDevice:
    "Voice input is off here: this server cannot turn recordings into text (it runs the built-in offline tutor), and this browser cannot recognise this language on the device. Please type your answer.",
  recordingNotSent: "Your recording was not sent. Send it again, or discard it.",
};

/** What became of a recording sent to the server: unavailable means it cannot transcribe (501). */
export type RecordingDelivery = "sent" | "failed" | "unavailable";

export interface ReplyInfo {
  entry: ChatEntry;
  /** The learner spoke this turn (its reply may be played aloud). */
  spoken: boolean;
}

interface Options {
  lessonId: string;
  lessonTitle: string;
  onReply?(reply: ReplyInfo): void;
}

export function useTutorChat({ lessonId, lessonTitle, onReply }: Options) {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [ready, setReady] = useState(false);
  const [awaiting, setAwaiting] = useState(false);
  const awaitingRef = useRef(false);
  const [voiceUnavailable, setVoiceUnavailable] = useState(false);
  /** The sentence the tutor is asking (3 / 13), and the summary once the last one is done. */
  const [place, setPlace] = useState<ExercisePlace | null>(null);
  const [ending, setEnding] = useState<LessonEnding | null>(null);
  const notes = useSWR<ScratchPad>(notesUrl(lessonId));
  const serverTranscription = useServerTranscription();
  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  const onReplyRef = useRef(onReply);
  onReplyRef.current = onReply;
  const mounted = useRef(false);
  /** Bumped by reset, so answers to an older conversation are dropped. */
  const generation = useRef(0);
  const connection = useRef<TutorConnection | null>(null);
  /** The lesson whose conversation was started, and whether that happened offline. */
  const started = useRef<{ lessonId: string; offline: boolean } | null>(null);
  const online = useOnline();

  const { mutate: mutateNotes } = notes;
  const setPad = useCallback((pad: ScratchPad | undefined) => void mutateNotes(pad ?? EMPTY_SCRATCH_PAD, { revalidate: false }), [mutateNotes]);

  const showDetails = useCallback((details: TurnDetails) => {
    if (details.place !== undefined) setPlace(details.place);
    setEnding(details.ending ?? null);
  }, []);

  const start = useCallback(async () => {
    const turn = ++generation.current;
    const live = () => mounted.current && turn === generation.current;
    setReady(false);
    const show = (messages: ChatEntry[]) => {
      if (!live()) return;
      setEntries(messages);
      setReady(true);
    };
    const fallback = (): ChatEntry[] => [{ id: entryId(), role: "assistant", content: CHAT_TEXT.fallbackGreeting(lessonTitle), local: true }];
    const cachedHistory = () => load<ChatMessage[]>(historyUrl(lessonId)).then((list) => (Array.isArray(list) ? list.map(fromWire) : []));

    if (!navigator.onLine) {
      if (started.current) started.current.offline = true;
      // Offline: what the service worker cached, if anything; the panel says the tutor needs a connection.
      const history = await cachedHistory().catch(() => []);
      return show(history.length ? history : fallback());
    }
    try {
      const init = await send("POST", apiUrl("/api/chat/init"), { lessonId });
      if (live()) {
        setPad(init.scratchPad);
        showDetails(init);
      }
      if (init.hasExistingHistory) {
        const history = await cachedHistory().catch(() => []);
        if (history.length) return show(history);
      }
      show(init.response ? [{ id: entryId(), role: "assistant", content: init.response }] : fallback());
    } catch {
      show(fallback());
    }
  }, [lessonId, lessonTitle, setPad, showDetails]);

  useEffect(() => {
    mounted.current = true;
    if (started.current?.lessonId !== lessonId) {
      started.current = { lessonId, offline: false };
      void start();
    }
    return () => {
      mounted.current = false;
    };
  }, [lessonId, start]);

  // Opened offline: greet properly (init) once the connection is back.
  useEffect(() => {
    if (!online || !started.current?.offline) return;
    started.current.offline = false;
    void start();
  }, [online, start]);

  useEffect(() => {
    const tutor = new TutorConnection(lessonId);
    connection.current = tutor;
    return () => tutor.close();
  }, [lessonId]);

  const begin = () => {
    awaitingRef.current = true;
    setAwaiting(true);
  };
  const end = () => {
    awaitingRef.current = false;
    if (mounted.current) setAwaiting(false);
  };

  const finish = (turn: number, reply: ChatEntry, pad: ScratchPad, spoken: boolean, details: TurnDetails = {}, askedBy?: string) => {
    if (!mounted.current || turn !== generation.current) return;
    // The learner's words come back marked right or wrong: they show in the learner's own bubble.
    const marked = (entry: ChatEntry) => (details.marks && entry.id === askedBy ? { ...entry, marks: details.marks } : entry);
    setEntries((list) => [...list.filter((entry) => !entry.streaming).map(marked), reply]);
    setPad(pad);
    showDetails(details);
    onReplyRef.current?.({ entry: reply, spoken });
  };

  const fail = (turn: number, kind: "text" | "audio") => {
    if (!mounted.current || turn !== generation.current) return;
    const content = kind === "text" ? CHAT_TEXT.textError : CHAT_TEXT.audioError;
    setEntries((list) => [...list.filter((entry) => !entry.streaming), { id: entryId(), role: "assistant", content, error: kind }]);
  };

  /** A text turn; `spoken` marks text the device recognised from the learner's voice. */
  const sendText = async (text: string, options: { spoken?: boolean } = {}) => {
    const said = text.trim();
    if (!said || awaitingRef.current) return;
    const turn = generation.current;
    const history = toWire(entriesRef.current);
    const user: ChatEntry = { id: entryId(), role: "user", content: said, ...(options.spoken ? { heard: said } : {}) };
    const streamId = entryId();
    setEntries((list) => [...list, user]);
    begin();
    try {
      const tutor = (connection.current ??= new TutorConnection(lessonId));
      const reply = await tutor.send(said, history, {
        onDelta(delta) {
          if (!mounted.current || turn !== generation.current) return;
          setEntries((list) => {
            const last = list.at(-1);
            if (last?.id === streamId) return [...list.slice(0, -1), { ...last, content: last.content + delta }];
            return [...list, { id: streamId, role: "assistant", content: delta, streaming: true }];
          });
        },
      });
      finish(turn, { id: entryId(), role: "assistant", content: reply.response }, reply.scratchPad, Boolean(options.spoken), reply, user.id);
    } catch {
      fail(turn, "text");
    } finally {
      end();
    }
  };

  /** A spoken turn without on-device recognition: the recording goes to the server. */
  const sendRecording = async (clip: Blob): Promise<RecordingDelivery> => {
    if (awaitingRef.current) return "failed";
    const turn = generation.current;
    const user: ChatEntry = { id: entryId(), role: "user", content: "", heard: "" };
    const conversation = toWire(entriesRef.current);
    setEntries((list) => [...list, user]);
    begin();
    try {
      const outcome = await uploadRecording(clip, lessonId, conversation, notes.data ?? EMPTY_SCRATCH_PAD);
      if (!mounted.current || turn !== generation.current) return "sent";
      if (outcome.kind === "unavailable") {
        setEntries((list) => list.filter((entry) => entry.id !== user.id));
        setVoiceUnavailable(true);
        return "unavailable";
      }
      const { reply } = outcome;
      setEntries((list) => list.map((entry) => (entry.id === user.id ? { ...entry, content: reply.transcription, heard: reply.transcription } : entry)));
      const entry: ChatEntry = { id: entryId(), role: "assistant", content: reply.response, ...(reply.audioData ? { audioData: reply.audioData } : {}) };
      finish(turn, entry, reply.scratchPad, true, reply, user.id);
      return "sent";
    } catch {
      // The turn that never arrived leaves the conversation; the recording goes back to the learner.
      setEntries((list) => list.filter((entry) => entry.id !== user.id));
      fail(turn, "audio");
      return "failed";
    } finally {
      end();
    }
  };

  /** Deletes the history, then greets anew. False when the server refused. */
  const reset = useCallback(async (): Promise<boolean> => {
    try {
      await send("DELETE", apiUrl("/api/chat/history/:lessonId/reset", { lessonId }));
    } catch {
      return false;
    }
    setEntries([]);
    setPad(EMPTY_SCRATCH_PAD);
    setEnding(null);
    await start();
    return true;
  }, [lessonId, setPad, start]);

  return {
    entries,
    ready,
    awaiting,
    notes: notes.data,
    notesFailed: !notes.data && Boolean(notes.error),
    place,
    ending,
    /** The server cannot transcribe recordings (the offline default): it said so, or answered 501. */
    voiceUnavailable: voiceUnavailable || serverTranscription === false,
    sendText,
    sendRecording,
    reset,
  };
}
