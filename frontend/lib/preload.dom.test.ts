import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SIGNED_IN_USER, setSessionHint } from "../pages/page-harness";

const LESSON = "/api/lessons/de-lesson01";

/** A fresh copy of the modules (swr's preload table and the known user are per module instance). */
async function freshPreload() {
  vi.resetModules();
  return import("./preload");
}

function answerUser(user: unknown, status = 200) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const path = new URL(String(input), "http://app.test").pathname;
    const body = path === "/api/user" ? user : { lessonId: "de-lesson01" };
    return new Response(JSON.stringify(body), { status: path === "/api/user" ? status : 200, headers: { "Content-Type": "application/json" } });
  });
}

const requested = (fetchSpy: ReturnType<typeof answerUser>) => fetchSpy.mock.calls.map(([input]) => new URL(String(input), "http://app.test").pathname);

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  setSessionHint(true);
});
afterEach(() => vi.restoreAllMocks());

describe("preloading a screen's reads", () => {
  it("asks for a lesson as soon as the first answer says a verified learner is signed in", async () => {
    const fetchSpy = answerUser(SIGNED_IN_USER);
    (await freshPreload()).preloadLearnerReads(LESSON);
    await vi.waitFor(() => expect(requested(fetchSpy)).toEqual(["/api/user", LESSON]));
  });

  it("does not ask for a lesson when the session has ended", async () => {
    const fetchSpy = answerUser({ message: "Please sign in to continue." }, 401);
    (await freshPreload()).preloadLearnerReads(LESSON);
    await vi.waitFor(() => expect(requested(fetchSpy)).toEqual(["/api/user"]));
    await new Promise((settle) => setTimeout(settle, 20));
    expect(requested(fetchSpy)).toEqual(["/api/user"]);
  });

  it("does not ask for a lesson for a learner who has not verified their email", async () => {
    const fetchSpy = answerUser({ ...SIGNED_IN_USER, emailVerified: false });
    (await freshPreload()).preloadLearnerReads(LESSON);
    await vi.waitFor(() => expect(requested(fetchSpy)).toEqual(["/api/user"]));
    await new Promise((settle) => setTimeout(settle, 20));
    expect(requested(fetchSpy)).toEqual(["/api/user"]);
  });

  it("asks nothing, not even who is signed in, for a visitor without the session hint", async () => {
    setSessionHint(false);
    const fetchSpy = answerUser({ message: "Please sign in to continue." }, 401);
    (await freshPreload()).preloadLearnerReads(LESSON);
    await new Promise((settle) => setTimeout(settle, 20));
    expect(requested(fetchSpy)).toEqual([]);
  });

  it("asks for reads anyone may make straight away", async () => {
    const fetchSpy = answerUser(null, 401);
    (await freshPreload()).preloadReads("/api/languages");
    expect(requested(fetchSpy)).toEqual(["/api/languages"]);
  });
});
