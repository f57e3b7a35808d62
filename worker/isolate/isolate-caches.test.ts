/**
 * Issue 29, item 9: every cache an isolate keeps across requests stays within its bound, however
 * many distinct keys come (the preview's workerd grew from 172 to 718 MB over a long attack).
 * One test per cache; the content maps have theirs in lessons/isolate-bounds.test.ts.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { keptSigningKeys, signSessionPass } from "../auth/session-pass";
import { KEPT_WRITES, Replication } from "../edge/modelled-d1";
import { KEPT_TIME_ZONE_FORMATS, keptTimeZoneFormats, learnerDay } from "../review/learner-day";
import { KEPT_LESSONS, keptPassages, passages } from "../tutor/lesson-search";
import { KEPT_GLOSSARIES, keptGlossaries, lessonGlossary } from "../tutor/lesson-words";
import { KEPT_SHIELDS, keptShields, shieldFor } from "../tutor/unearned-answers";
import { KEPT_SEGMENTERS, keptSegmenters, wordsOf } from "../tutor/word-marks";

/** Every spelling of a zone's name in upper and lower case: all valid zones to Intl. */
function spellings(zone: string, count: number): string[] {
  const letters = [...zone].map((char, index) => ({ char, index })).filter(({ char }) => /[a-z]/i.test(char));
  return Array.from({ length: count }, (_, variant) => {
    const chars = [...zone];
    letters.forEach(({ char, index }, bit) => {
      chars[index] = (variant >> bit) & 1 ? char.toUpperCase() : char.toLowerCase();
    });
    return chars.join("");
  });
}

describe("the isolate's caches", () => {
  it(`keep at most ${KEPT_TIME_ZONE_FORMATS} time-zone formats after 500 spellings of zones`, () => {
    const now = new Date("2026-06-01T10:00:00Z");
    const zones = spellings("Europe/Berlin", 500);
    expect(new Set(zones).size).toBe(500);
    for (const zone of zones) expect(learnerDay(zone, now).today).toBe("2026-06-01");
    expect(keptTimeZoneFormats()).toBeLessThanOrEqual(KEPT_TIME_ZONE_FORMATS);
  });

  it(`keep at most ${KEPT_SEGMENTERS} word segmenters after 100 language tags`, () => {
    for (let index = 0; index < 100; index++) expect(wordsOf("Das ist gut", `de-x-v${index}`)).toHaveLength(3);
    expect(keptSegmenters()).toBeLessThanOrEqual(KEPT_SEGMENTERS);
  });

  it(`keep at most ${KEPT_SHIELDS} answer shields after 100 lessons' answers`, () => {
    for (let index = 0; index < 100; index++) shieldFor([`Das ist gut ${index}`, `Ich bin müde ${index}`]);
    expect(keptShields()).toBeLessThanOrEqual(KEPT_SHIELDS);
  });

  it(`keep at most ${KEPT_LESSONS} lessons' passages after 100 lesson texts`, () => {
    for (let index = 0; index < 100; index++) passages(`# Lesson ${index}\n\nA paragraph about word ${index}.\n\n- an item ${index}`);
    expect(keptPassages()).toBeLessThanOrEqual(KEPT_LESSONS);
  });

  it(`keep at most ${KEPT_GLOSSARIES} glossaries after 100 lesson versions`, () => {
    for (let index = 0; index < 100; index++) {
      lessonGlossary(`| German | English |\n|---|---|\n| Wort${index} | word ${index} |\n`, [
        { prompt: `Say word ${index}`, answers: [`Wort${index}`], nudge: "Try", hint: "A word", example: { prompt: "Say it", answer: "Wort" }, structure: "words" },
      ]);
    }
    expect(keptGlossaries()).toBeLessThanOrEqual(KEPT_GLOSSARIES);
  });

  it("keep one session-pass key however often the secret changes", async () => {
    for (let index = 0; index < 20; index++) {
      await signSessionPass({ ENVIRONMENT: "production", SESSION_PASS_KEY: `secret ${index}` }, { sessionId: "a".repeat(64), userId: 1, until: 1 });
    }
    expect(keptSigningKeys()).toBe(1);
  });

  it(`keep at most ${KEPT_WRITES} writes in the benchmark's replication log, which still knows how far the replica got`, () => {
    let now = 0;
    const replication = new Replication(env.DB, undefined, 50, () => now);
    for (let index = 0; index < 5 * KEPT_WRITES; index++) {
      replication.committed("UPDATE users SET username = username WHERE id = ?", [index]);
      now += 10;
    }
    expect(replication.loggedWrites).toBeLessThanOrEqual(KEPT_WRITES + 10);
    // The last few writes are within the 50 ms lag; everything older has reached the replica.
    expect(replication.caughtUpTo()).toBe(5 * KEPT_WRITES - 4);
    now += 1000;
    expect(replication.caughtUpTo()).toBe(5 * KEPT_WRITES);
  });
});
