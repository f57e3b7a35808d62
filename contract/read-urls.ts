/**
 * The addresses of the catalogue reads, shared by the app (its swr keys) and the Worker (which
 * names a lesson's read in the page's head, worker/routes/lesson-page.ts), so both ask for exactly
 * the same URL and the browser can hand the preloaded answer to the app.
 */
import { lessonIdFor } from "./lesson-ids";

export const LANGUAGES_URL = "/api/languages";

/** One lesson with its text (GET /api/lessons/{id}). */
export function lessonUrl(lessonId: string): string {
  return `/api/lessons/${encodeURIComponent(lessonId)}`;
}

export function lessonsUrl(code: string): string {
  return `/api/languages/${encodeURIComponent(code)}/lessons`;
}

/** What the lesson screen reads for a signed-in learner: the lesson, its language's lessons, the languages. */
export function lessonScreenReads(code: string, lessonNumber: number): string[] {
  return [lessonUrl(lessonIdFor(code, lessonNumber)), lessonsUrl(code), LANGUAGES_URL];
}
