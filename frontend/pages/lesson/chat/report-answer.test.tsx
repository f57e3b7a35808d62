import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TutorServerMessage } from "../../../../contract/wire";
import { callsTo, mockApi, type MockFor } from "../../page-harness";
import { FakeSocket, GREETING, installFakeSocket, installMicrophone, pad, renderChat, restoreBrowser } from "./chat-harness";

const UNSURE = "I can't confirm “Ihr seid sehr aktiv.”: it isn't one of the sentences I know for this one, and I can't point to a mistake in it either.";
const conversation = () => screen.getByRole("list", { name: "Conversation with your tutor" });

async function sendAndHear(reportAnswer: MockFor<"POST /api/answer-reports">, details: Partial<Extract<TutorServerMessage, { type: "reply" }>>) {
  installFakeSocket(true);
  const api = mockApi({
    "POST /api/chat/init": [200, { response: GREETING, scratchPad: pad(), hasExistingHistory: false, historyLength: 1, place: { number: 3, total: 5 } }],
    "GET /api/chat/notes/de-lesson01": [200, pad()],
    "POST /api/answer-reports": reportAnswer,
  });
  renderChat();
  await within(conversation()).findByText(/How would you say/);
  fireEvent.change(screen.getByRole("textbox", { name: "Your message to the tutor" }), { target: { value: "Ihr seid sehr aktiv." } });
  fireEvent.click(screen.getByRole("button", { name: "Send message" }));
  await waitFor(() => expect(FakeSocket.last?.sent).toHaveLength(1));
  act(() => FakeSocket.last!.push({ type: "reply", message: { role: "assistant", content: UNSURE }, scratchPad: pad(), ...details }));
  await within(conversation()).findByText(UNSURE);
  return api;
}

beforeEach(() => {
  installMicrophone();
});
afterEach(restoreBrowser);

describe("“My answer should be accepted” under a reply that could not confirm the answer", () => {
  it("sends the learner's sentence for this lesson and sentence, then says what happens next instead of the button", async () => {
    const api = await sendAndHear([201, { message: "Thanks! A teacher will look at your answer.", duplicate: false }], { reportable: { exerciseIndex: 2, answer: "Ihr seid sehr aktiv." } });
    const tutorBubble = within(conversation()).getAllByRole("listitem").at(-1)!;
    fireEvent.click(within(tutorBubble).getByRole("button", { name: "My answer should be accepted" }));
    expect(await within(tutorBubble).findByRole("status")).toHaveProperty("textContent", "Thanks! A teacher will look at your answer.");
    expect(within(tutorBubble).queryByRole("button", { name: "My answer should be accepted" })).toBeNull();
    expect(callsTo(api, "/api/answer-reports")).toEqual([["POST", { lessonId: "de-lesson01", exerciseIndex: 2, answer: "Ihr seid sehr aktiv." }]]);
  });

  it("says why when the report is refused, and the button stays for another try", async () => {
    await sendAndHear([429, { message: "Too many attempts. Please wait a little and try again." }], { reportable: { exerciseIndex: 2, answer: "Ihr seid sehr aktiv." } });
    fireEvent.click(screen.getByRole("button", { name: "My answer should be accepted" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Too many attempts. Please wait a little and try again.");
    expect(screen.getByRole("button", { name: "My answer should be accepted" })).toBeTruthy();
  });

  it("is not offered under a reply that judged the answer", async () => {
    await sendAndHear([500, {}], { marks: [{ text: "Ihr", ok: false }] });
    expect(screen.queryByRole("button", { name: "My answer should be accepted" })).toBeNull();
  });
});
