/**
 * Text that mixes English with the course language (a tutor's reply, a note): each run of the
 * language's own script (contract/lesson-languages.ts) is marked with its `lang`, so it is set in
 * the shipped font of that script (styles/app.css) and read aloud in that language by a screen
 * reader. Languages written in Latin letters have no runs to find and stay as they are.
 */
import type { ReactNode } from "react";
import { languageTag, scriptRun } from "../../contract/lesson-languages";

export function TargetText({ text, languageCode }: { text: string; languageCode: string }) {
  const run = scriptRun(languageCode);
  if (!run) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(run)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(
      <span key={match.index} lang={languageTag(languageCode)}>
        {match[0]}
      </span>,
    );
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
