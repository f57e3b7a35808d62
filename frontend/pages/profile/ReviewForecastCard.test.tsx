import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReviewSummary, User } from "../../../contract/wire";
import { ReviewLink, REVIEW_LINK_TEXT } from "../../components/ReviewLink";
import { mockApi, renderPage, SIGNED_IN_USER } from "../page-harness";
import { ReviewForecastCard, REVIEW_CARD_TEXT } from "./ReviewForecastCard";

const forecast = Array.from({ length: 30 }, (_, day) => ({ date: `2026-03-${String(day + 1).padStart(2, "0")}`, due: day === 0 ? 4 : day === 2 ? 7 : 0 }));
const SUMMARY: ReviewSummary = { learned: 12, total: 40, dueToday: 9, reviewedToday: 15, dailyCap: 20, inQueue: 5, timeZone: "UTC", forecast };

function show(summary: ReviewSummary | null, user: User = SIGNED_IN_USER) {
  const api = mockApi({ "GET /api/user": [200, user], ...(summary ? { "GET /api/review/summary": [200, summary] } : {}) });
  renderPage(
    <>
      <ReviewLink />
      <ReviewForecastCard />
    </>,
    { path: "/profile", url: "/profile" },
  );
  return api;
}

afterEach(() => vi.restoreAllMocks());

describe("the review figures", () => {
  it("show what is due today in the header link and the profile, with learned cards and the forecast", async () => {
    show(SUMMARY);
    const link = await screen.findByRole("link", { name: REVIEW_LINK_TEXT.due(5) });
    expect(link.getAttribute("href")).toBe("/review");
    const card = screen.getByRole("region", { name: REVIEW_CARD_TEXT.title });
    expect(within(card).getByText(REVIEW_CARD_TEXT.learned).nextElementSibling?.textContent).toBe("12");
    expect(within(card).getByText(REVIEW_CARD_TEXT.dueToday).nextElementSibling?.textContent).toBe("5");
    const bars = within(within(card).getByRole("list", { name: REVIEW_CARD_TEXT.forecast })).getAllByRole("listitem");
    expect(bars).toHaveLength(30);
    expect(bars[2]!.getAttribute("aria-label")).toBe("3 Mar: 7 due");
    expect(within(card).getByRole("link", { name: REVIEW_CARD_TEXT.review(5) }).getAttribute("href")).toBe("/review");
    // The daily limit is where a learner looks for it, with the way to change it.
    expect(within(card).getByText(REVIEW_CARD_TEXT.cap(20))).toBeTruthy();
    expect(within(card).getByRole("link", { name: REVIEW_CARD_TEXT.changeCap }).getAttribute("href")).toBe("/settings#settings-review");
  });

  it("ask nothing for a learner whose email is not verified", async () => {
    const api = show(null, { ...SIGNED_IN_USER, emailVerified: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.mock.calls.some(([input]) => String(input).includes("/api/review/"))).toBe(false);
    expect(screen.queryByRole("link", { name: /Review/ })).toBeNull();
  });
});
