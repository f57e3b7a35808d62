/** The review screen as its tests open it: a queue, answers the server would give, the header's link beside it. */
// The review outbox keeps answers in IndexedDB, as in a browser.
import "fake-indexeddb/auto";
import { fireEvent, screen } from "@testing-library/react";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, vi } from "vitest";
import type { ApiAnswer } from "../../../contract/api-routes";
import type { ReviewCard, ReviewQueue } from "../../../contract/wire";
import { KEYBOARD_QUERY } from "../../../contract/constants";
import { ReviewLink } from "../../components/ReviewLink";
import { closeReviewOutbox, reviewOutbox } from "../../lib/review-outbox";
import { mockApi, renderPage, SIGNED_IN_USER, type AnswerFor, type MockFor, type MockRoutes } from "../page-harness";
import ReviewPage from "../ReviewPage";
import { CARD_TEXT } from "./ReviewCardView";

export const card = (cardId: number, prompt: string, languageCode = "de"): ReviewCard => ({
  cardId,
  lessonId: `${languageCode}-lesson01`,
  languageCode,
  lessonNumber: 1,
  prompt,
  nudge: `Nudge for ${prompt}`,
  hint: `Hint for ${prompt}`,
  example: { prompt: "That is warm.", answer: "Das ist warm." },
  structure: "Das ist + adjective",
  state: "learning",
  due: "2026-03-02T09:00:00.000Z",
  mistake: true,
});

export const QUEUE: ReviewQueue = {
  cards: [card(1, "That is good."), card(2, "I like sushi.", "ja")],
  dailyCap: 20,
  reviewedToday: 0,
  dueToday: 2,
  laterToday: 0,
  nextDueToday: null,
  asOf: "2026-03-02T09:00:00.000Z",
};
export const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000 + 60_000).toISOString();
export const reply = (json: Partial<ApiAnswer<"/api/review/answers", "POST">> & { cardId: number }): AnswerFor<"POST /api/review/answers"> => [
  200,
  { verdict: { kind: "correct" }, rating: "good", expected: "Das ist gut.", nextDue: inTwoDays(), duplicate: false, ...json },
];

export function openReview<Keys extends string = never>(answers: MockFor<"POST /api/review/answers">, queue: ReviewQueue = QUEUE, more?: MockRoutes<Keys>) {
  const api = mockApi({
    "GET /api/user": [200, SIGNED_IN_USER],
    "GET /api/review/queue": [200, queue],
    "POST /api/review/answers": answers,
    ...more,
  });
  renderPage(
    <>
      <ReviewLink />
      <ReviewPage />
    </>,
    { path: "/review", url: "/review" },
  );
  return api;
}

/** A screen whose main pointer is a finger (a phone) or a mouse (a laptop), as CSS media queries see it. */
export function pointer(kind: "touch" | "mouse") {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === KEYBOARD_QUERY ? kind === "mouse" : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

export const answerField = () => screen.getByLabelText(CARD_TEXT.answerLabel) as HTMLTextAreaElement;
export function typeAndEnter(text: string) {
  fireEvent.input(answerField(), { target: { value: text } });
  fireEvent.change(answerField(), { target: { value: text } });
  fireEvent.submit(answerField().form!);
}

/** A fresh IndexedDB and review outbox for each test, and nothing of one test's stubs left for the next. */
export function freshReviewScreenEachTest() {
  beforeEach(async () => {
    globalThis.indexedDB = new IDBFactory();
    // Opened before the screen, as a browser that kept it from an earlier visit would have it.
    await reviewOutbox();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    sessionStorage.clear();
    await closeReviewOutbox();
  });
}
