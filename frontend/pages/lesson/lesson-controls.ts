/**
 * What script adds to the Worker's lesson HTML, which reads and reveals answers without it: a play
 * control beside each word and sentence marked as the lesson's language (`data-say`), and "Try it
 * with the tutor" beside each hidden answer (`details[data-exercise]`), whose label then says what it
 * does ("Hide the answer" while open), and beside each task under the lesson's "Try it" heading. Idempotent: the controls are added once per rendering of the
 * lesson's HTML.
 */
import { CLOSING_MARKS, listenLabel, SAY_BUTTON, speakerHtml } from "../../../contract/lesson-speakers";
import { PRACTICE_BUTTON, PRACTICE_HEADING, TRY_BUTTON, TRY_WITH_TUTOR, tryRowHtml } from "../../../contract/lesson-try-buttons";
import type { SayingState } from "./lesson-voice";

export { PRACTICE_BUTTON, SAY_BUTTON, TRY_BUTTON };

export const LESSON_CONTROLS_TEXT = {
  listen: listenLabel,
  tryWithTutor: TRY_WITH_TUTOR,
  /** The open reveal's label; closed, it keeps the Worker's "Show the answer" (worker/lessons/answer-reveals.ts). */
  hideAnswer: "Hide the answer",
};

/** Puts the speaker after the words, and after the punctuation that closes them ("nación. 🔊", not "nación 🔊 ."). */
function placeSpeaker(said: HTMLElement, button: HTMLButtonElement): void {
  const next = said.nextSibling;
  const marks = next?.nodeType === Node.TEXT_NODE ? CLOSING_MARKS.exec(next.textContent ?? "")?.[0] : undefined;
  if (!next || !marks) return said.after(button);
  (next as Text).splitText(marks.length);
  next.after(button);
}

/** Marks a reveal whose label follows it, so a second pass over the same text adds no second listener. */
const LABELLED = "data-labelled";

function labelReveal(reveal: HTMLDetailsElement): void {
  const summary = reveal.querySelector(":scope > summary");
  if (!summary || reveal.hasAttribute(LABELLED)) return;
  reveal.setAttribute(LABELLED, "");
  const closed = summary.textContent ?? "";
  const label = () => (summary.textContent = reveal.open ? LESSON_CONTROLS_TEXT.hideAnswer : closed);
  reveal.addEventListener("toggle", label);
  label();
}

/** One speaker parsed once and copied: a lesson has dozens, and parsing the icon each time made a phone's start a long task. */
let speakerTemplate: HTMLButtonElement | undefined;

function sayButton(text: string): HTMLButtonElement {
  if (!speakerTemplate) {
    const parsed = document.createElement("template");
    parsed.innerHTML = speakerHtml("");
    speakerTemplate = parsed.content.firstElementChild as HTMLButtonElement;
  }
  const button = speakerTemplate.cloneNode(true) as HTMLButtonElement;
  button.setAttribute(SAY_BUTTON, text);
  button.setAttribute("aria-label", LESSON_CONTROLS_TEXT.listen(text));
  return button;
}

/** A "Try it" row, from the markup the Worker draws too. */
function tryRow(prompt: string, practice = false): HTMLElement {
  const parsed = document.createElement("template");
  parsed.innerHTML = tryRowHtml(prompt, practice);
  return parsed.content.firstElementChild as HTMLElement;
}

/**
 * Adds the controls to the lesson's article (once). A lesson page the Worker drew has its speakers
 * and "Try it" rows already (worker/lessons/drawn-speakers.ts, drawn-try-buttons.ts): then only the
 * reveals' labels are added.
 */
export function addLessonControls(article: HTMLElement): void {
  if (!article.querySelector(`[${SAY_BUTTON}]`)) {
    for (const said of article.querySelectorAll<HTMLElement>("[data-say]")) {
      const text = said.textContent?.trim();
      if (text) placeSpeaker(said, sayButton(text));
    }
  }
  const drawn = article.querySelector(`[${TRY_BUTTON}]`) !== null;
  for (const reveal of article.querySelectorAll<HTMLDetailsElement>("details[data-exercise]")) {
    if (!drawn) reveal.after(tryRow(reveal.dataset.exercise ?? ""));
    labelReveal(reveal);
  }
  if (drawn) return;
  for (const task of practiceTasks(article)) {
    const text = task.textContent?.trim();
    if (text) task.append(tryRow(text, true));
  }
}

/** The items listed under the lesson's "Try it" heading (worker/tutor/free-practice.ts reads the same). */
function practiceTasks(article: HTMLElement): HTMLLIElement[] {
  const heading = Array.from(article.querySelectorAll("h2")).find((item) => PRACTICE_HEADING.test(item.textContent?.trim() ?? ""));
  const tasks: HTMLLIElement[] = [];
  for (let block = heading?.nextElementSibling; block && !/^H[12]$/.test(block.tagName); block = block.nextElementSibling) {
    if (block.tagName === "UL" || block.tagName === "OL") tasks.push(...Array.from(block.children).filter((item): item is HTMLLIElement => item.tagName === "LI"));
  }
  return tasks;
}

/** Shows a sentence's state on its controls (the same words may stand in a table and an answer). */
export function showSayingState(article: HTMLElement, text: string, state: SayingState): void {
  for (const button of article.querySelectorAll<HTMLElement>(`[${SAY_BUTTON}]`)) {
    if (button.getAttribute(SAY_BUTTON) === text) button.dataset.state = state;
  }
}
