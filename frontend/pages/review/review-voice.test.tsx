// The review outbox keeps answers in IndexedDB, as in a browser.
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ReviewQueue } from "../../../contract/wire";
import { closeReviewOutbox, reviewOutbox } from "../../lib/review-outbox";
import { VOICE_TEXT } from "../../components/voice/upload-recording";
import { installMicrophone, installOnDeviceRecognition, restoreBrowser } from "../../components/voice/voice-harness";
import { callsTo, mockApi, renderPage, sentTo, SIGNED_IN_USER, type MockRoutes } from "../page-harness";
import ReviewPage from "../ReviewPage";
import { CARD_TEXT } from "./ReviewCardView";

const QUEUE: ReviewQueue = {
  cards: [
    {
      cardId: 1,
      lessonId: "de-lesson01",
      languageCode: "de",
      lessonNumber: 1,
      prompt: "That is good.",
      nudge: "Nudge",
      hint: "Hint",
      example: { prompt: "That is warm.", answer: "Das ist warm." },
      structure: "Das ist + adjective",
      state: "learning",
      due: "2026-03-02T09:00:00.000Z",
      mistake: true,
    },
  ],
  dailyCap: 20,
  reviewedToday: 0,
  dueToday: 1,
  laterToday: 0,
  nextDueToday: null,
  asOf: "2026-03-02T09:00:00.000Z",
};

const mic = () => screen.getByRole("button", { name: /^(Hold to record|Stop recording)$/ });
function tap(button: HTMLElement) {
  fireEvent.pointerDown(button);
  fireEvent.pointerUp(button);
  fireEvent.click(button);
}
async function speakAnswer() {
  await screen.findByRole("heading", { name: /That is good\./ });
  tap(mic());
  await screen.findByRole("button", { name: "Stop recording" });
  tap(mic());
  const ready = await screen.findByRole("group", { name: /Recording ready/ }, { timeout: 5000 });
  fireEvent.click(within(ready).getByRole("button", { name: "Send recording" }));
}

function openReview<Keys extends string = never>(server?: MockRoutes<Keys>) {
  return mockApi({
    ...server,
    "GET /api/user": [200, SIGNED_IN_USER],
    "GET /api/review/queue": [200, QUEUE],
    "POST /api/review/answers": (body) => [
      200,
      { cardId: 1, verdict: { kind: "correct" }, rating: "good", expected: "Das ist gut.", nextDue: new Date(Date.now() + 86_400_000).toISOString(), duplicate: false, attempt: body },
    ],
  });
}

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  await reviewOutbox();
});
afterEach(async () => {
  restoreBrowser();
  await closeReviewOutbox();
});

describe("speaking a review answer", () => {
  it("answers with what the device heard, with the chat's own microphone", async () => {
    installMicrophone();
    const Recognition = installOnDeviceRecognition("Das ist gut");
    const api = openReview();
    renderPage(<ReviewPage />, { path: "/review", url: "/review" });
    await waitFor(() => expect(Recognition.available).toHaveBeenCalledWith({ langs: ["de-DE"], processLocally: true }));
    await speakAnswer();
    // Heard, kept on the device, sent, judged: several steps, slow on a busy machine.
    expect(await screen.findByText(CARD_TEXT.right, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(CARD_TEXT.yours("Das ist gut"))).toBeTruthy();
    expect(callsTo(api, "/api/review/answers")[0]![1]).toMatchObject({ cardId: 1, attempt: "Das ist gut" });
    // The first screen of the file compiles and draws everything once: slow on a busy machine.
  }, 15_000);

  it("says honestly when this browser cannot recognise the language, before recording anything", async () => {
    const { getUserMedia } = installMicrophone();
    const api = openReview({ "GET /api/chat/speech-input": [200, { serverTranscription: false }] });
    renderPage(<ReviewPage />, { path: "/review", url: "/review" });
    await screen.findByRole("heading", { name: /That is good\./ });
    // Said up front, once the server has answered that it cannot transcribe either.
    expect(await screen.findByText(VOICE_TEXT.voiceNeedsDevice)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Hold to record" })).toBeNull();
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(callsTo(api, "/api/review/answers")).toEqual([]);
  });

  it("puts what the server heard in the answer box, for the learner to check and send, when the device cannot recognise the language", async () => {
    installMicrophone();
    const api = openReview({
      "GET /api/chat/speech-input": [200, { serverTranscription: true }],
      "POST /api/review/transcribe": [200, { transcription: "Das ist gut" }],
    });
    renderPage(<ReviewPage />, { path: "/review", url: "/review" });
    await speakAnswer();
    const box = await screen.findByRole("textbox", { name: CARD_TEXT.answerLabel }, { timeout: 5000 });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe("Das ist gut"), { timeout: 5000 });
    const [[method, form]] = sentTo(api, "/api/review/transcribe") as [readonly [string, FormData, string | null]];
    expect(method).toBe("POST");
    expect(form.get("cardId")).toBe("1");
    expect(form.get("audio")).toBeInstanceOf(Blob);
    // Checked by the learner first: nothing is judged until they send it.
    expect(callsTo(api, "/api/review/answers")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: CARD_TEXT.check }));
    expect(await screen.findByText(CARD_TEXT.right, {}, { timeout: 5000 })).toBeTruthy();
    expect(callsTo(api, "/api/review/answers")[0]![1]).toMatchObject({ cardId: 1, attempt: "Das ist gut" });
  }, 15_000);

  it("keeps the recording to send again when its upload fails", async () => {
    installMicrophone();
    let attempts = 0;
    const api = openReview({
      "GET /api/chat/speech-input": [200, { serverTranscription: true }],
      "POST /api/review/transcribe": () => (++attempts === 1 ? [503, { message: "Try later" }] : [200, { transcription: "Das ist gut" }]),
    });
    renderPage(<ReviewPage />, { path: "/review", url: "/review" });
    await speakAnswer();
    expect(await screen.findByText(VOICE_TEXT.recordingNotSent, {}, { timeout: 5000 })).toBeTruthy();
    const ready = screen.getByRole("group", { name: /Recording ready/ });
    fireEvent.click(within(ready).getByRole("button", { name: "Send recording" }));
    const box = await screen.findByRole("textbox", { name: CARD_TEXT.answerLabel }, { timeout: 5000 });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe("Das ist gut"), { timeout: 5000 });
    expect(sentTo(api, "/api/review/transcribe")).toHaveLength(2);
    expect(callsTo(api, "/api/review/answers")).toEqual([]);
  }, 15_000);

  it("keeps the recording and says why when the server turns out unable to transcribe (501)", async () => {
    installMicrophone();
    // The speech-input question went unanswered: the microphone is offered, as in the chat.
    const api = openReview({ "POST /api/review/transcribe": [501, { message: "This server cannot turn recordings into text." }] });
    renderPage(<ReviewPage />, { path: "/review", url: "/review" });
    await speakAnswer();
    expect(await screen.findByText(VOICE_TEXT.voiceNeedsDevice, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("group", { name: /Recording ready/ })).toBeTruthy();
    expect(callsTo(api, "/api/review/answers")).toEqual([]);
  }, 15_000);

  it("turns the microphone off when the learner leaves in the middle of a recording", async () => {
    const { track } = installMicrophone();
    openReview({ "GET /api/chat/speech-input": [200, { serverTranscription: true }] });
    const { router } = renderPage(<ReviewPage />, { path: "/review", url: "/review" });
    await screen.findByRole("heading", { name: /That is good\./ });
    tap(mic());
    await screen.findByRole("button", { name: "Stop recording" });
    expect(track.stop).not.toHaveBeenCalled();
    await router.navigate("/profile");
    await screen.findByText("another screen");
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
  });
});
