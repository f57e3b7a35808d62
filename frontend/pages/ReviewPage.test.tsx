// The review outbox keeps answers in IndexedDB, as in a browser.
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReviewAnswerResult, ReviewCard, ReviewQueue } from "../../contract/wire";
import { closeReviewOutbox, reviewOutbox } from "../lib/review-outbox";
import { callsTo, mockApi, renderPage, SIGNED_IN_USER, type ApiAnswer } from "./page-harness";
import { CARD_TEXT } from "./review/ReviewCardView";
import { HEAR_TEXT } from "./review/HearSentence";
import { ReviewLink } from "../components/ReviewLink";
import { KEYBOARD_QUERY } from "../../contract/constants";
import type { ReviewSummary } from "../../contract/wire";
import ReviewPage, { REVIEW_TEXT } from "./ReviewPage";

const card = (cardId: number, prompt: string, languageCode = "de"): ReviewCard => ({
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

const QUEUE: ReviewQueue = {
  cards: [card(1, "That is good."), card(2, "I like sushi.", "ja")],
  dailyCap: 20,
  reviewedToday: 0,
  dueToday: 2,
  laterToday: 0,
  nextDueToday: null,
  asOf: "2026-03-02T09:00:00.000Z",
};
const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000 + 60_000).toISOString();
const reply = (json: Partial<ReviewAnswerResult> & { cardId: number }): ApiAnswer => [
  200,
  { verdict: { kind: "correct" }, rating: "good", expected: "Das ist gut.", nextDue: inTwoDays(), duplicate: false, ...json },
];

function openReview(answers: (body: unknown) => ApiAnswer | Promise<ApiAnswer>, queue: ReviewQueue = QUEUE, more: Record<string, ApiAnswer | ((body: unknown) => ApiAnswer | Promise<ApiAnswer>)> = {}) {
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
function pointer(kind: "touch" | "mouse") {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === KEYBOARD_QUERY ? kind === "mouse" : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const answerField = () => screen.getByLabelText(CARD_TEXT.answerLabel) as HTMLTextAreaElement;
function typeAndEnter(text: string) {
  fireEvent.input(answerField(), { target: { value: text } });
  fireEvent.change(answerField(), { target: { value: text } });
  fireEvent.submit(answerField().form!);
}

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

describe("the review screen", () => {
  it("takes the cards one at a time by keyboard, and sums them up at the end", async () => {
    const api = openReview((body) => {
      const { cardId, attempt } = body as { cardId: number; attempt: string };
      return cardId === 1 ? reply({ cardId }) : reply({ cardId, rating: "again", verdict: { kind: "wrong" }, expected: `not ${attempt}` });
    });
    expect(await screen.findByRole("heading", { name: /That is good\./ }, { timeout: 5_000 })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(answerField()));
    typeAndEnter("Das ist gut");
    expect(await screen.findByText(CARD_TEXT.right)).toBeTruthy();
    expect(screen.getByText("Das ist gut.")).toBeTruthy();
    expect(screen.getByText(CARD_TEXT.yours("Das ist gut"))).toBeTruthy();
    expect(screen.getByText(CARD_TEXT.comesBack("in 2 days"))).toBeTruthy();
    const next = screen.getByRole("button", { name: CARD_TEXT.next });
    await waitFor(() => expect(document.activeElement).toBe(next));
    fireEvent.click(next);

    expect(await screen.findByRole("heading", { name: /I like sushi\./ })).toBeTruthy();
    expect(screen.getByText(/Card 2 of 2/)).toBeTruthy();
    typeAndEnter("sushi desu");
    expect(await screen.findByText(CARD_TEXT.wrong)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: CARD_TEXT.finish }));

    const done = await screen.findByRole("region", { name: REVIEW_TEXT.doneTitle });
    expect(done.textContent).toContain(REVIEW_TEXT.doneCount(2));
    expect(done.textContent).toContain(`${REVIEW_TEXT.good}1`);
    expect(done.textContent).toContain(`${REVIEW_TEXT.again}1`);
    const sent = callsTo(api, "/api/review/answers").map(([, body]) => body as Record<string, unknown>);
    expect(sent).toEqual([
      { cardId: 1, attempt: "Das ist gut", hintUsed: false, gaveUp: false, idempotencyKey: expect.any(String), answeredAt: expect.any(String) },
      { cardId: 2, attempt: "sushi desu", hintUsed: false, gaveUp: false, idempotencyKey: expect.any(String), answeredAt: expect.any(String) },
    ]);
    expect(sent[0]!.idempotencyKey).not.toBe(sent[1]!.idempotencyKey);
    // The first screen of the file compiles and draws everything once: slow on a busy machine.
  }, 15_000);

  it("climbs the hint ladder on Alt+H and says the answer used a hint", async () => {
    const api = openReview(() => reply({ cardId: 1, rating: "hard" }));
    await screen.findByRole("heading", { name: /That is good\./ });
    fireEvent.keyDown(answerField(), { key: "˙", code: "KeyH", altKey: true });
    expect(screen.getByText("Nudge for That is good.")).toBeTruthy();
    expect(screen.queryByText("Hint for That is good.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Hint/ }));
    expect(screen.getByText("Hint for That is good.")).toBeTruthy();
    typeAndEnter("Das ist gut");
    expect(await screen.findByText(CARD_TEXT.rightWithHelp)).toBeTruthy();
    expect(callsTo(api, "/api/review/answers")[0]![1]).toMatchObject({ hintUsed: true, gaveUp: false });
  });

  it("shows the answer when the learner gives up", async () => {
    const api = openReview(() => reply({ cardId: 1, rating: "again", verdict: null }));
    await screen.findByRole("heading", { name: /That is good\./ });
    fireEvent.click(screen.getByRole("button", { name: CARD_TEXT.giveUp }));
    expect(await screen.findByText(CARD_TEXT.revealed)).toBeTruthy();
    expect(screen.getByText("Das ist gut.")).toBeTruthy();
    expect(callsTo(api, "/api/review/answers")[0]![1]).toMatchObject({ gaveUp: true });
  });

  it("keeps an answer made offline on the device, says so honestly, and goes on to the next card", async () => {
    const api = openReview(() => "network");
    await screen.findByRole("heading", { name: /That is good\./ });
    typeAndEnter("Das ist gut");
    expect(await screen.findByText(CARD_TEXT.savedOffline)).toBeTruthy();
    // Nothing is judged without the server: no verdict, no sentence given away.
    expect(screen.queryByText(CARD_TEXT.right)).toBeNull();
    expect(screen.queryByText(CARD_TEXT.failed)).toBeNull();
    const kept = await (await reviewOutbox())!.pending(SIGNED_IN_USER.id);
    const [[, sent]] = callsTo(api, "/api/review/answers") as [[string, Record<string, unknown>]];
    expect(kept).toEqual([expect.objectContaining({ cardId: 1, attempt: "Das ist gut", idempotencyKey: sent.idempotencyKey, answeredAt: sent.answeredAt })]);

    fireEvent.click(screen.getByRole("button", { name: CARD_TEXT.next }));
    expect(await screen.findByRole("heading", { name: /I like sushi\./ })).toBeTruthy();
    typeAndEnter("sushi desu");
    await screen.findByText(CARD_TEXT.savedOffline);
    fireEvent.click(screen.getByRole("button", { name: CARD_TEXT.finish }));
    const done = await screen.findByRole("region", { name: REVIEW_TEXT.doneTitle });
    expect(done.textContent).toContain(REVIEW_TEXT.savedOffline(2));
  });

  it("after a reload offline, does not ask again the cards answered since the queue was read", async () => {
    const outbox = (await reviewOutbox())!;
    await outbox.keep(SIGNED_IN_USER.id, { cardId: 1, attempt: "Das ist gut", hintUsed: false, gaveUp: false, idempotencyKey: "kept-before-reload", answeredAt: "2026-03-02T09:05:00.000Z" });
    await outbox.release("kept-before-reload");
    // An answer to card 2 made before the queue was read is already in it: card 2 is due again.
    await outbox.keep(SIGNED_IN_USER.id, { cardId: 2, attempt: "sushi", hintUsed: false, gaveUp: false, idempotencyKey: "kept-long-before", answeredAt: "2026-03-02T08:00:00.000Z" });
    await outbox.settle("kept-long-before", "sent");
    openReview(() => reply({ cardId: 2 }));
    expect(await screen.findByRole("heading", { name: /I like sushi\./ })).toBeTruthy();
    expect(screen.getByText(/Card 1 of 1/)).toBeTruthy();
  });

  it("a card whose lesson is locked now is skipped and its answer never resent", async () => {
    openReview(() => [402, { message: "This lesson is part of Parlo Premium", locked: true }]);
    await screen.findByRole("heading", { name: /That is good\./ });
    typeAndEnter("Das ist gut");
    expect(await screen.findByText(CARD_TEXT.locked)).toBeTruthy();
    expect(await (await reviewOutbox())!.pending(SIGNED_IN_USER.id)).toEqual([]);
  });

  it("sends no empty sentence: Check waits for words", async () => {
    const api = openReview(() => reply({ cardId: 1 }));
    await screen.findByRole("heading", { name: /That is good\./ });
    typeAndEnter("   ");
    expect((screen.getByRole("button", { name: CARD_TEXT.check }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(api, "/api/review/answers")).toEqual([]);
  });

  it("says when there is nothing to review", async () => {
    openReview(() => reply({ cardId: 1 }), { ...QUEUE, cards: [], dueToday: 0 });
    expect(await screen.findByText(REVIEW_TEXT.emptyTitle)).toBeTruthy();
    expect(screen.getByText(REVIEW_TEXT.emptyBody)).toBeTruthy();
  });

  it("says when today's cap is reached and cards wait for tomorrow", async () => {
    openReview(() => reply({ cardId: 1 }), { ...QUEUE, cards: [], reviewedToday: 20, dueToday: 4 });
    expect(await screen.findByText(REVIEW_TEXT.capReached(20, 4))).toBeTruthy();
  });
});

const SUMMARY: ReviewSummary = { learned: 0, total: 2, dueToday: 2, reviewedToday: 0, dailyCap: 20, inQueue: 2, timeZone: "UTC", forecast: [] };
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 20_000).toISOString();

describe("review that tells the truth", () => {
  it("counts down the header's cards due as the learner works through the queue, to none when done, though the server still counts cards coming back today", async () => {
    // The server's count, as it was: the two missed cards come back in minutes, so they are "due today".
    openReview((body) => reply({ cardId: (body as { cardId: number }).cardId, rating: "again", verdict: { kind: "wrong" }, nextDue: inMinutes(10) }), QUEUE, {
      "GET /api/review/summary": [200, SUMMARY],
    });
    expect(await screen.findByRole("link", { name: "Review 2 cards due" }, { timeout: 5_000 })).toBeTruthy();
    await screen.findByRole("heading", { name: /That is good\./ });
    typeAndEnter("Das ist kalt");
    await screen.findByText(CARD_TEXT.wrong);
    expect(await screen.findByRole("link", { name: "Review 1 card due" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: CARD_TEXT.next }));
    await screen.findByRole("heading", { name: /I like sushi\./ });
    typeAndEnter("sushi desu");
    fireEvent.click(await screen.findByRole("button", { name: CARD_TEXT.finish }));
    await screen.findByRole("region", { name: REVIEW_TEXT.doneTitle });
    expect(screen.getByRole("link", { name: "Review" })).toBeTruthy();
    expect(screen.queryByText(/cards? due/)).toBeNull();
  });

  it("keeps the header's count when the figures arrive after the cards", async () => {
    const late = () => new Promise<ApiAnswer>((resolve) => setTimeout(() => resolve([200, SUMMARY]), 300));
    openReview(() => reply({ cardId: 1 }), QUEUE, { "GET /api/review/summary": late });
    await screen.findByRole("heading", { name: /That is good\./ }, { timeout: 5_000 });
    expect(await screen.findByRole("link", { name: "Review 2 cards due" }, { timeout: 3_000 })).toBeTruthy();
  });

  it("says in the summary which cards come back later today, when, and why", async () => {
    openReview((body) => {
      const { cardId } = body as { cardId: number };
      return cardId === 1 ? reply({ cardId, rating: "again", verdict: { kind: "wrong" }, nextDue: inMinutes(10) }) : reply({ cardId, nextDue: inTwoDays() });
    });
    await screen.findByRole("heading", { name: /That is good\./ });
    typeAndEnter("Das ist kalt");
    fireEvent.click(await screen.findByRole("button", { name: CARD_TEXT.next }));
    await screen.findByRole("heading", { name: /I like sushi\./ });
    typeAndEnter("sushi desu");
    fireEvent.click(await screen.findByRole("button", { name: CARD_TEXT.finish }));
    const back = await screen.findByRole("region", { name: REVIEW_TEXT.backTodayTitle });
    expect(back.textContent).toContain(REVIEW_TEXT.missedBack(1, "in 10 minutes"));
    expect(back.textContent).toContain(REVIEW_TEXT.whyBack);
    expect(back.textContent).not.toMatch(/got right/);
  });

  it("says when the cards answered today come back, rather than that there is nothing at all", async () => {
    openReview(() => reply({ cardId: 1 }), { ...QUEUE, cards: [], dueToday: 0, laterToday: 2, nextDueToday: inMinutes(8) });
    expect(await screen.findByText(REVIEW_TEXT.laterToday(2, "in 8 minutes"))).toBeTruthy();
    expect(screen.queryByText(REVIEW_TEXT.emptyBody)).toBeNull();
  });

  it("shows the Alt+H shortcut beside Hint with a mouse and keyboard, not on a touch screen", async () => {
    pointer("touch");
    openReview(() => reply({ cardId: 1 }));
    const hint = await screen.findByRole("button", { name: /Hint/ }, { timeout: 5_000 });
    expect(hint.textContent).not.toContain(CARD_TEXT.hintShortcut);
    expect(hint.getAttribute("aria-keyshortcuts")).toBeNull();
  });

  it("shows the shortcut where a fine pointer that hovers is the main one", async () => {
    pointer("mouse");
    openReview(() => reply({ cardId: 1 }));
    const hint = await screen.findByRole("button", { name: /Hint/ }, { timeout: 5_000 });
    expect(hint.textContent).toContain(CARD_TEXT.hintShortcut);
  });

  it("shows a wrong answer's words marked, why it is wrong, and plays the sentence", async () => {
    const api = openReview(
      () =>
        reply({
          cardId: 1,
          rating: "again",
          verdict: { kind: "wrong" },
          expected: "Das ist nicht gut.",
          marks: [
            { text: "Das", ok: true },
            { text: "nicht", ok: false },
            { text: "ist", ok: true },
            { text: "gut", ok: true },
          ],
          explanation: "“nicht” is in the wrong place: it comes later in the sentence.",
        }),
      QUEUE,
      { "POST /api/lessons/de-lesson01/speech": [200, { success: false, audioData: null, error: "No voice" }] },
    );
    await screen.findByRole("heading", { name: /That is good\./ });
    typeAndEnter("Das nicht ist gut.");
    await screen.findByText(CARD_TEXT.wrong);
    const wrong = [...document.querySelectorAll('[data-mark="wrong"]')].map((word) => word.textContent);
    expect(wrong).toEqual(["nicht"]);
    expect(screen.getByText(/You said:/).textContent).toBe("You said: “Das nicht (not right) ist gut.”");
    expect(screen.getByText(/Why:/).closest("p")!.textContent).toBe("Why: “nicht” is in the wrong place: it comes later in the sentence.");
    // Played once by itself: the lesson's voice is asked for the sentence.
    await waitFor(() => expect(callsTo(api, "/api/lessons/de-lesson01/speech").map(([, body]) => body)).toEqual([{ text: "Das ist nicht gut." }]));
    // This test browser has no voice at all: the card says so instead of offering a silent speaker.
    expect(await screen.findByText(HEAR_TEXT.silent("German"), {}, { timeout: 4_000 })).toBeTruthy();
  });

  it("says once that the device has no voice for the language, then offers no speaker on the next cards", async () => {
    openReview(
      (body) => {
        const { cardId } = body as { cardId: number };
        return cardId === 1 ? reply({ cardId, rating: "again", verdict: { kind: "wrong" } }) : reply({ cardId, expected: "Sushi ga suki desu." });
      },
      { ...QUEUE, cards: [card(1, "That is good."), card(2, "That is very good.")] },
      { "POST /api/lessons/de-lesson01/speech": [200, { success: false, audioData: null, error: "No voice" }] },
    );
    await screen.findByRole("heading", { name: /That is good\./ }, { timeout: 5_000 });
    typeAndEnter("Das ist kalt");
    expect(await screen.findByText(HEAR_TEXT.silent("German"), {}, { timeout: 4_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: CARD_TEXT.next }));
    await screen.findByRole("heading", { name: /That is very good\./ });
    typeAndEnter("Das ist sehr gut");
    await screen.findByText(CARD_TEXT.right);
    expect(screen.queryByText(HEAR_TEXT.silent("German"))).toBeNull();
    expect(screen.queryByRole("button", { name: HEAR_TEXT.hear })).toBeNull();
  });

  it("offers to hear the sentence again after any answer", async () => {
    openReview(() => reply({ cardId: 1 }));
    await screen.findByRole("heading", { name: /That is good\./ });
    typeAndEnter("Das ist gut");
    await screen.findByText(CARD_TEXT.right);
    expect(screen.getByRole("button", { name: HEAR_TEXT.hear })).toBeTruthy();
  });
});
