/** Shared reads of the course catalogue, so every screen asks the same keys (and swr shares the cache). */
import useSWR from "swr";
import type { Language, LessonSummary } from "../../contract/wire";
import { lessonPath } from "../../contract/lesson-ids";
import { LANGUAGES_URL, lessonsUrl } from "../../contract/read-urls";
import { load } from "./api";

export { LANGUAGES_URL, lessonsUrl, lessonUrl } from "../../contract/read-urls";

export function useLanguages() {
  return useSWR<Language[]>(LANGUAGES_URL);
}

export function fetchLessons(code: string): Promise<LessonSummary[]> {
  return load<LessonSummary[]>(lessonsUrl(code));
}

/** The language a path is about: a 2-letter first segment (/de/lesson/1) or /language/{code}. */
export function languageFromPath(pathname: string): string | null {
  const segments = pathname.split("/").filter(Boolean);
  if (segments[0] && /^[a-z]{2}$/.test(segments[0])) return segments[0];
  if ((segments[0] === "language" || segments[0] === "languages") && segments[1]) return segments[1];
  return null;
}

/** The signed-in learner's home, where the logo, signing in and verification lead (decision 049). */
export const HOME_URL = "/dashboard";

/** Onboarding, where a first verification leads (decision 051). */
export const WELCOME_URL = "/welcome";

/** A language's course map: every lesson as a step, with the learner's state in it. */
export function courseMapPath(code: string): string {
  return `/${encodeURIComponent(code)}/course`;
}

/** The route of a lesson, from its id: `de-lesson01` → `/de/lesson/01`. */
export function lessonRouteOf(lessonId: string): string | null {
  const match = /^([a-z]{2})-lesson(\d+)$/.exec(lessonId);
  return match ? lessonPath(match[1]!, Number(match[2])) : null;
}
