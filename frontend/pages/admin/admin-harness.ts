/**
 * Test helpers for the admin dashboard: the page harness's fake API, plus the X-Total-Count header
 * the Worker sends with the user list, and a few accounts to list.
 */
import { mockApi, type MockRoutes } from "../page-harness";

/** mockApi, with `X-Total-Count: total` on every successful answer to GET /api/admin/users. */
export function mockAdminApi<Keys extends string>(routes: MockRoutes<Keys>, { total }: { total?: number } = {}) {
  const api = mockApi(routes);
  const answer = api.getMockImplementation()!;
  api.mockImplementation(async (input, init) => {
    const response = await answer(input, init);
    const url = new URL(String(input), "http://app.test");
    if (url.pathname !== "/api/admin/users" || !response.ok || total === undefined) return response;
    const headers = new Headers(response.headers);
    headers.set("X-Total-Count", String(total));
    return new Response(await response.text(), { status: response.status, headers });
  });
  return api;
}

/** The URLs (path and query) requested so far under `path`. */
export function requestedUrls(api: ReturnType<typeof mockApi>, path: string): URL[] {
  return api.mock.calls
    .map(([input]) => new URL(String(input), "http://app.test"))
    .filter((url) => url.pathname === path);
}

export const ADMIN_ACCOUNT = {
  id: 1,
  username: "admin",
  email: "admin@example.com",
  emailVerified: true,
  isAdmin: true,
  subscriptionTier: "free",
  subscriptionExpiry: null,
  createdAt: "2026-01-02T09:00:00.000Z",
} as const;

export const LEARNER_ACCOUNT = {
  id: 2,
  username: "learner",
  email: "learner@example.com",
  emailVerified: false,
  isAdmin: false,
  subscriptionTier: "premium",
  subscriptionExpiry: "2027-03-12T12:00:00.000Z",
  createdAt: "2026-01-03T09:00:00.000Z",
} as const;

export const ANALYTICS = {
  userCount: 1284,
  premiumUserCount: 97,
  languageCount: 7,
  lessonCount: 21,
  completedLessonCount: 3310,
} as const;
