import { describe, expect, it, vi } from "vitest";
import type { ScratchPad } from "../../../../contract/wire";
import { CHAT_ERRORS, chatReducer, CLOSED_CHAT, createChatStore, type ChatEvent, type ChatState } from "./chat-state";
import { EMPTY_SCRATCH_PAD, type ChatEntry } from "./chat-types";

const GREETING: ChatEntry = { id: "g", role: "assistant", content: "How would you say “That is good.”?" };
const said = (id: string, content = "Das ist gut"): ChatEntry => ({ id, role: "user", content });
const answer = (id: string, content = "Exactly right!"): ChatEntry => ({ id, role: "assistant", content });
const PAD: ScratchPad = { ...EMPTY_SCRATCH_PAD, knownVocabulary: ["gut"] };

const run = (events: ChatEvent[], from: ChatState = CLOSED_CHAT) => events.reduce(chatReducer, from);

/** German lesson 1, greeted, in conversation c1. */
const greeted = () =>
  run([
    { type: "opened", lessonId: "de-lesson01", conversation: "c1", offline: false },
    { type: "historyLoaded", conversation: "c1", entries: [GREETING] },
  ]);

/** A text turn "t1" on its way. */
const asking = () => run([{ type: "sent", entry: said("t1") }], greeted());

describe("opening", () => {
  it("opens the lesson's conversation, then shows what it loaded", () => {
    const opened = run([{ type: "opened", lessonId: "de-lesson01", conversation: "c1", offline: false }]);
    expect(opened).toMatchObject({ lessonId: "de-lesson01", conversation: "c1", phase: "opening", entries: [] });
    expect(greeted()).toMatchObject({ phase: "ready", entries: [GREETING] });
  });

  it("starts nothing new when the same lesson is opened again", () => {
    const state = greeted();
    expect(chatReducer(state, { type: "opened", lessonId: "de-lesson01", conversation: "c2", offline: false })).toBe(state);
  });

  it("starts afresh on another lesson, and drops what the first one loads later", () => {
    const opening = run([{ type: "opened", lessonId: "de-lesson01", conversation: "c1", offline: false }]);
    const other = chatReducer(opening, { type: "opened", lessonId: "de-lesson02", conversation: "c2", offline: false });
    expect(other).toMatchObject({ lessonId: "de-lesson02", conversation: "c2", phase: "opening" });
    expect(chatReducer(other, { type: "historyLoaded", conversation: "c1", entries: [GREETING] })).toBe(other);
    expect(chatReducer(other, { type: "initialised", conversation: "c1", notes: PAD, details: {} })).toBe(other);
  });

  it("takes init's notes and place before the history arrives; no notes are empty notes", () => {
    const opening = run([{ type: "opened", lessonId: "de-lesson01", conversation: "c1", offline: false }]);
    const place = { number: 3, total: 13 };
    expect(chatReducer(opening, { type: "initialised", conversation: "c1", notes: PAD, details: { place } })).toMatchObject({ notes: PAD, place, phase: "opening" });
    expect(chatReducer(opening, { type: "initialised", conversation: "c1", notes: undefined, details: {} }).notes).toEqual(EMPTY_SCRATCH_PAD);
  });

  it("opened offline, opens again once the connection is back, keeping what showed meanwhile", () => {
    const offline = run([
      { type: "opened", lessonId: "de-lesson01", conversation: "c1", offline: true },
      { type: "historyLoaded", conversation: "c1", entries: [GREETING] },
    ]);
    const back = chatReducer(offline, { type: "reconnected", conversation: "c2" });
    expect(back).toMatchObject({ conversation: "c2", phase: "opening", offline: false, entries: [GREETING] });
    expect(chatReducer(greeted(), { type: "reconnected", conversation: "c2" })).toEqual(greeted());
  });
});

describe("a text turn", () => {
  it("shows the learner's words and waits for the tutor", () => {
    expect(asking()).toMatchObject({ turn: "t1", entries: [GREETING, said("t1")] });
  });

  it("takes no second turn while one is on its way", () => {
    const state = asking();
    expect(chatReducer(state, { type: "sent", entry: said("t2", "Noch einmal") })).toBe(state);
  });

  it("streams the reply into one growing bubble", () => {
    const state = run(
      [
        { type: "deltaReceived", turn: "t1", text: "Exactly " },
        { type: "deltaReceived", turn: "t1", text: "right!" },
      ],
      asking(),
    );
    expect(state.entries.at(-1)).toMatchObject({ role: "assistant", content: "Exactly right!", streaming: true });
    expect(state.entries).toHaveLength(3);
  });

  it("replaces the streamed bubble with the reply, marks the learner's words and ends the turn", () => {
    const marks = [{ text: "Das", ok: true }, { text: "ist", ok: true }, { text: "gut", ok: false }];
    const ending = { practised: ["Das ist + adjective"], review: [] };
    const reply = answer("r1");
    const state = run(
      [
        { type: "deltaReceived", turn: "t1", text: "Exactly" },
        { type: "replied", turn: "t1", reply, notes: PAD, details: { marks, place: null, ending }, spoken: false },
      ],
      asking(),
    );
    expect(state.entries).toEqual([GREETING, { ...said("t1"), marks }, reply]);
    expect(state).toMatchObject({ turn: null, notes: PAD, place: null, ending, reply: { entry: reply, spoken: false } });
  });

  it("keeps the place when a reply does not say it, and drops an ending it no longer has", () => {
    const place = { number: 2, total: 5 };
    const before = { ...asking(), place, ending: { practised: [], review: [] } };
    const state = chatReducer(before, { type: "replied", turn: "t1", reply: answer("r1"), notes: PAD, details: {}, spoken: false });
    expect(state).toMatchObject({ place, ending: null });
  });

  it("says so in the tutor's place when it fails, keeping the learner's words", () => {
    const state = run(
      [
        { type: "deltaReceived", turn: "t1", text: "Nearly! Every" },
        { type: "failed", turn: "t1", kind: "text" },
      ],
      asking(),
    );
    expect(state.entries).toEqual([GREETING, said("t1"), { id: "t1:error", role: "assistant", content: CHAT_ERRORS.text, error: "text" }]);
    expect(state.turn).toBeNull();
  });
});

describe("a spoken turn sent as a recording", () => {
  const recording = () => run([{ type: "sent", entry: { id: "t1", role: "user", content: "", heard: "" } }], greeted());

  it("fills the learner's bubble with what the server heard", () => {
    const state = chatReducer(recording(), { type: "replied", turn: "t1", reply: answer("r1"), notes: PAD, details: {}, spoken: true, heard: "Das ist gut" });
    expect(state.entries[1]).toEqual({ id: "t1", role: "user", content: "Das ist gut", heard: "Das ist gut" });
    expect(state.reply).toEqual({ entry: answer("r1"), spoken: true });
  });

  it("takes the recording out of the conversation when it did not arrive", () => {
    const state = chatReducer(recording(), { type: "failed", turn: "t1", kind: "audio" });
    expect(state.entries).toEqual([GREETING, { id: "t1:error", role: "assistant", content: CHAT_ERRORS.audio, error: "audio" }]);
  });

  it("takes it out without an error when the server cannot transcribe, and remembers that", () => {
    const state = chatReducer(recording(), { type: "transcriptionUnavailable", turn: "t1" });
    expect(state).toMatchObject({ entries: [GREETING], turn: null, voiceUnavailable: true });
  });
});

describe("resetting", () => {
  it("clears the conversation, its notes and its ending, and waits for the new greeting", () => {
    const ended = { ...greeted(), ending: { practised: ["nicht"], review: [] } };
    const state = chatReducer(ended, { type: "reset", conversation: "c2", offline: false });
    expect(state).toMatchObject({ conversation: "c2", phase: "restarting", entries: [], ending: null, notes: EMPTY_SCRATCH_PAD, turn: null });
    expect(chatReducer(state, { type: "historyLoaded", conversation: "c2", entries: [GREETING] })).toMatchObject({ phase: "ready", entries: [GREETING] });
  });

  it("drops the answers to the conversation before it", () => {
    const reset = run(
      [
        { type: "deltaReceived", turn: "t1", text: "Exactly" },
        { type: "reset", conversation: "c2", offline: false },
      ],
      asking(),
    );
    for (const late of [
      { type: "deltaReceived", turn: "t1", text: " right!" },
      { type: "replied", turn: "t1", reply: answer("r1"), notes: PAD, details: {}, spoken: false },
      { type: "failed", turn: "t1", kind: "text" },
      { type: "transcriptionUnavailable", turn: "t1" },
      { type: "historyLoaded", conversation: "c1", entries: [GREETING] },
    ] satisfies ChatEvent[]) {
      expect(chatReducer(reset, late)).toBe(reset);
    }
  });
});

describe("the store", () => {
  it("tells its listeners of each change, and of nothing when an event changes nothing", () => {
    const store = createChatStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.dispatch({ type: "opened", lessonId: "de-lesson01", conversation: "c1", offline: false });
    store.dispatch({ type: "opened", lessonId: "de-lesson01", conversation: "c2", offline: false });
    expect(listener).toHaveBeenCalledOnce();
    expect(store.state().conversation).toBe("c1");
    stop();
    store.dispatch({ type: "historyLoaded", conversation: "c1", entries: [] });
    expect(listener).toHaveBeenCalledOnce();
  });
});
