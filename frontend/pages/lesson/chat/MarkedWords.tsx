/**
 * The learner's message exactly as typed, with each word the tutor checked marked: right words
 * quietly underlined, wrong ones with a wavy underline and, for screen readers, "(not right)".
 * Words are found in the text in order, so spaces and punctuation stay as the learner wrote them.
 */
import type { ReactNode } from "react";
import type { WordMark } from "../../../../contract/wire";

export const MARKED_WORDS_TEXT = { wrong: "(not right)" };

export function MarkedWords({ text, marks }: { text: string; marks: readonly WordMark[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  marks.forEach((mark, index) => {
    const found = mark.text ? text.indexOf(mark.text, at) : -1;
    if (found < 0) return;
    if (found > at) parts.push(text.slice(at, found));
    parts.push(
      mark.ok ? (
        <span key={index} data-mark="right" className="underline decoration-dotted decoration-1 underline-offset-4">
          {mark.text}
        </span>
      ) : (
        <span key={index} className="whitespace-nowrap">
          <span data-mark="wrong" className="rounded bg-black/20 px-0.5 font-semibold underline decoration-wavy decoration-2 underline-offset-4">
            {mark.text}
          </span>
          <span className="sr-only"> {MARKED_WORDS_TEXT.wrong}</span>
        </span>
      ),
    );
    at = found + mark.text.length;
  });
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
