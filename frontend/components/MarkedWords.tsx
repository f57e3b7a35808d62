/**
 * The learner's message exactly as typed, with each word the tutor checked marked: right words
 * quietly underlined, wrong ones with a wavy underline and, for screen readers, "(not right)".
 * Words are found in the text in order, so spaces and punctuation stay as the learner wrote them.
 *
 * Japanese and Chinese are written without spaces, and the checker's marks cut them at its own units
 * (a whole clause, or one character at a time). There the marks are laid over the words the platform's
 * word segmenter finds (Intl.Segmenter, the granularity the checker uses for Chinese): each word takes
 * the worst mark of its characters, so 日本語を勉強しています is marked 日本語 · を · 勉強 · …, and 学习 stays
 * one word.
 */
import { writtenUnspaced } from "../../contract/languages";
import type { WordMark } from "../../contract/wire";

export const MARKED_WORDS_TEXT = { wrong: "(not right)" };

interface Piece {
  text: string;
  ok?: boolean;
}

/** The marks found in the text, in order, with the text between them unmarked. */
function piecesOf(text: string, marks: readonly WordMark[]): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const mark of marks) {
    const found = mark.text ? text.indexOf(mark.text, at) : -1;
    if (found < 0) continue;
    if (found > at) pieces.push({ text: text.slice(at, found) });
    pieces.push({ text: mark.text, ok: mark.ok });
    at = found + mark.text.length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

/** The same marks, re-cut at the segmenter's words: a word is wrong if any of its characters is. */
function byWords(text: string, pieces: Piece[], languageCode: string): Piece[] {
  if (typeof Intl.Segmenter !== "function") return pieces;
  const marked: (boolean | undefined)[] = [];
  for (const piece of pieces) for (let i = 0; i < piece.text.length; i++) marked.push(piece.ok);
  const words: Piece[] = [];
  for (const segment of new Intl.Segmenter(languageCode, { granularity: "word" }).segment(text)) {
    const span = marked.slice(segment.index, segment.index + segment.segment.length);
    const isWord = segment.isWordLike || /[\p{L}\p{N}]/u.test(segment.segment);
    const ok = !isWord || span.every((mark) => mark === undefined) ? undefined : !span.includes(false);
    const last = words[words.length - 1];
    if (ok === undefined && last && last.ok === undefined) last.text += segment.segment;
    else words.push({ text: segment.segment, ok });
  }
  return words;
}

export function MarkedWords({ text, marks, languageCode }: { text: string; marks: readonly WordMark[]; languageCode?: string }) {
  const found = piecesOf(text, marks);
  const pieces = languageCode && writtenUnspaced(languageCode) ? byWords(text, found, languageCode) : found;
  return (
    <>
      {pieces.map((piece, index) =>
        piece.ok === undefined ? (
          piece.text
        ) : piece.ok ? (
          <span key={index} data-mark="right" className="underline decoration-dotted decoration-1 underline-offset-4">
            {piece.text}
          </span>
        ) : (
          <span key={index} className="whitespace-nowrap">
            <span data-mark="wrong" className="rounded bg-black/20 px-0.5 font-semibold underline decoration-wavy decoration-2 underline-offset-4">
              {piece.text}
            </span>
            <span className="sr-only"> {MARKED_WORDS_TEXT.wrong}</span>
          </span>
        ),
      )}
    </>
  );
}
