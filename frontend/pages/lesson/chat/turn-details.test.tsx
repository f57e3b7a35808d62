import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FREE_LESSONS_PER_LANGUAGE } from "../../../../contract/constants";
import type { ChatInitResponse, TutorServerMessage } from "../../../../contract/wire";
import { FREE_USER, GERMAN_LESSONS, mockApi, PREMIUM_USER, summary, type AnswerFor } from "../lesson-harness";
import { FakeSocket, GREETING, installFakeSocket, installMicrophone, pad, renderChat, restoreBrowser, type ChatHostProps } from "./chat-harness";

const init = (overrides: Partial<ChatInitResponse> = {}): AnswerFor<"POST /api/chat/init"> => [
  200,
  { response: GREETING, scratchPad: pad(), hasExistingHistory: false, historyLength: 1, place: { number: 1, total: 5 }, ...overrides },
];

const conversation = () => screen.getByRole("list", { name: "Conversation with your tutor" });

async function open(props: ChatHostProps = {}, initAnswer = init()) {
  installFakeSocket(true);
  mockApi({ "POST /api/chat/init": initAnswer, "GET /api/chat/notes/de-lesson01": [200, pad()], "GET /api/chat/notes/de-lesson02": [200, pad()], "GET /api/chat/notes/de-lesson04": [200, pad()] });
  renderChat(props);
  await within(conversation()).findByText(/How would you say/);
}

async function openAndSend(text: string, props: ChatHostProps = {}) {
  await open(props);
  fireEvent.change(screen.getByRole("textbox", { name: "Your message to the tutor" }), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Send message" }));
  await waitFor(() => expect(FakeSocket.last?.sent).toHaveLength(1));
}

const reply = (message: Partial<Extract<TutorServerMessage, { type: "reply" }>>) =>
  act(() => FakeSocket.last!.push({ type: "reply", message: { role: "assistant", content: "Nearly! Everything is right except “gud”." }, scratchPad: pad(), ...message }));

beforeEach(() => {
  installMicrophone();
});
afterEach(restoreBrowser);

describe("the learner's words, marked", () => {
  it("marks each word of the learner's bubble right or wrong, as they typed it", async () => {
    await openAndSend("Das  ist gud!");
    reply({ marks: [{ text: "Das", ok: true }, { text: "ist", ok: true }, { text: "gud", ok: false }], place: { number: 1, total: 5 } });
    const bubble = within(conversation()).getAllByRole("listitem")[1]!;
    await waitFor(() => expect(bubble.querySelector('[data-mark="wrong"]')?.textContent).toBe("gud"));
    expect([...bubble.querySelectorAll('[data-mark="right"]')].map((word) => word.textContent)).toEqual(["Das", "ist"]);
    // The text stays exactly as typed, spaces and punctuation included.
    expect(bubble.querySelector("p")!.textContent).toBe("Das  ist gud (not right)!");
  });
});

describe("the place in the lesson", () => {
  it("shows which sentence of the lesson is asked, from the start and after each reply", async () => {
    await openAndSend("Das ist gut");
    expect(screen.getByText("Sentence 1 / 5")).toBeTruthy();
    reply({ message: { role: "assistant", content: "Exactly right!" }, place: { number: 2, total: 5 }, marks: [] });
    expect(await screen.findByText("Sentence 2 / 5")).toBeTruthy();
  });
});

describe("the end of the lesson", () => {
  const ending = { practised: ["Das ist + adjective", "nicht / sehr"], review: ["nicht / sehr"] };

  it("offers the next lesson the learner may open", async () => {
    await openAndSend("Das ist sehr gut", { lessons: GERMAN_LESSONS, user: FREE_USER });
    reply({ message: { role: "assistant", content: "That was the last sentence of this lesson." }, place: null, ending });
    const card = await screen.findByRole("region", { name: "Lesson complete" });
    expect(within(card).getByText("nicht / sehr")).toBeTruthy();
    const next = within(card).getByRole("link", { name: /Next lesson: I Am, You Are/ });
    expect(next.getAttribute("href")).toBe("/de/lesson/02");
    expect(screen.queryByText(/Sentence \d/)).toBeNull();
  });

  it("never leads a free learner onto the paywall: after the last free lesson, back to the language's lessons", async () => {
    const showLessons = vi.fn();
    const lastFree = FREE_LESSONS_PER_LANGUAGE;
    const lessons = Array.from({ length: lastFree + 1 }, (_, index) => GERMAN_LESSONS[index] ?? summary(index + 1, `Lesson Number ${index + 1}`));
    const firstLocked = lessons[lastFree]!;
    await open({ lessons, user: FREE_USER, lessonNumber: lastFree, onShowLessons: showLessons }, init({ place: null, ending, hasExistingHistory: false }));
    const card = await screen.findByRole("region", { name: "Lesson complete" });
    expect(within(card).queryByRole("link", { name: new RegExp(firstLocked.title) })).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: "See all the lessons" }));
    expect(showLessons).toHaveBeenCalledOnce();
  });

  it("takes a premium learner on to lesson 3, and the last lesson back to the lessons", async () => {
    await open({ lessons: GERMAN_LESSONS, user: PREMIUM_USER, lessonNumber: 2 }, init({ place: null, ending }));
    expect((await screen.findByRole("link", { name: /Next lesson: What You Want/ })).getAttribute("href")).toBe("/de/lesson/03");
    restoreBrowser();
    installMicrophone();
    document.body.innerHTML = "";
    await open({ lessons: [...GERMAN_LESSONS, summary(4, "Last One")], user: PREMIUM_USER, lessonNumber: 4 }, init({ place: null, ending }));
    expect(await screen.findByRole("button", { name: "See all the lessons" })).toBeTruthy();
  });
});

describe("the notes", () => {
  it("say which words are new, practised or a struggle", async () => {
    await openAndSend("Das ist gut");
    reply({
      message: { role: "assistant", content: "Exactly right!" },
      scratchPad: pad({ knownVocabulary: ["das", "ist", "Wasser"], wordStatus: { das: "practised", ist: "new", Wasser: "new", gut: "struggle" } }),
    });
    fireEvent.click(screen.getByRole("button", { name: "Notes" }));
    const notes = await screen.findByRole("dialog", { name: "Your notes" });
    const vocabulary = within(notes).getByRole("list", { name: "Known vocabulary" });
    const chip = (word: string) => within(vocabulary).getByText(word, { exact: true }).closest("li")!.textContent;
    expect(chip("Wasser")).toContain("new");
    expect(chip("das")).toContain("practised");
    expect(chip("gut")).toContain("struggle");
  });
});
