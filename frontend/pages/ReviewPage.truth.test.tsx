/** Review that tells the truth (decision 048): the header follows the queue, the summary says when and why, a wrong answer shows what differs. */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ReviewSummary } from "../../contract/wire";
import { callsTo, type AnswerFor } from "./page-harness";
import { CARD_TEXT } from "./review/ReviewCardView";
import { HEAR_TEXT } from "./review/HearSentence";
import { card, freshReviewScreenEachTest, inTwoDays, openReview, pointer, QUEUE, reply, typeAndEnter } from "./review/review-screen-harness";
import { REVIEW_TEXT } from "./ReviewPage";

freshReviewScreenEachTest();

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
    const late = () => new Promise<AnswerFor<"GET /api/review/summary">>((resolve) => setTimeout(() => resolve([200, SUMMARY]), 300));
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
