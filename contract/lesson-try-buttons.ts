/**
 * "Try it with the tutor" beside each hidden answer of a lesson (`details[data-exercise]`) and in each
 * task under its "Try it" heading, as one markup for both places that put it there: the Worker, on a
 * lesson page it draws (worker/lessons/drawn-try-buttons.ts, so nothing below the first screen moves
 * when the app starts), and the app, on a lesson it shows itself (frontend/pages/lesson/lesson-controls.ts).
 */
import { escapeAttribute } from "./html-escape";

/** The attribute a "Try it" button carries: the exercise's prompt, read back by the article's click handler. */
export const TRY_BUTTON = "data-try-exercise";
/** On a "Try it" button of a task that invites sentences of the learner's own (free practice). */
export const PRACTICE_BUTTON = "data-try-practice";

export const TRY_WITH_TUTOR = "Try it with the tutor";

/** The heading whose lists are the lesson's practice tasks (worker/tutor/free-practice.ts reads the same). */
export const PRACTICE_HEADING = /^try it\b/i;

/** The row with the button for `prompt` (the exercise's prompt, or the task's trimmed textContent), as HTML. */
export function tryRowHtml(prompt: string, practice = false): string {
  return `<p class="lesson-answer-actions"><button type="button" class="btn-secondary" ${TRY_BUTTON}="${escapeAttribute(prompt)}"${practice ? ` ${PRACTICE_BUTTON}=""` : ""}>${TRY_WITH_TUTOR}</button></p>`;
}
