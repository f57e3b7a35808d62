/**
 * Generated and mutated requests against every route the app registers, each with its own method
 * (from the app's route table), signed out, as a learner and as an admin: never a 5xx, always JSON
 * `{ message }` on errors, and nothing written by a rejected request: every row of every table is
 * compared, so an UPDATE shows as well as an INSERT or DELETE. FUZZ_RUNS sets the cases per route:
 * 40 in `npm test`, 20,000 in `npm run fuzz`.
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it, onTestFinished } from "vitest";
// The tests' own entry (worker/dev-index.ts): every route, the dev outbox too.
import { devApp as app } from "../dev-app";
import { call, DEMO, ORIGIN, signIn } from "./client";
import { databaseTables } from "./tables";
import { changedSinceSnapshots, dropSnapshots, isSnapshot, takeSnapshots } from "./table-snapshots";

// 40 by default (vitest.config.ts): each reaches its handler, more than the ~33 of 200 that drew the right method of six did.
const RUNS = Number((env as unknown as { FUZZ_RUNS?: string }).FUZZ_RUNS ?? 40);
const CONTENT_TYPES = ["application/json", "application/json; charset=utf-8", "text/plain", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded", ""];

/** Tables a rejected request may change: its rate-limit counters. */
const MAY_MOVE = new Set(["rate_limits"]);

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
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route.method, route.path] as const))("%s never fails on the server", async (_name, method, path) => {
    const cookies = {
      none: undefined,
      learner: await signIn(DEMO.learner.username, DEMO.learner.password),
      admin: await signIn(DEMO.admin.username, DEMO.admin.password),
    };
    const watched = (await databaseTables()).filter((table) => !MAY_MOVE.has(table) && !isSnapshot(table));
    // The state after one case is the state before the next: a case that wrote (and was allowed to) is copied again.
    await takeSnapshots(watched);
    onTestFinished(() => dropSnapshots(watched));
    await fc.assert(
      fc.asyncProperty(
        fc.record({
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
          const hasBody = method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
          const response = await call(`${concrete}${input.query}`, {
            method,
            cookie: cookies[input.role],
            origin: input.origin,
            headers: input.contentType ? { "Content-Type": input.contentType } : {},
            body: hasBody ? input.body : undefined,
          });
          const failed = response.status >= 400;
          const answerText = failed ? await response.text() : "";
          if (!failed) await response.body?.cancel();
          const changed = await changedSinceSnapshots(watched);
          await takeSnapshots(changed);
          expect(response.status, `${method} ${concrete}`).toBeLessThan(500);
          if (failed) {
            const answer = JSON.parse(answerText) as { message?: unknown };
            expect(typeof answer.message, `${method} ${concrete} → ${response.status}`).toBe("string");
            expect(changed, `${method} ${concrete} → ${response.status} wrote data`).toEqual([]);
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);
});

describe("the fuzzer's check that a rejected request wrote nothing", () => {
  it("sees a row added, a row changed in place (an UPDATE) and a row removed, and nothing when nothing was written", async () => {
    const watched = ["users", "languages"];
    await takeSnapshots(watched);
    onTestFinished(() => dropSnapshots(watched));
    expect(await changedSinceSnapshots(watched)).toEqual([]);
    await env.DB.prepare("UPDATE users SET email = 'changed@example.com' WHERE username = ?").bind(DEMO.learner.username).run();
    expect(await changedSinceSnapshots(watched)).toEqual(["users"]);
    await takeSnapshots(watched);
    await env.DB.prepare("DELETE FROM users WHERE username = ?").bind(DEMO.learner.username).run();
    expect(await changedSinceSnapshots(watched)).toEqual(["users"]);
    await takeSnapshots(watched);
    await env.DB.prepare("INSERT INTO users (username, email, password_hash) VALUES ('new', 'new@example.com', 'x')").run();
    expect(await changedSinceSnapshots(watched)).toEqual(["users"]);
  });
});
