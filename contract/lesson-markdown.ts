/**
 * Lesson markdown to HTML (spec §2 "Lesson content"): GitHub-flavoured markdown (tables,
 * strikethrough, task lists drawn as plain list items, automatic links) plus footnotes through
 * marked-footnote, and the rule that closes a lesson dropped. The Worker renders each lesson once per isolate, so a phone
 * neither downloads nor runs a markdown parser (decision 013), and makes the result safe to show
 * (lesson-html-safety.ts, decision 014): the app puts it in the page as it comes.
 */
import { Marked, type Token } from "marked";
import markedFootnote from "marked-footnote";
import { safeLessonHtml } from "./lesson-html-safety";

/** Tokens that print nothing, so a rule followed only by them still ends the page. */
const INVISIBLE_TOKENS = new Set(["space", "footnote", "def"]);

/** Drops the horizontal rule that closes a lesson, if there is one (spec: "a trailing rule is removed"). */
function withoutTrailingRule(tokens: Token[]): Token[] {
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index]!;
    if (INVISIBLE_TOKENS.has(token.type)) continue;
    if (token.type === "hr") tokens.splice(index, 1);
    break;
  }
  return tokens;
}

/** A fresh parser per document: marked-footnote keeps per-document state in its instance. */
function createParser(): Marked {
  return new Marked({
    gfm: true,
    breaks: false,
    hooks: { processAllTokens: withoutTrailingRule },
    renderer: {
      // A box that looks tickable but cannot be ticked is a promise the page does not keep: a
      // "Try it" task reads as an ordinary list item.
      checkbox: () => "",
    },
  }).use(markedFootnote({ description: "Footnotes", backRefLabel: "Back to the text" }));
}

/** The lesson's HTML, safe to put in the page as it is. */
export function renderLessonMarkdown(markdown: string): string {
  return safeLessonHtml(createParser().parse(markdown, { async: false }));
}
