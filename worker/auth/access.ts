/**
 * Who may open which lesson: the rule is contract/access.ts, shared with the app; the server enforces it
 * on content, progress, chat and speech.
 */
export { hasPaidAccess, isLessonLocked } from "../../contract/access";

export const LOCKED_MESSAGE = "This lesson is part of Parlo Premium. Subscribe to unlock every lesson.";
