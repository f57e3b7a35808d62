/** Data a few test files need beyond the seeded content. */
import { env } from "cloudflare:test";
import { FREE_LESSONS_PER_LANGUAGE } from "../../contract/constants";
import { lessonIdFor, lessonPath } from "../../contract/lesson-ids";
import { lessonObjectKey } from "../lessons/r2-keys";
import { lessons } from "../db/schema";
import { db } from "./client";

/** The first German lesson behind the paywall, whatever the free lessons' number is. */
export const LOCKED_LESSON_NUMBER = FREE_LESSONS_PER_LANGUAGE + 1;
export const LOCKED_LESSON_ID = lessonIdFor("de", LOCKED_LESSON_NUMBER);
export const LOCKED_LESSON_PATH = lessonPath("de", LOCKED_LESSON_NUMBER);

/**
 * The first German lesson behind the paywall with a known text (replacing the course's own lesson of
 * that number), so paywall tests do not depend on the curriculum's wording.
 */
export async function addLockedLesson(): Promise<void> {
  const lesson = {
    languageCode: "de",
    number: LOCKED_LESSON_NUMBER,
    slug: "past-and-future",
    title: "Past and Future",
    structures: ["haben + participle"],
    exercises: [],
    updatedAt: new Date(),
  };
  await db().insert(lessons).values({ id: LOCKED_LESSON_ID, ...lesson }).onConflictDoUpdate({ target: lessons.id, set: lesson });
  await env.CONTENT.put(lessonObjectKey(LOCKED_LESSON_ID), "# Past and Future\n\nIch habe gelernt.\n");
}

