/** The seeded demo learner (scripts/seed.ts), signed in for the benchmarks that measure signed-in screens. */
export const DEMO_LEARNER = { username: "learner", password: "learner-pass-2026" } as const;

/**
 * Signs the demo learner in and returns the cookies it set (the session and its hint, which tells the
 * app a session may exist) as a Cookie header, `name=value; name=value`.
 */
export async function signInDemoLearner(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify(DEMO_LEARNER),
  });
  if (!response.ok) throw new Error(`sign-in as ${DEMO_LEARNER.username} answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((header) => header.split(";")[0]!);
  if (!cookies.some((cookie) => /^(__Host-)?session=/.test(cookie))) throw new Error("sign-in set no session cookie");
  return cookies.join("; ");
}
