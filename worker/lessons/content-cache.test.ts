/**
 * Course content kept per isolate and per colo (decision 025), and what a content publish calls:
 * invalidateLessonContent. A new isolate of the same colo reads the lesson text without R2; after a
 * publish the colo answers the new text and index at once.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Lesson, LessonSummary } from "../../contract/wire";
import { DEMO } from "../test/client";
import { Browser, modelledEdge, type ModelledEdge } from "../test/modelled-edge";
import { forgetIsolateContent, invalidateLessonContent } from "./content-cache";
import { lessonObjectKey } from "./r2-keys";

async function signedIn(edge: ModelledEdge): Promise<Browser> {
  const browser = new Browser();
  const { response } = await edge.fetch("/api/login", browser, { json: { username: DEMO.learner.username, password: DEMO.learner.password } });
  expect(response.status).toBe(200);
  return browser;
}

/** What a publish does to the stored content: a new title and text, and a new version. */
async function publish(edge: ModelledEdge, lessonId: string, title: string, markdown: string): Promise<void> {
  await edge.primary.prepare("UPDATE lessons SET title = ?, updated_at = updated_at + 1000 WHERE id = ?").bind(title, lessonId).run();
  await env.CONTENT.put(lessonObjectKey(lessonId), markdown);
}

describe("the content cache", () => {
  it("reads a lesson's text from R2 once per colo, not once per isolate", async () => {
    const edge = await modelledEdge(0);
    const browser = await signedIn(edge);
    const first = await edge.fetch("/api/lessons/de-lesson01", browser);
    expect(first.response.status).toBe(200);
    expect(first.tally.trips.r2).toBe(1);
    // Another isolate of the same colo: nothing in memory, the colo has the text.
    forgetIsolateContent();
    const second = await edge.fetch("/api/lessons/de-lesson01", browser);
    expect(second.response.status).toBe(200);
    expect(second.tally.trips.r2).toBe(0);
    expect(((await second.response.json()) as Lesson).content).toBe(((await first.response.json()) as Lesson).content);
  });

  it("keeps a language's lesson index, and answers the published one once the publish invalidates it", async () => {
    const edge = await modelledEdge(0);
    const browser = await signedIn(edge);
    const index = async () => ((await (await edge.fetch("/api/languages/de/lessons", browser)).response.json()) as LessonSummary[])[0]!.title;
    const lesson = async () => (await (await edge.fetch("/api/lessons/de-lesson01", browser)).response.json()) as Lesson;
    const before = await index();
    await lesson();
    await publish(edge, "de-lesson01", "Greetings, revised", "# Greetings, revised\n\nHallo!");
    // Kept: neither this isolate nor (after it is gone) the colo asks D1 again within the minute.
    expect(await index()).toBe(before);
    forgetIsolateContent();
    expect(await index()).toBe(before);

    await invalidateLessonContent("de", "de-lesson01");
    expect(await index()).toBe("Greetings, revised");
    const after = await lesson();
    expect(after.title).toBe("Greetings, revised");
    expect(after.content).toBe("# Greetings, revised\n\nHallo!");
  });

  it("invalidates every lesson of a language when no lesson is named", async () => {
    const edge = await modelledEdge(0);
    const browser = await signedIn(edge);
    await edge.fetch("/api/lessons/de-lesson02", browser);
    await publish(edge, "de-lesson02", "Lesson two, revised", "# Lesson two, revised");
    await invalidateLessonContent("de");
    const after = (await (await edge.fetch("/api/lessons/de-lesson02", browser)).response.json()) as Lesson;
    expect(after.content).toBe("# Lesson two, revised");
  });
});
