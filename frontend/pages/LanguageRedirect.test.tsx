import { cleanup, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FREE_LESSONS_PER_LANGUAGE } from "../../contract/constants";
import { lessonIdFor, lessonPath } from "../../contract/lesson-ids";
import type { ProgressRecord } from "../../contract/wire";
import { progressRecord } from "../../contract/progress-record-fixture";
import { currentLocation, FREE_USER, GERMAN_LESSONS, mockApi, PREMIUM_USER, renderAt, summary } from "./lesson/lesson-harness";
import LanguageRedirect from "./LanguageRedirect";

afterEach(() => vi.restoreAllMocks());

const COURSE = [...GERMAN_LESSONS, summary(4, "Where You Go"), summary(5, "What You Did")];
const done = (...numbers: number[]): ProgressRecord[] => numbers.map((number) => progressRecord(lessonIdFor("de", number), { completed: true }));

async function landingFor(user: typeof FREE_USER, records: ProgressRecord[], url = "/language/de") {
  cleanup();
  vi.restoreAllMocks();
  mockApi({
    "GET /api/user": [200, user],
    // Listed out of order: the redirect goes by lesson number.
    "GET /api/languages/de/lessons": [200, [...COURSE].reverse()],
    "GET /api/progress/language/de": [200, records],
  });
  renderAt(<LanguageRedirect />, { path: url.startsWith("/languages") ? "/languages/:code" : "/language/:code", url });
  await waitFor(() => expect(currentLocation()).not.toBe(url));
  return currentLocation();
}

describe("/language/{code} and Continue Learning", () => {
  it("take a newcomer to lesson 1", async () => {
    expect(await landingFor(FREE_USER, [])).toBe("/de/lesson/01");
  });

  it("take the learner to the first lesson they have not completed", async () => {
    expect(await landingFor(PREMIUM_USER, done(1, 2))).toBe("/de/lesson/03");
    expect(await landingFor(PREMIUM_USER, done(1, 3), "/languages/de")).toBe("/de/lesson/02");
  });

  it("never onto the paywall: a free learner who finished the free lessons goes back to the last of them", async () => {
    const free = Array.from({ length: FREE_LESSONS_PER_LANGUAGE }, (_, index) => index + 1);
    const lastFree = lessonPath("de", FREE_LESSONS_PER_LANGUAGE);
    expect(await landingFor(FREE_USER, done(...free.slice(0, -1)))).toBe(lastFree);
    expect(await landingFor(FREE_USER, done(...free))).toBe(lastFree);
  });

  it("count a lesson only opened (started, not completed) as not done", async () => {
    expect(await landingFor(FREE_USER, [progressRecord("de-lesson01", { lastAccessedAt: "2026-03-01T10:00:00Z" })])).toBe("/de/lesson/01");
  });
});
