/** Data a few test files need beyond the seeded content. */
import { env } from "cloudflare:test";
import { lessonObjectKey } from "../lessons/r2-keys";
import { lessons } from "../db/schema";
import { db } from "./client";

/**
 * German lesson 3, the first one behind the paywall, with a known text (replacing the course's own
 * lesson 3 when the content has one), so paywall tests do not depend on the curriculum's wording.
 */
export async function addLockedLesson(): Promise<void> {
  const lesson = {
    languageCode: "de",
    number: 3,
    slug: "past-and-future",
    title: "Past and Future",
    structures: ["haben + participle"],
    exercises: [],
    updatedAt: new Date(),
  };
  await db().insert(lessons).values({ id: "de-lesson03", ...lesson }).onConflictDoUpdate({ target: lessons.id, set: lesson });
  await env.CONTENT.put(lessonObjectKey("de-lesson03"), "# Past and Future\n\nIch habe gelernt.\n");
}

