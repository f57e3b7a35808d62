/**
 * Test helpers for the lesson screen: the lesson data, a fake API answering from a small table,
 * and the pages' harness for rendering inside the app's providers (StrictMode) and a memory router.
 */
import { vi } from "vitest";
import type { Language, LessonSummary, User } from "../../../contract/wire";

/** [status, JSON body], or a function of the request body that may answer later. */
export type ApiAnswer = readonly [number, unknown];
type ApiRoute = ApiAnswer | ((body: unknown) => ApiAnswer | Promise<ApiAnswer>);

/**
 * Answers fetch from `routes`, keyed "METHOD /path"; anything else answers 404.
 * `GET /api/user` answers 401 (signed out) unless given.
 */
export function mockApi(routes: Record<string, ApiRoute>) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://app.test");
    const route =
      routes[`${init?.method ?? "GET"} ${url.pathname}`] ??
      (url.pathname === "/api/user" ? ([401, { message: "Please sign in to continue." }] as const) : undefined);
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = typeof route === "function" ? await route(body) : (route ?? ([404, { message: "Not found" }] as const));
    return new Response(JSON.stringify(answer[1]), { status: answer[0], headers: { "Content-Type": "application/json" } });
  });
}

/** The requests made so far to `path`, as [method, body as sent, content type]. */
export function callsTo(fetchSpy: ReturnType<typeof mockApi>, path: string) {
  return fetchSpy.mock.calls
    .filter(([input]) => new URL(String(input), "http://app.test").pathname === path)
    .map(([, init]) => [init?.method ?? "GET", init?.body, new Headers(init?.headers).get("Content-Type")] as const);
}

// Rendering (providers, StrictMode, memory router, location probe) is the pages' harness.
export { currentLocation, renderPage as renderAt } from "../page-harness";

export const FREE_USER: User = {
  id: 7,
  username: "ana",
  email: "ana@example.com",
  emailVerified: true,
  isAdmin: false,
  subscriptionTier: "free",
  subscriptionExpiry: null,
};

export const PREMIUM_USER: User = { ...FREE_USER, subscriptionTier: "premium" };

export const GERMAN: Language = { id: 1, code: "de", name: "German", flagCode: "de", speakers: null };

export const summary = (number: number, title: string): LessonSummary => ({
  lessonId: `de-lesson${String(number).padStart(2, "0")}`,
  title,
  languageCode: "de",
  number,
});

export const GERMAN_LESSONS = [
  summary(1, "Words You Already Know"),
  summary(2, "I Am, You Are"),
  summary(3, "What You Want"),
];
