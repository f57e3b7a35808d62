/** The seeded demo learner (scripts/seed.ts), signed in for the benchmarks that measure signed-in screens. */
export const DEMO_LEARNER = { username: "learner", password: "learner-pass-2026" } as const;

/** Signs the demo learner in and returns the session cookie as `name=value`. */
export async function signInDemoLearner(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify(DEMO_LEARNER),
  });
  if (!response.ok) throw new Error(`sign-in as ${DEMO_LEARNER.username} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]?.split(";")[0];
  if (!cookie) throw new Error("sign-in set no session cookie");
  return cookie;
}
