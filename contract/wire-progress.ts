/**
 * Shapes of a learner's progress that cross the wire, declared once: lesson records, the summary home
 * and the profile read, the streak, the daily goal and the placement; wire.ts re-exports them.
 */
import type { DailyGoalKind } from "./constants";
import type { LessonSummary } from "./wire";

export interface ProgressRecord {
  lessonId: string;
  completed: boolean;
  score: number;
  /** Minutes, accumulated. */
  timeSpent: number;
  lastAccessedAt: string | null;
  completedAt: string | null;
  /** Sentences finished with the tutor on the current pass through the lesson; null before the first. */
  sentencesDone: number | null;
  /** Its sentences were all done with the tutor once (completed by the tutor, not only read and marked done). */
  practised: boolean;
  /** Passed over by onboarding's placement: not done, and not where the course goes on. */
  skipped: boolean;
}

/** GET /api/placement/:code: the sentences of the placement, one per lesson of PLACEMENT. */
export interface PlacementItem {
  lessonNumber: number;
  /** What to say, in English. */
  prompt: string;
}

/** POST /api/placement/:code: where the learner starts, and how each sentence went. */
export interface PlacementResult {
  start: LessonSummary;
  /** Lessons before it, now marked skipped. */
  skipped: number;
  /** The start lesson comes with a subscription the learner does not have. */
  locked: boolean;
  results: { lessonNumber: number; right: boolean }[];
}

/** A lesson the learner started, as the profile lists it. */
export interface StartedLesson {
  lessonId: string;
  /** Its title; its id when the catalogue no longer lists it. */
  title: string;
  completed: boolean;
  /** Minutes. */
  timeSpent: number;
}

/** GET /api/progress/summary: one of the languages the learner has progress in. */
export interface LanguageProgress {
  code: string;
  /** Lessons of the course completed, of `total`, and that share rounded to a percentage. */
  completed: number;
  total: number;
  percent: number;
  /** Of the completed lessons, those practised with the tutor; the rest were read and marked done. */
  practised: number;
  /** Minutes over every record of the language. */
  timeSpent: number;
  /** The latest completion or visit (ISO), or null when none is known. */
  lastActivity: string | null;
  /** The lessons started, in course order. */
  lessons: StartedLesson[];
  /** The first lesson the learner may open and has not completed; null when all those are done. */
  next: LessonSummary | null;
  /** The lesson last touched and not completed, which the learner may open: where "Continue" leads; null when none. */
  current: LessonInProgress | null;
}

/** A lesson the learner is in the middle of, and their place in it. */
export interface LessonInProgress extends LessonSummary {
  /** Sentences finished with the tutor on this pass; null when they have only read it. */
  sentencesDone: number | null;
  /** The lesson's sentences (exercises); null when not known. */
  sentences: number | null;
}

/** GET /api/goal: the learner's daily goal and how today stands against it. */
export interface DailyGoalToday {
  kind: DailyGoalKind;
  amount: number;
  /** The learner chose this goal (false: the default goal). */
  chosen: boolean;
  /** Today's sentences built and active minutes in lessons, in the learner's day. */
  sentences: number;
  minutes: number;
  /** Today's figure of the goal's kind, and whether it has reached the amount. */
  done: number;
  met: boolean;
  /** The zone whose day it is, and that day (YYYY-MM-DD). */
  timeZone: string;
  today: string;
}

export interface StreakDay {
  /** YYYY-MM-DD in the learner's time zone. */
  date: string;
  lessons: { language: string; title: string }[];
  /** Answers on the review screen that day, when there were any. */
  reviews?: number;
}

export interface StreakSummary {
  currentStreak: number;
  longestStreak: number;
  /** The learner chose to hide the streak card. */
  hidden: boolean;
  /** ISO instant from which the streak counts ("Reset streak"), or null. */
  resetAt: string | null;
  timeZone: string;
  today: string;
  days: StreakDay[];
}
