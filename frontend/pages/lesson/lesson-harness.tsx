/**
 * Test helpers for the lesson screen: render inside the app's providers (StrictMode, as the app
 * runs) and a memory router, and answer the API from a small table instead of a server.
 */
import { render, screen } from "@testing-library/react";
import { StrictMode, type ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { SWRConfig } from "swr";
import { vi } from "vitest";
import type { Language, LessonSummary, User } from "../../../contract/wire";
import { load } from "../../lib/api";
import { AuthProvider } from "../../lib/auth";
import { ToastProvider } from "../../lib/toast";

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

function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

export function renderAt(element: ReactNode, { path, url }: { path: string; url: string }) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
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

export function currentLocation(): string {
  return screen.getByTestId("location").textContent ?? "";
}

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
