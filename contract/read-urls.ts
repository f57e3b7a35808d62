/**
 * The addresses of the reads the app keeps (its swr keys), built once from the Worker's routes
 * (contract/api-routes.ts). The Worker names a lesson's read in the page's head from here
 * (worker/routes/lesson-page.ts), so both ask for exactly the same URL and the browser can hand the
 * preloaded answer to the app; the service worker's offline rule is made from the same list.
 */
// With its extension: vite.config.ts imports this file, and Vite's native config loader wants one.
import { apiUrl, type PathFor } from "./api-routes.ts";

export const USER_URL = apiUrl("/api/user");

export const LANGUAGES_URL = apiUrl("/api/languages");

/** One lesson with its text. */
export function lessonUrl(lessonId: string) {
  return apiUrl("/api/lessons/:lessonId", { lessonId });
}

export function lessonsUrl(code: string) {
  return apiUrl("/api/languages/:code/lessons", { code });
}

/** A learner's progress in one language; resetting it revalidates exactly this key wherever it is shown. */
export function progressUrl(code: string) {
  return apiUrl("/api/progress/language/:code", { code });
}

/** Every language the learner has progress in, summed up (the profile). */
export const PROGRESS_SUMMARY_URL = apiUrl("/api/progress/summary");

/** Streak, queue and summary count days in the learner's own time zone. */
export function streakUrl(timeZone: string) {
  return apiUrl("/api/streak", {}, { timeZone });
}

/** Today against the daily goal; the learner's stored zone wins over the one asked with. */
export function goalUrl(timeZone: string) {
  return apiUrl("/api/goal", {}, { timeZone });
}

export function reviewQueueUrl(timeZone: string) {
  return apiUrl("/api/review/queue", {}, { timeZone });
}

export function reviewSummaryUrl(timeZone: string) {
  return apiUrl("/api/review/summary", {}, { timeZone });
}

/** The learner's notes on a lesson (the tutor's scratch pad). */
export function notesUrl(lessonId: string) {
  return apiUrl("/api/chat/notes/:lessonId", { lessonId });
}

/** A lesson's conversation (its newest messages). */
export function historyUrl(lessonId: string) {
  return apiUrl("/api/chat/history/:lessonId", { lessonId });
}

/** The reads a learner needs offline: the service worker keeps their last answers (vite.config.ts). */
const OFFLINE_READS: readonly PathFor<"GET">[] = [
  "/api/user",
  "/api/languages",
  "/api/languages/:code/lessons",
  "/api/lessons/:lessonId",
  "/api/progress/language/:code",
  "/api/progress/summary",
  "/api/chat/history/:lessonId",
  "/api/chat/notes/:lessonId",
  "/api/streak",
  "/api/review/queue",
  "/api/review/summary",
];

/**
 * The offline reads as one pattern for Workbox. It writes a RegExp into the service worker as it
 * is (a function would lose what it closes over) and tries it on the whole address, origin included.
 */
export function offlineReadsPattern(): RegExp {
  const segment = (part: string) => (part.startsWith(":") ? "[^/?#]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const paths = OFFLINE_READS.map((path) => path.split("/").map(segment).join("/"));
  return new RegExp(`^https?://[^/]+(?:${paths.join("|")})(?:[?#]|$)`);
}
