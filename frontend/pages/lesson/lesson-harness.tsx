/** Test data for the lesson screen: a German course and its learners. */
import type { Language, LessonSummary, User } from "../../../contract/wire";
import { SIGNED_IN_USER } from "../page-harness";

// The fake API and the rendering (providers, StrictMode, memory router, location probe) are the pages' harness.
export { currentLocation, mockApi, renderPage as renderAt, sentTo, type AnswerFor, type MockRoutes } from "../page-harness";

export const FREE_USER: User = SIGNED_IN_USER;

export const PREMIUM_USER: User = { ...FREE_USER, subscriptionTier: "premium" };

export const GERMAN: Language = { id: 1, code: "de", name: "German", flagCode: "de", speakers: null };

export const summary = (number: number, title: string): LessonSummary => ({
  lessonId: `de-lesson${String(number).padStart(2, "0")}`,
  title,
  languageCode: "de",
  number,
});

export const GERMAN_LESSONS = [
  summary(1, "Words You Already Know"),
  summary(2, "I Am, You Are"),
  summary(3, "What You Want"),
];
