import { waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import LessonPage from "./LessonPage";
import { currentLocation, mockApi, renderAt } from "./lesson/lesson-harness";

afterEach(() => vi.restoreAllMocks());

describe("a lesson's address", () => {
  it("moves /de/lesson/1 to the lesson's one address, /de/lesson/01, keeping the query, without a new history entry", async () => {
    mockApi({});
    const { router } = renderAt(<LessonPage />, { path: ":language/lesson/:lessonNumber", url: "/de/lesson/1?from=review" });
    await waitFor(() => expect(currentLocation()).toBe("/de/lesson/01?from=review"));
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("keeps /de/lesson/01 as it is", async () => {
    mockApi({});
    renderAt(<LessonPage />, { path: ":language/lesson/:lessonNumber", url: "/de/lesson/01" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentLocation()).toBe("/de/lesson/01");
  });
});
