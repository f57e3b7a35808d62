/** Data a few test files need beyond the seeded content. */
import { env } from "cloudflare:test";
import { lessonObjectKey } from "../db/seed";
import { lessons } from "../db/schema";
import { db } from "./client";

/** A third German lesson, the first one behind the paywall. */
export async function addLockedLesson(): Promise<void> {
  await db().insert(lessons).values({
    id: "de-lesson03",
    languageCode: "de",
    number: 3,
    slug: "past-and-future",
    title: "Past and Future",
    structures: ["haben + participle"],
    exercises: [],
    updatedAt: new Date(),
  });
  await env.CONTENT.put(lessonObjectKey("de-lesson03"), "# Past and Future\n\nIch habe gelernt.\n");
}

