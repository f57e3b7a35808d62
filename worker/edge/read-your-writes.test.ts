/**
 * A learner reads their own writes whichever replica answers (decision 025): in 1,000 randomized
 * trials (250 in `npm test`, worker/test/trials.ts) against a replica lagging up to 2 s, a lesson completed (or its progress reset) on one
 * request is seen by the next, and that read costs no primary round trip. Without the bookmark the
 * same trials read stale rows, so the model's replica really lags.
 */
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProgressRecord } from "../../contract/wire";
import { DEMO } from "../test/client";
import { Browser, modelledEdge, type ModelledEdge } from "../test/modelled-edge";
import { trialCount } from "../test/trials";

const TRIALS = trialCount({ inNpmTest: 250, full: 1000 });
const LESSONS = ["de-lesson01", "de-lesson02"] as const;

interface Trial {
  lagMs: number;
  gapMs: number;
  lesson: number;
}

const trials = fc.sample(
  fc.record({ lagMs: fc.integer({ min: 0, max: 2000 }), gapMs: fc.integer({ min: 0, max: 2500 }), lesson: fc.integer({ min: 0, max: 1 }) }),
  { numRuns: TRIALS, seed: 24 },
) as Trial[];

async function signedIn(edge: ModelledEdge): Promise<Browser> {
  const browser = new Browser();
  const { response } = await edge.fetch("/api/login", browser, { json: { username: DEMO.learner.username, password: DEMO.learner.password } });
  expect(response.status).toBe(200);
  return browser;
}

/** Runs every trial; answers how many reads missed the write just made and how many reached the primary. */
async function runTrials(edge: ModelledEdge, browser: Browser, carryBookmark: boolean) {
  const completed = new Set<string>();
  let stale = 0;
  let primaryReads = 0;
  for (const trial of trials) {
    edge.replication.lagMs = trial.lagMs;
    const lessonId = LESSONS[trial.lesson]!;
    // The write flips the lesson's state, so every read has something new to see.
    const write = completed.has(lessonId)
      ? await edge.fetch("/api/progress/language/de/reset", browser, { method: "DELETE" })
      : await edge.fetch(`/api/progress/lesson/${lessonId}/complete`, browser, { method: "POST" });
    expect(write.response.status).toBe(200);
    if (completed.has(lessonId)) completed.clear();
    else completed.add(lessonId);
    if (!carryBookmark) browser.forget("d1-bookmark");
    edge.clock.now += trial.gapMs;
    const read = await edge.fetch("/api/progress/language/de", browser);
    expect(read.response.status).toBe(200);
    const seen = new Set(((await read.response.json()) as ProgressRecord[]).filter((record) => record.completed).map((record) => record.lessonId));
    if ([...LESSONS].some((lesson) => seen.has(lesson) !== completed.has(lesson))) stale++;
    primaryReads += read.tally.trips.primary;
    // Time passes before the next trial's write: the replica is not always behind.
    edge.clock.now += trial.gapMs;
  }
  return { stale, primaryReads };
}

describe("read-your-writes with a lagging replica", () => {
  // The Worker's clock stands still: the trials' time is the model's, and the session pass (a minute
  // of real time) must not run out halfway through a slow run.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-01T10:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`sees the learner's last write in every one of ${TRIALS} randomized trials, without reading the primary`, async () => {
    const edge = await modelledEdge(0);
    const browser = await signedIn(edge);
    const { stale, primaryReads } = await runTrials(edge, browser, true);
    expect(stale).toBe(0);
    expect(primaryReads).toBe(0);
  }, 300_000);

  it("would read stale rows without the bookmark: the model's replica really lags", async () => {
    const edge = await modelledEdge(0);
    const browser = await signedIn(edge);
    const { stale } = await runTrials(edge, browser, false);
    expect(stale).toBeGreaterThan(TRIALS / 10);
  }, 300_000);
});
