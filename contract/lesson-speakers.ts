/**
 * The speaker beside each word and sentence of a lesson's language (`data-say`), as one markup for
 * both places that put it there: the Worker, on a lesson page it draws (worker/lessons/drawn-speakers.ts,
 * so the text is laid out with its speakers from the first paint and nothing moves when the app
 * starts), and the app, on a lesson it shows itself (frontend/pages/lesson/lesson-controls.ts).
 */
import { escapeAttribute } from "./html-escape";

/** The attribute a speaker carries: the words it plays, read back by the article's click handler. */
export const SAY_BUTTON = "data-say-button";

export const listenLabel = (text: string) => `Listen: ${text}`;

// lucide's volume-2, drawn inline: the controls are plain markup, outside React's tree.
const SPEAKER_ICON =
  '<svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M11 4.7a.7.7 0 0 0-1.2-.5L6.4 7.6A1.4 1.4 0 0 1 5.4 8H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2.4a1.4 1.4 0 0 1 1 .4l3.4 3.4a.7.7 0 0 0 1.2-.5z"/><path d="M16 9a5 5 0 0 1 0 6"/><path d="M19.4 18.4a9 9 0 0 0 0-12.7"/></svg>';

/** The speaker for `text` (the words' trimmed textContent), as HTML. */
export function speakerHtml(text: string): string {
  return `<button type="button" class="say-button" data-state="idle" ${SAY_BUTTON}="${escapeAttribute(text)}" aria-label="${escapeAttribute(listenLabel(text))}">${SPEAKER_ICON}</button>`;
}

/**
 * Punctuation that closes the words before it: it stays with them, and the speaker goes after it
 * ("nación. 🔊", not "nación 🔊 .").
 */
const CLOSING = "[.,;:!?…)\\]»”’。、！？：；）」』]+";
export const CLOSING_MARKS = new RegExp(`^${CLOSING}`, "u");

/** A speaker written right after its words, followed by closing punctuation: the two swapped. */
export function speakersAfterClosingMarks(html: string): string {
  // One speaker only: never from one speaker's start to the end of the next one.
  return html.replace(new RegExp(`(<button type="button" class="say-button"[^>]*>(?:(?!</button>).)*</button>)(${CLOSING})`, "gu"), "$2$1");
}
