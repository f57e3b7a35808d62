import { describe, expect, it } from "vitest";
import { DRAWN_READS_ID, LEARNER_TEMPLATES } from "../../contract/prerendered-pages";
import { TIME_ZONE_COOKIE, timeZoneCookieValue } from "../../contract/calendar-day";
import { goalUrl, reviewSummaryUrl, streakUrl } from "../../contract/read-urls";
import type { LanguageProgress, StreakSummary } from "../../contract/wire";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { call, db, DEMO, register, signIn } from "../test/client";
import { TEST_SHELL } from "../test/fake-assets";

/** The answers written beside the drawn home, as the app reads them back. */
function answersIn(html: string): Record<string, unknown> {
  const script = new RegExp(`<script type="application/json" id="${DRAWN_READS_ID}">(.*?)</script>`).exec(html);
  if (!script) throw new Error("no answers beside the drawn home");
  return JSON.parse(script[1]!) as Record<string, unknown>;
}

/** A learner who has just verified their address, signed in. */
async function newLearner(username: string): Promise<string> {
  expect((await register(username, `${username}@example.com`)).status).toBe(201);
  await db().update(users).set({ emailVerified: true }).where(eq(users.username, username));
  return signIn(username, "a-fine-password-42");
}

/** A new learner who has finished Spanish lesson 1: home's next step is lesson 2, the grid's Spanish card is started. */
async function learnerPastSpanishLesson1(username: string): Promise<string> {
  const cookie = await newLearner(username);
  expect((await call("/api/progress/lesson/es-lesson01/complete", { method: "POST", cookie })).status).toBe(200);
  return cookie;
}

// The first home drawn in a test run loads the app's modules, which vitest compiles on the way.
describe("GET /dashboard, the learner's home drawn by the Worker", { timeout: 60_000 }, () => {
  it("draws the learner's own continue card into home's frame, with the answers it was drawn from beside it", async () => {
    const cookie = await learnerPastSpanishLesson1("homeupnext");
    const response = await call("/dashboard", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    // Written for this learner: no cache may hand it to anyone else, nor keep it as the frame.
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(response.headers.get("ETag")).toBeNull();
    const html = await response.text();
    expect(html).not.toContain("drawn: /dashboard");
    expect(html).toContain("Welcome back");
    expect(html).toContain("Up next");
    expect(html).toContain("Spanish · Lesson 2");
    // The title stays in the frame's head; the screen's own copy of it is not written into the root again.
    expect(html).not.toContain("<title>Home · Parlo</title>");
    const answers = answersIn(html);
    expect(Object.keys(answers).sort()).toEqual(["/api/languages", "/api/progress/summary"]);
    const spanish = (answers["/api/progress/summary"] as LanguageProgress[]).find((language) => language.code === "es");
    expect(spanish?.completed).toBe(1);
    // The user is asked for by the app itself, never taken from the page.
    expect(html).not.toContain("homeupnext@example.com");
  });

  it("draws a learner with no progress yet the way to their first language", async () => {
    const cookie = await newLearner("homefresh");
    const html = await (await call("/dashboard", { cookie })).text();
    expect(html).toContain("Start your first language");
    expect(answersIn(html)["/api/progress/summary"]).toEqual([]);
  });

  it("draws Today too where the browser has told its time zone, with the reads the app makes in that zone", async () => {
    const cookie = await learnerPastSpanishLesson1("hometoday");
    const withZone = `${cookie}; ${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZoneCookieValue("Asia/Kolkata", -330))}`;
    const html = await (await call("/dashboard", { cookie: withZone })).text();
    // A lesson completed today is a streak of one that today already counts towards.
    expect(html).toContain("1-day streak");
    expect(html).toContain("Today counts towards it.");
    const answers = answersIn(html);
    const streak = answers[streakUrl("Asia/Kolkata")] as StreakSummary;
    expect(streak.timeZone).toBe("Asia/Kolkata");
    expect(streak.currentStreak).toBe(1);
    expect(answers[goalUrl("Asia/Kolkata")]).toBeDefined();
    expect(answers[reviewSummaryUrl("Asia/Kolkata")]).toBeDefined();
    // A zone Intl does not know draws home without Today, as a first visit does: the app fills it in.
    const unknown = answersIn(await (await call("/dashboard", { cookie: `${cookie}; ${TIME_ZONE_COOKIE}=Mars%2FOlympus` })).text());
    expect(Object.keys(unknown).sort()).toEqual(["/api/languages", "/api/progress/summary"]);
  });

  it.each(LEARNER_TEMPLATES.map((template) => [template.path]))("gives a visitor, or a session that has ended, the plain shell at %s: the app sends them to sign in", async (path) => {
    expect(await (await call(path)).text()).toBe(TEST_SHELL);
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    await call("/api/logout", { method: "POST", cookie });
    const ended = await call(path, { cookie: `${cookie}; has-session=1` });
    expect(await ended.text()).toBe(TEST_SHELL);
    expect(ended.headers.getSetCookie().join()).toMatch(/has-session=;.*Max-Age=0/i);
  });
});

describe("GET /languages, the language grid drawn by the Worker", { timeout: 60_000 }, () => {
  it("draws every language's card with the learner's progress on the ones started, and the answers beside it", async () => {
    const cookie = await learnerPastSpanishLesson1("gridstarted");
    const response = await call("/languages", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    const html = await response.text();
    expect(html).not.toContain("drawn: /languages");
    for (const name of ["German", "Spanish", "Kannada", "Chinese"]) expect(html).toContain(name);
    expect(html).toContain("1 of 20 lessons done");
    expect(html.match(/data-testid="language-card-progress"/g)).toHaveLength(1);
    expect(Object.keys(answersIn(html)).sort()).toEqual(["/api/languages", "/api/progress/summary"]);
    expect(html).not.toContain("gridstarted@example.com");
  });
});
