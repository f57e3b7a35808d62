import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../lesson-harness";
import { CHAT_PANEL_TEXT } from "../ChatPanel";
import { FakeSocket, GREETING, installFakeSocket, installMicrophone, pad, renderChat, restoreBrowser } from "./chat-harness";

const STATION = "that is a station";
const input = () => screen.getByRole("textbox", { name: "Your message to the tutor" });
const conversation = () => screen.getByRole("list", { name: "Conversation with your tutor" });
const banner = () => screen.queryByText(CHAT_PANEL_TEXT.exercise(STATION));

beforeEach(() => {
  installFakeSocket(true);
  installMicrophone();
  mockApi({
    "POST /api/chat/init": [200, { response: GREETING, scratchPad: pad(), hasExistingHistory: false, historyLength: 1 }],
    "GET /api/chat/notes/de-lesson01": [200, pad()],
    "POST /api/tts/generate": [200, { success: false, audioData: null, error: "No voice for this language." }],
  });
});
afterEach(restoreBrowser);

async function send(text: string, turn: number) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Send message" }));
  await waitFor(() => expect(FakeSocket.last?.sent).toHaveLength(turn));
  return JSON.parse(FakeSocket.last!.sent[turn - 1]!) as { type: string; text: string; tryIt?: string };
}

describe("Try it with the tutor (issue 28, item 8)", () => {
  // Three turns through the whole panel: more than the default 5 s on a busy machine.
  it("tells the tutor the lesson's question with each turn until it is answered, then the banner leaves", { timeout: 20_000 }, async () => {
    renderChat({ exercise: STATION });
    await within(conversation()).findByText(/How would you say “That is good\.”\?/);
    expect(banner()).not.toBeNull();

    expect(await send("Das ist eine Bahnhof", 1)).toEqual({ type: "message", text: "Das ist eine Bahnhof", tryIt: STATION });
    act(() => FakeSocket.last!.push({ type: "reply", message: { role: "assistant", content: "Nearly!" }, scratchPad: pad() }));
    await within(conversation()).findByText("Nearly!");
    expect(banner()).not.toBeNull();

    expect(await send("Das ist ein Bahnhof", 2)).toEqual({ type: "message", text: "Das ist ein Bahnhof", tryIt: STATION });
    act(() => FakeSocket.last!.push({ type: "reply", message: { role: "assistant", content: "Exactly right!" }, scratchPad: pad(), tryItAnswered: true }));
    await within(conversation()).findByText("Exactly right!");
    await waitFor(() => expect(banner()).toBeNull());

    // Back on the tutor's own sentence: no question rides along any more.
    expect(await send("Das ist gut", 3)).toEqual({ type: "message", text: "Das ist gut" });
  });
});

describe("free practice from the lesson's Try it (issue 28, item 7)", () => {
  it("asks for a sentence of the learner's own and tells the tutor the task", async () => {
    const task = 'Say "it is" with three adjectives';
    renderChat({ exercise: task, practice: true });
    await within(conversation()).findByText(/How would you say “That is good\.”\?/);
    expect(screen.getByText(CHAT_PANEL_TEXT.practice(task))).not.toBeNull();
    expect(CHAT_PANEL_TEXT.practice(task)).toBe(`Your turn: ${task}. Write a sentence of your own below and send it; the tutor checks it with you.`);
    expect(await send("Es ist gut", 1)).toEqual({ type: "message", text: "Es ist gut", tryIt: task });
  });
});

describe("Try it with the tutor, answered aloud (issue 28, item 8)", () => {
  it("sends the question with the recording, and the banner leaves once the tutor says it is answered", async () => {
    installFakeSocket(false);
    const heard: FormData[] = [];
    const fetchSpy = vi.mocked(fetch);
    const answer = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation(async (url, init) => {
      if (String(url) === "/api/chat/speech-input") return new Response(JSON.stringify({ serverTranscription: true }), { status: 200, headers: { "Content-Type": "application/json" } });
      if (String(url) !== "/api/chat/audio") return answer(url, init);
      heard.push(init?.body as FormData);
      const reply = { response: "Exactly right!", transcription: "Das ist ein Bahnhof", scratchPad: pad(), audioData: null, tryItAnswered: true };
      return new Response(JSON.stringify(reply), { status: 200, headers: { "Content-Type": "application/json" } });
    });
    renderChat({ exercise: STATION });
    await within(conversation()).findByText(/How would you say “That is good\.”\?/);
    const tap = (button: HTMLElement) => {
      fireEvent.pointerDown(button);
      fireEvent.pointerUp(button);
      fireEvent.click(button);
    };
    tap(await screen.findByRole("button", { name: "Hold to record" }));
    tap(await screen.findByRole("button", { name: "Stop recording" }));
    fireEvent.click(within(await screen.findByRole("group", { name: /Recording ready/ })).getByRole("button", { name: "Send recording" }));
    await within(conversation()).findByText("Exactly right!");
    expect(heard[0]?.get("tryIt")).toBe(STATION);
    await waitFor(() => expect(banner()).toBeNull());
  });
});
