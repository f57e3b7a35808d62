import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import useSWR from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API_CACHE } from "../../contract/constants";
import { LANGUAGES_URL, lessonUrl } from "../../contract/read-urls";
import type { Language, Lesson, User } from "../../contract/wire";
import { callsTo, mockApi, renderPage, SIGNED_IN_USER, signedInAs, type AnswerFor } from "../pages/page-harness";
import { useAuth } from "./auth";
import { installFakeCacheStorage } from "./fake-cache-storage";

const PREMIUM: User = { ...SIGNED_IN_USER, id: 7, username: "pia", subscriptionTier: "premium" };
const FREE: User = { ...SIGNED_IN_USER, id: 8, username: "fred", subscriptionTier: "free" };
const PREMIUM_LESSON = lessonUrl("de-lesson03");
const LOCKED: AnswerFor<"GET /api/lessons/de-lesson03"> = [402, { message: "Subscribe to open this lesson", locked: true }];
const LANGUAGES: Language[] = [
  { id: 1, code: "de", name: "German", flagCode: "de", speakers: 130 },
  { id: 2, code: "es", name: "Spanish", flagCode: "es", speakers: 500 },
];
const PREMIUM_TEXT: Lesson = { lessonId: "de-lesson03", title: "Premium lesson", languageCode: "de", number: 3, content: "Ich möchte", html: "<p>Ich möchte</p>" };

/** The signed-in learner's controls, and a premium lesson read as the lesson screen reads it. */
function Account() {
  const { user, isLoading, login, logout } = useAuth();
  const lesson = useSWR<Lesson>(user ? PREMIUM_LESSON : null, { shouldRetryOnError: false });
  // Like the header's language menu: mounted whoever is signed in.
  const languages = useSWR<unknown[]>(LANGUAGES_URL);
  return (
    <>
      <p data-testid="languages">{languages.data ? `${languages.data.length} languages` : "no languages"}</p>
      <button type="button" onClick={() => void login({ username: "fred", password: "fred-pass-2026" })}>Log in as fred</button>
      <button type="button" onClick={() => void logout().catch(() => undefined)}>Log out</button>
      <p data-testid="loading">{isLoading ? "loading" : "settled"}</p>
      <p data-testid="lesson">{lesson.data ? `text of ${lesson.data.title}` : lesson.error ? "locked" : "nothing"}</p>
    </>
  );
}

const open = () => renderPage(<Account />, { path: "/", url: "/" });
const lessonShown = () => screen.getByTestId("lesson").textContent;

let cache: ReturnType<typeof installFakeCacheStorage>;
beforeEach(() => {
  localStorage.clear();
  cache = installFakeCacheStorage();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Pia signs in, so the service worker's cache holds her reads and belongs to her. */
async function premiumLearnerWasHere() {
  mockApi({ "GET /api/user": [200, PREMIUM], "GET /api/lessons/de-lesson03": [200, PREMIUM_TEXT] });
  open();
  await waitFor(() => expect(lessonShown()).toBe("text of Premium lesson"));
  cache.keep(API_CACHE.name, PREMIUM_LESSON);
  cleanup();
  vi.restoreAllMocks();
}

describe("the offline cache belongs to the signed-in account", () => {
  it("is emptied before the logout request leaves, not after", async () => {
    await premiumLearnerWasHere();
    let cachedWhenLogoutSent: string[] | undefined;
    mockApi({
      "GET /api/user": [200, PREMIUM],
      "POST /api/logout": () => {
        cachedWhenLogoutSent = cache.urls(API_CACHE.name);
        return [200, { message: "Logged out" }];
      },
    });
    open();
    await waitFor(() => expect(signedInAs()).toBe("pia"));
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(signedInAs()).toBe("nobody"));
    expect(cachedWhenLogoutSent).toEqual([]);
  });

  it("is emptied even when the logout request never reaches the server", async () => {
    await premiumLearnerWasHere();
    mockApi({ "GET /api/user": [200, PREMIUM], "POST /api/logout": "network", "GET /api/lessons/de-lesson03": [200, PREMIUM_TEXT] });
    open();
    await waitFor(() => expect(lessonShown()).toBe("text of Premium lesson"));
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(cache.urls(API_CACHE.name)).toEqual([]));
    // Still signed in on the server, so the app says so again, and the screen reads again.
    await waitFor(() => expect(signedInAs()).toBe("pia"));
    await waitFor(() => expect(lessonShown()).toBe("text of Premium lesson"));
  });

  it("is emptied when /api/user answers 401 (the session ended elsewhere)", async () => {
    await premiumLearnerWasHere();
    mockApi({ "GET /api/user": [401, { message: "Please sign in to continue." }] });
    open();
    await waitFor(() => expect(cache.urls(API_CACHE.name)).toEqual([]));
    expect(signedInAs()).toBe("nobody");
  });

  it("is emptied when the session hint cookie is gone, without asking who is signed in", async () => {
    await premiumLearnerWasHere();
    const fetchSpy = mockApi({});
    open();
    await waitFor(() => expect(cache.urls(API_CACHE.name)).toEqual([]));
    expect(signedInAs()).toBe("nobody");
    expect(callsTo(fetchSpy, "/api/user")).toEqual([]);
  });

  it("is kept when the same learner comes back, and when the network is down", async () => {
    await premiumLearnerWasHere();
    mockApi({ "GET /api/user": [200, PREMIUM] });
    open();
    await waitFor(() => expect(signedInAs()).toBe("pia"));
    cleanup();
    vi.restoreAllMocks();
    mockApi({ "GET /api/user": "network" });
    open();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(cache.urls(API_CACHE.name)).toEqual([PREMIUM_LESSON]);
  });

  it("is emptied when another learner turns out to be signed in", async () => {
    await premiumLearnerWasHere();
    mockApi({ "GET /api/user": [200, FREE] });
    open();
    await waitFor(() => expect(signedInAs()).toBe("fred"));
    await waitFor(() => expect(cache.urls(API_CACHE.name)).toEqual([]));
  });

  it("is emptied before another learner's login shows them anything", async () => {
    await premiumLearnerWasHere();
    mockApi({ "GET /api/user": "network", "POST /api/login": [200, FREE], "GET /api/lessons/de-lesson03": LOCKED });
    open();
    fireEvent.click(screen.getByRole("button", { name: "Log in as fred" }));
    await waitFor(() => expect(signedInAs()).toBe("fred"));
    expect(cache.urls(API_CACHE.name)).toEqual([]);
  });

  it("lets a free learner who signs in after a premium one see the lock, never the premium text held in memory", async () => {
    mockApi({
      "GET /api/user": [200, PREMIUM],
      "GET /api/languages": [200, LANGUAGES],
      "POST /api/logout": [200, { message: "Logged out" }],
      "POST /api/login": [200, FREE],
      "GET /api/lessons/de-lesson03": [200, PREMIUM_TEXT],
    });
    open();
    await waitFor(() => expect(lessonShown()).toBe("text of Premium lesson"));
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(signedInAs()).toBe("nobody"));
    vi.restoreAllMocks();
    mockApi({ "GET /api/user": [200, FREE], "POST /api/login": [200, FREE], "GET /api/lessons/de-lesson03": LOCKED, "GET /api/languages": [200, LANGUAGES] });
    fireEvent.click(screen.getByRole("button", { name: "Log in as fred" }));
    await waitFor(() => expect(signedInAs()).toBe("fred"));
    await waitFor(() => expect(lessonShown()).toBe("locked"));
    // Screens that wait for the account (the protected ones) are not left waiting, and what is
    // on screen for everyone is read again rather than left empty.
    expect(screen.getByTestId("loading").textContent).toBe("settled");
    await waitFor(() => expect(screen.getByTestId("languages").textContent).toBe("2 languages"));
  });
});
