import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ChatInitResponse, ChatMessage } from "../../../../contract/wire";
import { sentTo, mockApi, type AnswerFor, type MockRoutes } from "../lesson-harness";
import { FakeSocket, GREETING, HEADER_RESET, installFakeSocket, installMicrophone, pad, renderChat, restoreBrowser, setOnline } from "./chat-harness";


const init = (overrides: Partial<ChatInitResponse> = {}): AnswerFor<"POST /api/chat/init"> => [
  200,
  { response: GREETING, scratchPad: pad(), hasExistingHistory: false, historyLength: 1, ...overrides },
];

const HISTORY: ChatMessage[] = [
  { role: "assistant", content: GREETING, createdAt: "2026-01-01T10:00:00Z" },
  { role: "user", content: "Das ist gud", createdAt: "2026-01-01T10:01:00Z" },
  { role: "assistant", content: "Nearly! Everything is right except “gud”.\n\nHow would you say “That is good.”?", createdAt: "2026-01-01T10:01:01Z" },
];

function api<Keys extends string = never>(routes?: MockRoutes<Keys>) {
  return mockApi({
    "POST /api/chat/init": init(),
    "GET /api/chat/notes/de-lesson01": [200, pad()],
    "GET /api/chat/history/de-lesson01": [200, HISTORY],
    ...routes,
  });
}

const input = () => screen.getByRole("textbox", { name: "Your message to the tutor" });
const sendButton = () => screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement;
const conversation = () => screen.getByRole("list", { name: "Conversation with your tutor" });
const greeting = () => within(conversation()).findByText(/How would you say “That is good\.”\?/);

/** The chat over an open tutor socket, once the socket has the learner's `text`. */
async function sendOverSocket(text: string) {
  installFakeSocket(true);
  api();
  renderChat();
  await greeting();
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.click(sendButton());
  await waitFor(() => expect(FakeSocket.last?.sent).toHaveLength(1));
}

beforeEach(() => {
  installFakeSocket(false);
  installMicrophone();
});
afterEach(restoreBrowser);

describe("opening the chat", () => {
  it("greets with init's greeting when there is no history, and loads no history", async () => {
    const calls = api();
    renderChat();
    expect((await greeting()).textContent).toContain("Hi! I'm your tutor for Lesson 1");
    expect(sentTo(calls, "/api/chat/init")).toEqual([["POST", JSON.stringify({ lessonId: "de-lesson01" }), "application/json"]]);
    expect(sentTo(calls, "/api/chat/history/de-lesson01")).toHaveLength(0);
  });

  it("shows the earlier conversation when there is one, without generating speech for it", async () => {
    const calls = api({ "POST /api/chat/init": init({ hasExistingHistory: true, historyLength: 3, response: "Welcome back!" }) });
    renderChat();
    expect(await within(conversation()).findByText("Das ist gud")).toBeTruthy();
    expect(within(conversation()).getAllByRole("listitem")).toHaveLength(3);
    expect(within(conversation()).queryByText("Welcome back!")).toBeNull();
    expect(sentTo(calls, "/api/tts/generate")).toHaveLength(0);
  });

  it("falls back to a greeting naming the lesson when init fails", async () => {
    api({ "POST /api/chat/init": [500, { message: "Boom" }] });
    renderChat();
    expect(await within(conversation()).findByText(/Welcome to Words You Already Know! I'm your tutor\./)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("sending", () => {
  it("keeps send disabled for empty or whitespace text and never sends whitespace", async () => {
    const calls = api();
    renderChat();
    await greeting();
    expect(input().getAttribute("placeholder")).toBe("Type or hold mic...");
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: "   \n  " } });
    expect(sendButton().disabled).toBe(true);
    fireEvent.keyDown(input(), { key: "Enter" });
    fireEvent.submit(input().closest("form")!);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sentTo(calls, "/api/chat")).toHaveLength(0);
    expect(within(conversation()).getAllByRole("listitem")).toHaveLength(1);
  });

  it("sends on Enter but not on Shift+Enter, then shows typing and the reply, and announces it", async () => {
    let answer: (value: AnswerFor<"POST /api/chat">) => void = () => {};
    const calls = api({ "POST /api/chat": () => new Promise<AnswerFor<"POST /api/chat">>((resolve) => (answer = resolve)) });
    renderChat();
    await greeting();
    fireEvent.change(input(), { target: { value: "Das ist gut." } });
    fireEvent.keyDown(input(), { key: "Enter", shiftKey: true });
    expect(within(conversation()).queryByText("Das ist gut.")).toBeNull();

    fireEvent.keyDown(input(), { key: "Enter" });
    expect(within(conversation()).getByText("Das ist gut.")).toBeTruthy();
    expect((input() as HTMLTextAreaElement).value).toBe("");
    expect(await screen.findByText("Tutor is typing")).toBeTruthy();
    await waitFor(() => expect(sentTo(calls, "/api/chat")).toHaveLength(1));
    expect(sendButton().disabled).toBe(true);
    const body = JSON.parse(String(sentTo(calls, "/api/chat")[0]![1]));
    expect(body.lessonId).toBe("de-lesson01");
    expect(body.conversation.at(-1)).toEqual({ role: "user", content: "Das ist gut." });

    await act(async () => answer([200, { response: "Exactly right!\n\nNext, sentence 2 of 5.", scratchPad: pad({ knownVocabulary: ["das", "ist", "gut"] }) }]));
    expect(await within(conversation()).findByText(/Exactly right!/)).toBeTruthy();
    expect(screen.queryByText("Tutor is typing")).toBeNull();
    await waitFor(() => expect(screen.getByTestId("chat-announcer").textContent).toContain("Exactly right!"));
  });

  it("streams the reply into a growing bubble, then shows the final reply and the new words in Notes", async () => {
    await sendOverSocket("Das ist gut");
    expect(JSON.parse(FakeSocket.last!.sent[0]!)).toEqual({ type: "message", text: "Das ist gut" });
    expect(screen.getByText("Tutor is typing")).toBeTruthy();

    act(() => FakeSocket.last!.push({ type: "delta", text: "Exactly " }));
    act(() => FakeSocket.last!.push({ type: "delta", text: "right!" }));
    expect(within(conversation()).getByText("Exactly right!")).toBeTruthy();
    expect(screen.queryByText("Tutor is typing")).toBeNull();

    const final = "Exactly right!\n\nNext, sentence 2 of 5: How would you say “That is not good.”?";
    act(() => FakeSocket.last!.push({ type: "reply", message: { role: "assistant", content: final }, scratchPad: pad({ knownVocabulary: ["das", "ist", "gut"], nextFocus: "nicht / sehr" }) }));
    expect(await within(conversation()).findByText(/That is not good/)).toBeTruthy();
    expect(within(conversation()).getAllByText(/Exactly right!/)).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: "Notes" }));
    const notes = await screen.findByRole("dialog", { name: "Your notes" });
    const vocabulary = within(notes).getByRole("list", { name: "Known vocabulary" });
    expect(within(vocabulary).getByText("gut")).toBeTruthy();
    expect(within(notes).getByText("nicht / sehr")).toBeTruthy();
  });

  it("says so word for word when a text reply fails", async () => {
    api({ "POST /api/chat": [500, { message: "Boom" }] });
    renderChat();
    await greeting();
    fireEvent.change(input(), { target: { value: "Das ist gut" } });
    fireEvent.click(sendButton());
    expect(await within(conversation()).findByText("I'm sorry, I encountered an error.")).toBeTruthy();
    expect(within(conversation()).getByText("Something went wrong. Please try again later.")).toBeTruthy();
    expect(sendButton().disabled).toBe(true); // empty again
    fireEvent.change(input(), { target: { value: "again" } });
    expect(sendButton().disabled).toBe(false);
  });

  it("drops a reply that breaks off over the socket, says so word for word, and sends again", async () => {
    await sendOverSocket("Das ist gud");
    act(() => FakeSocket.last!.push({ type: "delta", text: "Nearly! Every" }));
    expect(within(conversation()).getByText("Nearly! Every")).toBeTruthy();

    act(() => FakeSocket.last!.push({ type: "error", message: "I'm sorry, I encountered an error." }));
    expect(await within(conversation()).findByText("I'm sorry, I encountered an error.")).toBeTruthy();
    expect(within(conversation()).getByText("Something went wrong. Please try again later.")).toBeTruthy();
    expect(within(conversation()).queryByText("Nearly! Every")).toBeNull();
    expect(within(conversation()).getByText("Das ist gud")).toBeTruthy();

    fireEvent.change(input(), { target: { value: "Das ist gut" } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(FakeSocket.last?.sent).toHaveLength(2));
    expect(JSON.parse(FakeSocket.last!.sent[1]!)).toEqual({ type: "message", text: "Das ist gut" });
  });

  it("refuses text over 2000 characters and says by how much", async () => {
    const calls = api();
    renderChat();
    await greeting();
    fireEvent.change(input(), { target: { value: "a".repeat(2010) } });
    expect(screen.getByText(/10 characters over the 2000-character limit/)).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(sentTo(calls, "/api/chat")).toHaveLength(0);
  });
});

describe("the notes", () => {
  it("show friendly empty states before anything is learnt", async () => {
    api();
    renderChat();
    await greeting();
    fireEvent.click(screen.getByRole("button", { name: "Notes" }));
    const notes = await screen.findByRole("dialog", { name: "Your notes" });
    expect(within(notes).getByText(/No words yet/)).toBeTruthy();
    expect(within(notes).getByText(/Nothing tricky so far/)).toBeTruthy();
  });
});

describe("resetting", () => {
  it("asks first, then deletes the history and greets anew", async () => {
    let inits = 0;
    const calls = api({
      "POST /api/chat/init": () => (++inits === 1 ? init({ hasExistingHistory: true, historyLength: 3 }) : init({ response: "Hi again! How would you say “That is good.”?" })),
      "DELETE /api/chat/history/de-lesson01/reset": [200, { message: "The conversation has been reset." }],
    });
    renderChat();
    await within(conversation()).findByText("Das ist gud");

    fireEvent.click(screen.getByRole("button", { name: HEADER_RESET }));
    let dialog = await screen.findByRole("alertdialog", { name: "Reset Conversation" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(sentTo(calls, "/api/chat/history/de-lesson01/reset")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: HEADER_RESET }));
    dialog = await screen.findByRole("alertdialog", { name: "Reset Conversation" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(await within(conversation()).findByText("Hi again! How would you say “That is good.”?")).toBeTruthy();
    expect(within(conversation()).queryByText("Das ist gud")).toBeNull();
    expect(sentTo(calls, "/api/chat/history/de-lesson01/reset").map(([method]) => method)).toEqual(["DELETE"]);
    expect(inits).toBe(2);
  });

  it("keeps the conversation and says so when the reset fails", async () => {
    api({ "POST /api/chat/init": init({ hasExistingHistory: true }), "DELETE /api/chat/history/de-lesson01/reset": [500, { message: "Boom" }] });
    renderChat();
    await within(conversation()).findByText("Das ist gud");
    fireEvent.click(screen.getByRole("button", { name: HEADER_RESET }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Reset" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Could not reset the conversation. Please try again later.");
    expect(within(conversation()).getByText("Das ist gud")).toBeTruthy();
  });
});

describe("offline", () => {
  it("says the tutor needs a connection, disables sending and still shows the cached conversation", async () => {
    setOnline(false);
    const calls = api();
    renderChat();
    expect(await within(conversation()).findByText("Das ist gud")).toBeTruthy();
    expect(screen.getByText(/The tutor needs an internet connection/)).toBeTruthy();
    fireEvent.change(input(), { target: { value: "Das ist gut" } });
    expect(sendButton().disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Hold to record" }) as HTMLButtonElement).disabled).toBe(true);
    expect(sentTo(calls, "/api/chat/init")).toHaveLength(0);

    setOnline(true);
    await waitFor(() => expect(screen.queryByText(/The tutor needs an internet connection/)).toBeNull());
    await waitFor(() => expect(sentTo(calls, "/api/chat/init")).toHaveLength(1));
    await waitFor(() => expect(sendButton().disabled).toBe(false));
  });
});
