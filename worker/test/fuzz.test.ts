/**
 * Generated and mutated requests against every route the app registers, signed out, as a learner
 * and as an admin: never a 5xx, always JSON `{ message }` on errors, and nothing written by a
 * rejected request. FUZZ_RUNS sets the cases per route (`npm run fuzz` runs 20,000).
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The tests' own entry (worker/dev-index.ts): every route, the dev outbox too.
import { devApp as app } from "../dev-app";
import { call, DEMO, ORIGIN, signIn } from "./client";
import { databaseTables } from "./tables";

const RUNS = Number((env as unknown as { FUZZ_RUNS?: string }).FUZZ_RUNS ?? 200);
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const;
const CONTENT_TYPES = ["application/json", "application/json; charset=utf-8", "text/plain", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded", ""];

/** Tables a rejected request may change: its rate-limit counters. */
const MAY_MOVE = new Set(["rate_limits"]);

/** What the database holds, in a form that changes with any row added, removed or changed in `watched`. */
async function fingerprint(watched: readonly string[]): Promise<string> {
  const rows = await env.DB.batch(
    watched.map((table) => env.DB.prepare(`SELECT '${table}' AS name, count(*) AS count, coalesce(sum(length(CAST(rowid AS TEXT))), 0) AS weight FROM ${table}`)),
  );
  const userState = await env.DB.prepare("SELECT group_concat(id || is_admin || subscription_tier || coalesce(deleted_at, '') || coalesce(password_hash, ''), ',') AS state FROM users").first<{ state: string }>();
  return JSON.stringify([rows.map((row) => row.results[0]), userState?.state]);
}

const routes = [...new Map(app.routes.filter((route) => route.method !== "ALL").map((route) => [`${route.method} ${route.path}`, route])).values()];

const segment = fc.oneof(
  fc.constantFrom("de-lesson01", "de-lesson03", "de", "xx", "1", "0", "-1", "99999999999", "de-lesson", "..", "%00", "%F0%9F%98%80"),
  fc.string({ maxLength: 30 }).map((text) => encodeURIComponent(text) || "x"),
);

const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.record({
    username: fc.oneof(fc.string(), fc.constant("learner")),
    password: fc.string(),
    email: fc.oneof(fc.emailAddress(), fc.string()),
    lessonId: fc.oneof(fc.constant("de-lesson01"), fc.string()),
    confirmation: fc.string(),
    userId: fc.oneof(fc.integer(), fc.string()),
    score: fc.oneof(fc.integer(), fc.double()),
    timeSpent: fc.oneof(fc.integer(), fc.double()),
    text: fc.string({ maxLength: 50 }),
    cardId: fc.oneof(fc.integer(), fc.string()),
    attempt: fc.string({ maxLength: 50 }),
    idempotencyKey: fc.oneof(fc.uuid(), fc.string()),
    dailyCap: fc.oneof(fc.integer(), fc.double()),
    conversation: fc.array(fc.record({ role: fc.constantFrom("user", "assistant", "system"), content: fc.string() }), { maxLength: 3 }),
  }, { requiredKeys: [] }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constant(""),
  fc.constant("{".repeat(10)),
  fc.string({ unit: "grapheme", maxLength: 50 }),
);

describe("every route, fed generated requests", () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route.path] as const))("%s never fails on the server", async (_name, path) => {
    const cookies = {
      none: undefined,
      learner: await signIn(DEMO.learner.username, DEMO.learner.password),
      admin: await signIn(DEMO.admin.username, DEMO.admin.password),
    };
    const watched = (await databaseTables()).filter((table) => !MAY_MOVE.has(table));
    // The state after one case is the state before the next: each case reads the database once.
    let state = await fingerprint(watched);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          method: fc.constantFrom(...METHODS),
          role: fc.constantFrom("none", "learner", "admin") as fc.Arbitrary<keyof typeof cookies>,
          segments: fc.array(segment, { minLength: 4, maxLength: 4 }),
          query: fc.oneof(fc.constant(""), fc.string({ maxLength: 40 }).map((text) => `?search=${encodeURIComponent(text)}&token=${encodeURIComponent(text)}&page=${text.length}&timeZone=${encodeURIComponent(text)}`)),
          contentType: fc.constantFrom(...CONTENT_TYPES),
          body,
          origin: fc.constantFrom(ORIGIN, ORIGIN, "https://evil.example", null),
        }),
        async (input) => {
          let index = 0;
          const concrete = path.replace(/:[a-zA-Z]+(\{[^}]+\})?/g, () => input.segments[index++ % 4]!).replace(/\*$/, "x");
          const before = state;
          const hasBody = input.method !== "GET" && input.method !== "OPTIONS";
          const response = await call(`${concrete}${input.query}`, {
            method: input.method,
            cookie: cookies[input.role],
            origin: input.origin,
            headers: input.contentType ? { "Content-Type": input.contentType } : {},
            body: hasBody ? input.body : undefined,
          });
          const failed = response.status >= 400;
          const answerText = failed ? await response.text() : "";
          if (!failed) await response.body?.cancel();
          state = await fingerprint(watched);
          expect(response.status, `${input.method} ${concrete}`).toBeLessThan(500);
          if (failed) {
            const answer = JSON.parse(answerText) as { message?: unknown };
            expect(typeof answer.message, `${input.method} ${concrete} → ${response.status}`).toBe("string");
            expect(state, `${input.method} ${concrete} → ${response.status} wrote data`).toBe(before);
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);
});
