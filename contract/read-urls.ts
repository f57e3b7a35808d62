/**
 * The addresses of the catalogue reads, shared by the app (its swr keys) and the Worker (which
 * names a lesson's read in the page's head, worker/routes/lesson-page.ts), so both ask for exactly
 * the same URL and the browser can hand the preloaded answer to the app.
 */
export const LANGUAGES_URL = "/api/languages";

/** One lesson with its text (GET /api/lessons/{id}). */
export function lessonUrl(lessonId: string): string {
  return `/api/lessons/${encodeURIComponent(lessonId)}`;
}

export function lessonsUrl(code: string): string {
  return `/api/languages/${encodeURIComponent(code)}/lessons`;
}
