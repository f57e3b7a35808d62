/**
 * Where a lesson's text lives in R2. The seed writes one key per lesson; every published version
 * gets a key of its own that the seed never writes, so a deploy's seed cannot overwrite what an admin
 * published (decision 027), and the texts of older versions stay for a rollback.
 */
import type { CachedLesson } from "./content-cache";

export function lessonObjectKey(lessonId: string): string {
  return `lessons/${lessonId}.md`;
}

/** Unique per publish, so two admins publishing at once can never write one object. */
export const versionBodyKey = (lessonId: string, version: number) => `lessons/${lessonId}/v${version}-${crypto.randomUUID()}.md`;

/**
 * The R2 key of a lesson's published text: the version an admin published, or where the seed puts it.
 * Each published version has a key of its own, so the row read names the text that goes with it.
 */
export const publishedBodyKey = (lesson: Pick<CachedLesson, "id" | "bodyKey">) => lesson.bodyKey ?? lessonObjectKey(lesson.id);
