/**
 * Test helpers for the account screens: render a screen inside the app's providers and a memory
 * router, and answer its API calls from a small table instead of a server.
 */
import { act, render, screen } from "@testing-library/react";
import { StrictMode, type ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { SWRConfig } from "swr";
import { vi } from "vitest";
import { SESSION_HINT_COOKIE } from "../../contract/constants";
import type { User } from "../../contract/wire";
import { load } from "../lib/api";
import { AuthProvider, useAuth } from "../lib/auth";
import { ToastProvider } from "../lib/toast";
import type { MockFor, MockRoutes } from "./mock-answers";

export type { AnswerFor, MockFor, MockRoutes } from "./mock-answers";

/** Any mocked answer as the harness plays it: [status, JSON body] or a failed connection. */
type PlayedAnswer = readonly [number, unknown] | "network";
type PlayedRoute = PlayedAnswer | ((body: unknown) => PlayedAnswer | Promise<PlayedAnswer>);

/** The readable cookie the Worker sets beside the session cookie; the app asks who is signed in only when it is there. */
export function setSessionHint(present: boolean) {
  document.cookie = present ? `${SESSION_HINT_COOKIE}=1; path=/` : `${SESSION_HINT_COOKIE}=; max-age=0; path=/`;
}

/** The requests whose success ends the session: logging out, deleting the account. */
const SESSION_ENDING = ["POST /api/logout", "DELETE /api/user/delete"];

/**
 * Answers fetch from `routes`, keyed "METHOD /path" or "METHOD /path?query" (the exact one wins).
 * Anything else answers 404. `GET /api/user` answers 401 (signed out) unless given; when it is
 * given, the browser holds the session hint cookie, as it does once the learner has signed in.
 * Each key's answer is typed by the Worker's route for it (mock-answers.ts).
 */
export function mockApi<Keys extends string>(table: MockRoutes<Keys>) {
  // Typed for the test's author; the harness only plays the answers back.
  const routes = table as unknown as Partial<Record<string, PlayedRoute>>;
  setSessionHint("GET /api/user" in routes);
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://app.test");
    const method = init?.method ?? "GET";
    const route =
      routes[`${method} ${url.pathname}${url.search}`] ??
      routes[`${method} ${url.pathname}`] ??
      (url.pathname === "/api/user" ? ([401, { message: "Please sign in to continue." }] as const) : undefined);
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = typeof route === "function" ? await route(body) : (route ?? ([404, { message: "Not found" }] as const));
    if (answer === "network") throw new TypeError("Failed to fetch");
    // As the Worker does: a session that ends takes the hint cookie with it.
    if (answer[0] < 300 && SESSION_ENDING.includes(`${method} ${url.pathname}`)) setSessionHint(false);
    return new Response(JSON.stringify(answer[1]), { status: answer[0], headers: { "Content-Type": "application/json" } });
  });
}

/** A one-route table for a key built at run time (a fresh token in the query), still typed by its route. */
export function mockRoute<Key extends string>(key: Key, mock: MockFor<Key>): MockRoutes<Key> {
  return { [key]: mock } as MockRoutes<Key>;
}

/** The requests made so far to `path`, as [method, parsed body]. */
export function callsTo(fetchSpy: ReturnType<typeof mockApi>, path: string): [string, unknown][] {
  return fetchSpy.mock.calls
    .filter(([input]) => new URL(String(input), "http://app.test").pathname === path)
    .map(([, init]) => [init?.method ?? "GET", typeof init?.body === "string" ? JSON.parse(init.body) : undefined]);
}

/** The requests made so far to `path` as sent: [method, raw body, Content-Type]. */
export function sentTo(fetchSpy: ReturnType<typeof mockApi>, path: string) {
  return fetchSpy.mock.calls
    .filter(([input]) => new URL(String(input), "http://app.test").pathname === path)
    .map(([, init]) => [init?.method ?? "GET", init?.body, new Headers(init?.headers).get("Content-Type")] as const);
}

/** Where the router is and who is signed in, kept visible whatever screen is shown. */
function Probes() {
  const { pathname, search } = useLocation();
  const { user } = useAuth();
  return (
    <>
      <div data-testid="location">{pathname + search}</div>
      <div data-testid="signed-in">{user?.username ?? "nobody"}</div>
    </>
  );
}

/**
 * Renders `element` at `path` (a route pattern), starting from `url`, in StrictMode as the app
 * does, so effects that must run once (a single-use token) are tested the hard way.
 */
export function renderPage(element: ReactNode, { path, url }: { path: string; url: string }) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Probes />
          </>
        ),
        children: [
          { path, element },
          { path: "*", element: <p>another screen</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <StrictMode>
      <SWRConfig value={{ provider: () => new Map(), fetcher: load, dedupingInterval: 0 }}>
        <ToastProvider>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </ToastProvider>
      </SWRConfig>
    </StrictMode>,
  );
  return { ...view, router };
}

/** Picks an option as a person does: the browser sets the value and fires "change". */
export function chooseOption(select: HTMLElement, value: string) {
  act(() => {
    (select as HTMLSelectElement).value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/** Where the memory router is now (path and query). */
export function currentLocation(): string {
  return screen.getByTestId("location").textContent ?? "";
}

/** The username of the signed-in learner as the app sees it, or "nobody". */
export function signedInAs(): string {
  return screen.getByTestId("signed-in").textContent ?? "";
}

export const SIGNED_IN_USER: User = {
  id: 7,
  username: "ana",
  email: "ana@example.com",
  emailVerified: true,
  isAdmin: false,
  subscriptionTier: "free",
  subscriptionExpiry: null,
};
