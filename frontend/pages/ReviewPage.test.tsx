import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reviewOutbox } from "../lib/review-outbox";
import { callsTo, SIGNED_IN_USER } from "./page-harness";
import { CARD_TEXT } from "./review/ReviewCardView";
import { answerField, freshReviewScreenEachTest, openReview, QUEUE, reply, typeAndEnter } from "./review/review-screen-harness";
import { REVIEW_TEXT } from "./ReviewPage";

freshReviewScreenEachTest();

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
