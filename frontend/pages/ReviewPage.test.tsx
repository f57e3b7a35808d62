import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReviewAnswerResult, ReviewCard, ReviewQueue } from "../../contract/wire";
import { callsTo, mockApi, renderPage, SIGNED_IN_USER, type ApiAnswer } from "./page-harness";
import { CARD_TEXT } from "./review/ReviewCardView";
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

const QUEUE: ReviewQueue = { cards: [card(1, "That is good."), card(2, "I like sushi.", "ja")], dailyCap: 20, reviewedToday: 0, dueToday: 2 };
const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000 + 60_000).toISOString();
const reply = (json: Partial<ReviewAnswerResult> & { cardId: number }): ApiAnswer => [
  200,
  { verdict: { kind: "correct" }, rating: "good", expected: "Das ist gut.", nextDue: inTwoDays(), duplicate: false, ...json },
];

function openReview(answers: (body: unknown) => ApiAnswer | Promise<ApiAnswer>, queue: ReviewQueue = QUEUE) {
  const api = mockApi({
    "GET /api/user": [200, SIGNED_IN_USER],
    "GET /api/review/queue": [200, queue],
    "POST /api/review/answers": answers,
  });
  renderPage(<ReviewPage />, { path: "/review", url: "/review" });
  return api;
}

const answerField = () => screen.getByLabelText(CARD_TEXT.answerLabel) as HTMLInputElement;
function typeAndEnter(text: string) {
  fireEvent.input(answerField(), { target: { value: text } });
  fireEvent.change(answerField(), { target: { value: text } });
  fireEvent.submit(answerField().form!);
}

afterEach(() => vi.restoreAllMocks());

describe("the review screen", () => {
  it("takes the cards one at a time by keyboard, and sums them up at the end", async () => {
    const api = openReview((body) => {
      const { cardId, attempt } = body as { cardId: number; attempt: string };
      return cardId === 1 ? reply({ cardId }) : reply({ cardId, rating: "again", verdict: { kind: "wrong" }, expected: `not ${attempt}` });
    });
    expect(await screen.findByRole("heading", { name: /That is good\./ })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(answerField()));
    typeAndEnter("Das ist gut");
    expect(await screen.findByText(CARD_TEXT.right)).toBeTruthy();
    expect(screen.getByText("Das ist gut.")).toBeTruthy();
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
      { cardId: 1, attempt: "Das ist gut", hintUsed: false, gaveUp: false, idempotencyKey: expect.any(String) },
      { cardId: 2, attempt: "sushi desu", hintUsed: false, gaveUp: false, idempotencyKey: expect.any(String) },
    ]);
    expect(sent[0]!.idempotencyKey).not.toBe(sent[1]!.idempotencyKey);
  });

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

  it("sends an answer again with the same idempotency key after a failed connection", async () => {
    let attempts = 0;
    const api = openReview(() => (++attempts === 1 ? "network" : reply({ cardId: 1 })));
    await screen.findByRole("heading", { name: /That is good\./ });
    typeAndEnter("Das ist gut");
    expect(await screen.findByText(CARD_TEXT.failed)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: CARD_TEXT.check }));
    expect(await screen.findByText(CARD_TEXT.right)).toBeTruthy();
    const [first, second] = callsTo(api, "/api/review/answers").map(([, body]) => (body as { idempotencyKey: string }).idempotencyKey);
    expect(second).toBe(first);
  });

  it("asks for a sentence before sending an empty one", async () => {
    const api = openReview(() => reply({ cardId: 1 }));
    await screen.findByRole("heading", { name: /That is good\./ });
    typeAndEnter("   ");
    expect(screen.getByText(CARD_TEXT.empty)).toBeTruthy();
    expect(callsTo(api, "/api/review/answers")).toEqual([]);
  });

  it("says when there is nothing to review", async () => {
    openReview(() => reply({ cardId: 1 }), { cards: [], dailyCap: 20, reviewedToday: 0, dueToday: 0 });
    expect(await screen.findByText(REVIEW_TEXT.emptyTitle)).toBeTruthy();
    expect(screen.getByText(REVIEW_TEXT.emptyBody)).toBeTruthy();
  });

  it("says when today's cap is reached and cards wait for tomorrow", async () => {
    openReview(() => reply({ cardId: 1 }), { cards: [], dailyCap: 20, reviewedToday: 20, dueToday: 4 });
    expect(await screen.findByText(REVIEW_TEXT.capReached(20, 4))).toBeTruthy();
  });
});
