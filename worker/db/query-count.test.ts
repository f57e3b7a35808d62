import { describe, expect, it } from "vitest";
import { LESSON_VISIT } from "../../contract/constants";
import { call, DEMO, signIn } from "../test/client";

const COUNT = { "X-Count-D1-Queries": "1" };

async function counted(path: string, options: Parameters<typeof call>[1] = {}) {
  const response = await call(path, { ...options, headers: { ...options.headers, ...COUNT } });
  expect(response.status).toBeLessThan(300);
  const figure = (name: string) => Number(response.headers.get(name));
  return { total: figure("X-D1-Queries"), session: figure("X-D1-Session-Queries"), roundTrips: figure("X-D1-Round-Trips") };
}

/** Writes limited per learner (issue 29): the minute's and the day's counters, and the day's time for the lesson, in one batch of their own. */
const LIMITED_WRITES: Record<string, number> = { "/api/progress/lesson/de-lesson01": 3 };

describe("counting D1 statements (development and tests only)", () => {
  it("says nothing unless asked", async () => {
    const response = await call("/api/languages");
    expect(response.headers.has("X-D1-Queries")).toBe(false);
  });

  it("counts the session lookup apart, and a batch as one round trip", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    expect(await counted("/api/user", { cookie })).toEqual({ total: 1, session: 1, roundTrips: 1 });
    expect(await counted("/api/languages/de/lessons")).toEqual({ total: 2, session: 0, roundTrips: 1 });
  });

  it("serves the catalogue from the isolate's copy after the first call", async () => {
    expect((await counted("/api/languages")).total).toBe(1);
    expect((await counted("/api/languages")).total).toBe(0);
  });

  // Issue 10: the routes every visit and every lesson view call run at most 2 statements besides the session lookup
  // (and, where a write is limited per learner, its counters: LIMITED_WRITES).
  it.each([
    ["GET", "/api/user", undefined],
    ["GET", "/api/languages", undefined],
    ["GET", "/api/lessons/de-lesson01", undefined],
    ["GET", "/api/languages/de/lessons", undefined],
    ["GET", "/api/progress/language/de", undefined],
    ["GET", "/api/progress/summary", undefined],
    ["POST", "/api/progress/lesson/de-lesson01/complete", undefined],
    ["POST", "/api/progress/lesson/de-lesson01", LESSON_VISIT],
    ["POST", "/api/chat/init", { lessonId: "de-lesson01" }],
    ["GET", "/api/chat/notes/de-lesson01", undefined],
  ])("%s %s runs at most 2 statements besides the session lookup", async (method, path, json) => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    // The first call may do one-time work (the tutor receiving its lesson): both count.
    for (let attempt = 0; attempt < 2; attempt++) {
      const { total, session } = await counted(path, { method, cookie, json });
      expect(session).toBeLessThanOrEqual(1);
      expect(total - session - (LIMITED_WRITES[path] ?? 0)).toBeLessThanOrEqual(2);
    }
  });
});
