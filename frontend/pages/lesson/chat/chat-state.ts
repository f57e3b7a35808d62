/**
 * The tutor conversation as a machine (docs/product/tutor.md): the events that move it and the
 * state they move it to. Every answer that arrives late carries the conversation or the turn it
 * was asked for; one the screen no longer shows (a reset came first, another lesson opened, a
 * newer turn began) changes nothing. The effects (init, history, the tutor socket, uploads) live in
 * useTutorChat.ts.
 */
import type { ExercisePlace, LessonEnding, ScratchPad, TurnDetails } from "../../../../contract/wire";
import { EMPTY_SCRATCH_PAD, type ChatEntry } from "./chat-types";

/**
 * closed: nothing asked yet. opening: the lesson was opened (or the connection came back), its
 * conversation is to be loaded. restarting: a reset cleared it and is loading the new greeting.
 * ready: the conversation shows and the learner may speak.
 */
export type ChatPhase = "closed" | "opening" | "restarting" | "ready";

export interface ReplyInfo {
  entry: ChatEntry;
  /** The learner spoke this turn (its reply may be played aloud). */
  spoken: boolean;
}

export interface ChatState {
  /** The lesson whose conversation this is; "" while closed. */
  lessonId: string;
  /** The conversation on screen: greetings and histories loaded for another one are dropped. */
  conversation: string;
  phase: ChatPhase;
  /** Opened without a connection: only what the service worker kept shows, until it is back. */
  offline: boolean;
  entries: ChatEntry[];
  /** The learner's turn the tutor is answering (its entry's id), or null. */
  turn: string | null;
  /** The sentence the tutor is asking (3 / 13), and the summary once the last one is done. */
  place: ExercisePlace | null;
  ending: LessonEnding | null;
  /** Notes the conversation brought, for the notes cache; null while it brought none. */
  notes: ScratchPad | null;
  /** The latest reply, for the voice to answer aloud. */
  reply: ReplyInfo | null;
  /** The server said it cannot turn recordings into text (501). */
  voiceUnavailable: boolean;
}

export type ChatEvent =
  | { type: "opened"; lessonId: string; conversation: string; offline: boolean }
  | { type: "reconnected"; conversation: string }
  | { type: "reset"; conversation: string; offline: boolean }
  /** Init answered: the notes and the place, before the history (if any) arrives. */
  | { type: "initialised"; conversation: string; notes: ScratchPad | undefined; details: TurnDetails }
  /** What the conversation shows when it opens: the history, the greeting or the fallback greeting. */
  | { type: "historyLoaded"; conversation: string; entries: ChatEntry[] }
  /** The learner's words, or a recording on its way (heard ""): a turn begins. */
  | { type: "sent"; entry: ChatEntry }
  | { type: "deltaReceived"; turn: string; text: string }
  | { type: "replied"; turn: string; reply: ChatEntry; notes: ScratchPad; details: TurnDetails; spoken: boolean; heard?: string }
  | { type: "failed"; turn: string; kind: "text" | "audio" }
  /** The server cannot transcribe (501): the recording goes back to the learner. */
  | { type: "transcriptionUnavailable"; turn: string };

/** The tutor's bubble when a turn failed; the bubble adds CHAT_TEXT.followUp beneath. */
export const CHAT_ERRORS = {
  text: "I'm sorry, I encountered an error.",
  audio: "I'm sorry, I encountered an error processing your audio.",
};

let nextConversation = 1;
/** A name for a new conversation; the state, not this count, decides what is current. */
export function conversationId(): string {
  return `c${nextConversation++}`;
}

export const CLOSED_CHAT: ChatState = {
  lessonId: "",
  conversation: "",
  phase: "closed",
  offline: false,
  entries: [],
  turn: null,
  place: null,
  ending: null,
  notes: null,
  reply: null,
  voiceUnavailable: false,
};

/** The streamed reply's bubble, named after its turn so each turn has its own. */
const streamIdOf = (turn: string) => `${turn}:stream`;

function withDetails(state: ChatState, details: TurnDetails): Pick<ChatState, "place" | "ending"> {
  return { place: details.place === undefined ? state.place : details.place, ending: details.ending ?? null };
}

function settled(entries: ChatEntry[]): ChatEntry[] {
  return entries.filter((entry) => !entry.streaming);
}

/** The loading events of the conversation on screen; the others came too late. */
function current(state: ChatState, event: { conversation: string }): boolean {
  return event.conversation === state.conversation;
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case "opened":
      // Opening the lesson already open (an effect run twice) starts nothing new.
      if (state.lessonId === event.lessonId && state.phase !== "closed") return state;
      return { ...CLOSED_CHAT, voiceUnavailable: state.voiceUnavailable, lessonId: event.lessonId, conversation: event.conversation, phase: "opening", offline: event.offline };
    case "reconnected":
      if (!state.offline) return state;
      return { ...state, conversation: event.conversation, phase: "opening", offline: false };
    case "reset":
      return {
        ...state,
        conversation: event.conversation,
        phase: "restarting",
        offline: event.offline,
        entries: [],
        turn: null,
        ending: null,
        notes: EMPTY_SCRATCH_PAD,
        reply: null,
      };
    case "initialised":
      if (!current(state, event)) return state;
      return { ...state, ...withDetails(state, event.details), notes: event.notes ?? EMPTY_SCRATCH_PAD };
    case "historyLoaded":
      if (!current(state, event)) return state;
      return { ...state, entries: event.entries, phase: "ready" };
    case "sent":
      if (state.turn) return state;
      return { ...state, entries: [...state.entries, event.entry], turn: event.entry.id };
    case "deltaReceived": {
      if (event.turn !== state.turn) return state;
      const id = streamIdOf(event.turn);
      const last = state.entries.at(-1);
      const entries =
        last?.id === id
          ? [...state.entries.slice(0, -1), { ...last, content: last.content + event.text }]
          : [...state.entries, { id, role: "assistant" as const, content: event.text, streaming: true }];
      return { ...state, entries };
    }
    case "replied": {
      if (event.turn !== state.turn) return state;
      const { marks } = event.details;
      // The learner's words come back marked right or wrong: they show in the learner's own bubble.
      const asked = (entry: ChatEntry): ChatEntry => {
        if (entry.id !== event.turn) return entry;
        const heard = event.heard === undefined ? entry : { ...entry, content: event.heard, heard: event.heard };
        return marks ? { ...heard, marks } : heard;
      };
      return {
        ...state,
        ...withDetails(state, event.details),
        entries: [...settled(state.entries).map(asked), event.details.reportable ? { ...event.reply, reportable: event.details.reportable } : event.reply],
        turn: null,
        notes: event.notes,
        reply: { entry: event.reply, spoken: event.spoken },
      };
    }
    case "failed": {
      if (event.turn !== state.turn) return state;
      // A recording that never arrived leaves the conversation: it goes back to the learner.
      const kept = settled(state.entries).filter((entry) => event.kind === "text" || entry.id !== event.turn);
      const error: ChatEntry = { id: `${event.turn}:error`, role: "assistant", content: CHAT_ERRORS[event.kind], error: event.kind };
      return { ...state, entries: [...kept, error], turn: null };
    }
    case "transcriptionUnavailable":
      if (event.turn !== state.turn) return state;
      return { ...state, entries: state.entries.filter((entry) => entry.id !== event.turn), turn: null, voiceUnavailable: true };
  }
}

export interface ChatStore {
  state(): ChatState;
  subscribe(listener: () => void): () => void;
  dispatch(event: ChatEvent): void;
}

/**
 * The conversation kept beside React (read with useSyncExternalStore): a request that answers
 * after an await is judged against the state as it is then, not as its render saw it, and what it
 * changes shows in the same task, as the notes cache it feeds does.
 */
export function createChatStore(): ChatStore {
  let state = CLOSED_CHAT;
  const listeners = new Set<() => void>();
  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(event) {
      const next = chatReducer(state, event);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
  };
}
