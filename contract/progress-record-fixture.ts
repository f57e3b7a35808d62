/** Test data, imported by tests only (the contract and frontend ones): a learner's record of one lesson as the progress routes answer it. */
import type { ProgressRecord } from "./wire";

/** A record of `lessonId`, not started unless `patch` says otherwise; every field the Worker sends is there. */
export const progressRecord = (lessonId: string, patch: Partial<ProgressRecord> = {}): ProgressRecord => ({
  lessonId,
  completed: false,
  score: 0,
  timeSpent: 0,
  completedAt: null,
  lastAccessedAt: null,
  sentencesDone: null,
  practised: false,
  skipped: false,
  ...patch,
});
